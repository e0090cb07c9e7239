import { createFrameRenderer, faceSquare, type Scene } from '@orator/scene';
import { defaultSubtitleStyle } from '@orator/scene';
import { designedManFace, type ManFace, type UserAvatar } from '@orator/shared';
import { useEffect, useMemo, useRef } from 'react';
import { fetchMedia } from '../api/authedFetch.ts';
import { makeBrowserCanvas, sceneContext } from '../player/browserAssets.ts';

const NO_ASSETS = { image: () => null, videoFrame: () => null };
const THUMB_BACKGROUND = '#eef2ff';

/**
 * An avatar's portrait drawn by the scene renderer itself (the catalogue's avatars are drawn, not
 * photographed). A talking photo (`face` of kind 'photo') shows the photo itself, cropped to the face;
 * a designed avatar (kind 'designed') is drawn from its own parameters.
 */
export function AvatarThumb({
  avatarId,
  size = 88,
  framing = 'half',
  face,
}: {
  avatarId: string;
  size?: number;
  framing?: 'half' | 'head';
  face?: ManFace | undefined;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const photo = face?.kind === 'photo' ? face : null;
  const designed = face?.kind === 'designed' ? face : null;

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    if (photo) return drawPhotoFace(ctx, size, size, photo.imageUrl, photo.landmarks);
    const scene: Scene = {
      ratio: 4,
      width: size,
      height: size,
      durationMs: 1000,
      background: { kind: 'color', color: THUMB_BACKGROUND },
      layers: [
        {
          kind: 'avatar',
          id: avatarId,
          startMs: 0,
          durationMs: 1000,
          box: { left: 40, top: 40, width: 640, height: 680 },
          rotation: 0,
          opacity: 1,
          animationIn: null,
          animationOut: null,
          avatarId,
          framing,
          circle: false,
          speakerType: 'man',
          visemes: [],
          actions: [],
          ...(designed ? { face: designed } : {}),
        },
      ],
      subtitles: null,
      subtitleStyle: defaultSubtitleStyle(4),
      watermark: null,
    };
    // Many thumbnails: draw each when the browser has a moment.
    const timer = setTimeout(() => createFrameRenderer(scene, NO_ASSETS, makeBrowserCanvas).draw(sceneContext(ctx), 0), 0);
    return () => clearTimeout(timer);
  }, [avatarId, size, framing, photo, designed]);

  return <canvas ref={canvasRef} width={size} height={size} className="avatar-thumb" />;
}

/**
 * The picture of one of My avatars: a designed one drawn from its design, a photo cropped to its
 * face, another kind's cover; undefined when it has none yet.
 */
export function OwnAvatarThumb({ avatar, width, height }: { avatar: UserAvatar; width: number; height: number }) {
  const designed = useMemo(() => (avatar.kind === 'designed' ? designedManFace(avatar.details) : null), [avatar.kind, avatar.details]);
  if (designed) return <AvatarThumb avatarId={avatar.id} size={width} face={designed} />;
  if (avatar.previewUrl && avatar.face)
    return <PhotoFaceThumb url={avatar.previewUrl} landmarks={avatar.face.landmarks} width={width} height={height} label={avatar.name} />;
  if (avatar.previewUrl)
    return <img src={avatar.previewUrl} alt={avatar.name} width={width} height={height} style={{ objectFit: 'cover', borderRadius: 6 }} />;
  return null;
}

/** A photo avatar's picture cropped to its face (the pickers' cards), `width` x `height` pixels. */
export function PhotoFaceThumb({
  url,
  landmarks,
  width,
  height,
  label,
}: {
  url: string;
  landmarks: readonly number[];
  width: number;
  height: number;
  label: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    return drawPhotoFace(ctx, width, height, url, landmarks);
  }, [url, landmarks, width, height]);
  return <canvas ref={canvasRef} width={width} height={height} role="img" aria-label={label} data-testid="photo-face-thumb" />;
}

/**
 * Draws the photo at `url` into the canvas, the face centred and filling its width (the height
 * follows the canvas's shape); returns the cancel.
 */
function drawPhotoFace(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  url: string,
  landmarks: readonly number[],
): () => void {
  let cancelled = false;
  void (async () => {
    // The stage's own loader: media links may need the session (fetchMedia adds it).
    const bitmap = await createImageBitmap(await fetchMedia(url)).catch(() => null);
    if (cancelled || !bitmap) return;
    const { centre, side } = faceSquare(landmarks);
    const sourceHeight = (side * height) / width;
    ctx.fillStyle = THUMB_BACKGROUND;
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, centre.x - side / 2, centre.y - sourceHeight / 2, side, sourceHeight, 0, 0, width, height);
    bitmap.close();
  })();
  return () => {
    cancelled = true;
  };
}
