import { defaultSubtitleStyle, type Layer, type Scene, type TextStyle } from '@orator/scene';
import { liveRoomLayout, type LiveDecoration, type RoomRatio } from '@orator/shared/live';

/** Base frame of a room (720 high, like every scene): the synthesis job renders lines at this size. */
export function roomFrame(ratio: RoomRatio): { width: number; height: number; sceneRatio: 0 | 1 } {
  return ratio === 'portrait' ? { width: 405, height: 720, sceneRatio: 1 } : { width: 1280, height: 720, sceneRatio: 0 };
}

const textStyle = (over: Partial<TextStyle>): TextStyle => ({
  fontFamily: 'Arial',
  fontSize: 24,
  bold: true,
  italic: false,
  underline: false,
  letterSpacing: 0,
  lineSpacing: 1.2,
  color: '#ffffff',
  strokeColor: null,
  strokeWidth: 0,
  fillColor: null,
  align: 'center',
  ...over,
});

const base = { startMs: 0, durationMs: 1000, rotation: 0, opacity: 1, animationIn: null, animationOut: null };

/**
 * The decorated room as one scene for the shared renderer: background, the avatar where the
 * decoration puts it (the same box the synthesis job gives the line's avatar), a product card,
 * stickers and a sample caption.
 */
export function roomScene(input: {
  ratio: RoomRatio;
  decoration: LiveDecoration;
  avatarId: string;
  productName: string | null;
  caption: string;
}): Scene {
  const { width, height, sceneRatio } = roomFrame(input.ratio);
  const { decoration } = input;
  const layout = liveRoomLayout(input.ratio, decoration);
  const layers: Layer[] = [
    {
      ...base,
      kind: 'avatar',
      id: 'avatar',
      box: layout.avatar,
      avatarId: input.avatarId,
      framing: 'half',
      circle: false,
      speakerType: 'man',
      visemes: [],
      actions: [],
    },
  ];
  if (decoration.productCard && input.productName)
    layers.push({
      ...base,
      kind: 'text',
      id: 'product-card',
      box: layout.productCard,
      text: input.productName,
      style: textStyle({ color: '#222222', fillColor: '#ffffffdd', align: 'left' }),
    });
  layout.stickers.forEach(({ text, ...box }, index) =>
    layers.push({
      ...base,
      kind: 'text',
      id: `sticker-${index}`,
      box,
      text,
      style: textStyle({ color: '#ffffff', fillColor: '#e5484dcc', fontSize: 20 }),
    }),
  );
  return {
    ratio: sceneRatio,
    width,
    height,
    durationMs: 1000,
    background: decoration.background
      ? { kind: 'image', url: decoration.background, fit: 'cover', color: '#1f2937' }
      : { kind: 'color', color: '#1f2937' },
    layers,
    subtitles: decoration.captions ? [{ startMs: 0, endMs: 1000, text: input.caption }] : null,
    subtitleStyle: defaultSubtitleStyle(sceneRatio),
    watermark: null,
  };
}
