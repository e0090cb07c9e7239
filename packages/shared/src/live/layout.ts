import type { LiveDecoration } from './api.ts';
import type { RoomRatio } from './rules.ts';

export interface LiveBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a decorated room puts things, in base units (720 high): one rule for the editor's preview
 * and the synthesis job, so a rendered line looks like the room the user decorated.
 */
export function liveRoomLayout(ratio: RoomRatio, decoration: LiveDecoration) {
  const frame = ratio === 'portrait' ? { width: 405, height: 720 } : { width: 1280, height: 720 };
  const avatarHeight = Math.round(frame.height * 0.85 * decoration.avatar.scale);
  const avatarWidth = Math.round(avatarHeight * 0.75);
  const avatar: LiveBox = {
    left: Math.round(decoration.avatar.x * frame.width - avatarWidth / 2),
    top: Math.round(decoration.avatar.y * frame.height - avatarHeight / 2),
    width: avatarWidth,
    height: avatarHeight,
  };
  const productCard: LiveBox = { left: 16, top: frame.height - 230, width: Math.min(260, frame.width - 32), height: 60 };
  const stickers = decoration.stickers.map((sticker): LiveBox & { text: string } => ({
    text: sticker.text,
    left: Math.round(sticker.x * frame.width) - 80,
    top: Math.round(sticker.y * frame.height) - 20,
    width: 160,
    height: 40,
  }));
  return { frame, avatar, productCard, stickers };
}
