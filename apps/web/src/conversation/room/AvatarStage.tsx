import { AvatarPainter, avatarById, REST_VISEME } from '@orator/scene';
import { useEffect, useRef } from 'react';
import { makeBrowserCanvas, sceneContext } from '../../studio/shared/player/browserAssets.ts';
import type { AudioQueue } from './audioQueue.ts';

/**
 * The project's digital human drawn by the studio's avatar painter, its mouth following the
 * clause being heard (the audio clock), at rest otherwise. `data-mouth-open` exposes the openness
 * drawn last (tests watch the mouth move). Each clause's gesture (waves, nods...) plays on the same clock.
 */
export function AvatarStage({ avatarId, audio, width, height }: { avatarId: string; audio: AudioQueue; width: number; height: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const avatar = avatarById(avatarId);
    if (!canvas || !ctx || !avatar) return;
    const painter = new AvatarPainter(makeBrowserCanvas);
    const started = performance.now();
    // Gestures drawn so far (`data-gestures`: tests check the avatar moved with its words).
    const gesturesDrawn = new Set<string>();
    let frame = 0;
    const draw = () => {
      const viseme = audio.currentViseme() ?? REST_VISEME;
      const gesture = audio.currentAction();
      ctx.clearRect(0, 0, width, height);
      painter.draw(sceneContext(ctx), {
        params: avatar.params,
        framing: avatar.framings.includes('half') ? 'half' : (avatar.framings[0] ?? 'half'),
        box: { left: 0, top: height * 0.06, width, height: height * 0.94 },
        timeMs: performance.now() - started,
        viseme,
        action: gesture && { type: gesture.action.type, localMs: gesture.localMs, durationMs: gesture.action.durationMs },
      });
      canvas.dataset.mouthOpen = viseme.openness.toFixed(2);
      if (gesture && !gesturesDrawn.has(gesture.action.type)) {
        gesturesDrawn.add(gesture.action.type);
        canvas.dataset.gestures = [...gesturesDrawn].join(',');
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [avatarId, audio, width, height]);

  return <canvas ref={canvasRef} width={width} height={height} className="ak-room-avatar" data-testid="room-avatar" />;
}
