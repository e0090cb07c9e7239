import { createFrameRenderer, defaultSubtitleStyle, type Scene } from '@orator/scene';
import type { AvatarParams } from '@orator/shared';
import { useEffect, useRef } from 'react';
import { makeBrowserCanvas, sceneContext } from '../shared/player/browserAssets.ts';
import { TALKING_LOOP_MS, talkingLoopVisemes } from './talkingLoop.ts';

const NO_ASSETS = { image: () => null, videoFrame: () => null };
const SIZE = 420;
const VISEMES = talkingLoopVisemes();

/** The design as a one-avatar square scene (ratio 1:1, 720 base units) talking in a loop. */
function previewScene(params: AvatarParams, framing: 'half' | 'head'): Scene {
  return {
    ratio: 4,
    width: SIZE,
    height: SIZE,
    durationMs: TALKING_LOOP_MS,
    background: { kind: 'color', color: '#eef2ff' },
    layers: [
      {
        kind: 'avatar',
        id: 'design',
        avatarId: 'design',
        startMs: 0,
        durationMs: TALKING_LOOP_MS,
        box: { left: 40, top: 30, width: 640, height: 690 },
        rotation: 0,
        opacity: 1,
        animationIn: null,
        animationOut: null,
        framing,
        circle: false,
        speakerType: 'man',
        visemes: VISEMES,
        actions: [],
        face: { kind: 'designed', params },
      },
    ],
    subtitles: null,
    subtitleStyle: defaultSubtitleStyle(4),
    watermark: null,
  };
}

/**
 * The live preview: the scene renderer the editors and the export use draws the design every
 * animation frame, blinking and mouthing the talking loop.
 */
export function DesignPreview({ params, framing, label }: { params: AvatarParams; framing: 'half' | 'head'; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const renderer = createFrameRenderer(previewScene(params, framing), NO_ASSETS, makeBrowserCanvas);
    const started = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      renderer.draw(sceneContext(ctx), (now - started) % TALKING_LOOP_MS);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [params, framing]);
  return (
    <canvas
      ref={canvasRef}
      width={SIZE}
      height={SIZE}
      className="designer-preview"
      role="img"
      aria-label={label}
      data-testid="designer-preview"
    />
  );
}
