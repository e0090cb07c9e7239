import { createFrameRenderer, type Scene } from '@orator/scene';
import { defaultSubtitleStyle } from '@orator/scene';
import { useEffect, useRef } from 'react';
import { makeBrowserCanvas, sceneContext } from '../player/browserAssets.ts';

const NO_ASSETS = { image: () => null, videoFrame: () => null };

/** An avatar's portrait drawn by the scene renderer itself (the catalogue's avatars are drawn, not photographed). */
export function AvatarThumb({ avatarId, size = 88, framing = 'half' }: { avatarId: string; size?: number; framing?: 'half' | 'head' }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const scene: Scene = {
      ratio: 4,
      width: size,
      height: size,
      durationMs: 1000,
      background: { kind: 'color', color: '#eef2ff' },
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
        },
      ],
      subtitles: null,
      subtitleStyle: defaultSubtitleStyle(4),
      watermark: null,
    };
    // Many thumbnails: draw each when the browser has a moment.
    const timer = setTimeout(() => createFrameRenderer(scene, NO_ASSETS, makeBrowserCanvas).draw(sceneContext(ctx), 0), 0);
    return () => clearTimeout(timer);
  }, [avatarId, size, framing]);

  return <canvas ref={canvasRef} width={size} height={size} className="avatar-thumb" />;
}
