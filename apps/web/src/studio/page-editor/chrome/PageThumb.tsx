import { baseSize, createFrameRenderer } from '@orator/scene';
import type { ProjectPage, RatioKey } from '@orator/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BrowserAssets, browserTextMeasure, makeBrowserCanvas, sceneContext } from '../../shared/player/browserAssets.ts';
import { stageScene } from '../stage/stageScene.ts';
import { useChineseWords } from '../../shared/player/useChineseWords.ts';

const THUMB_HEIGHT = 72;

/** A page drawn small by the same renderer as the stage. */
export function PageThumb({ page, ratio }: { page: ProjectPage; ratio: RatioKey }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [tick, setTick] = useState(0);
  const assets = useMemo(() => new BrowserAssets(() => setTick((n) => n + 1)), []);
  const base = baseSize(ratio);
  const pageText = useMemo(() => JSON.stringify(page.elements), [page.elements]);
  const wordsReady = useChineseWords(pageText);
  const width = Math.round((THUMB_HEIGHT * base.width) / base.height);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    // Thumbnails are many: draw them after the stage, when the browser is idle.
    const timer = setTimeout(() => {
      const scene = { ...stageScene(page, ratio, browserTextMeasure), width, height: THUMB_HEIGHT };
      createFrameRenderer(scene, assets, makeBrowserCanvas).draw(sceneContext(ctx), 0);
    }, 120);
    return () => clearTimeout(timer);
  }, [page, ratio, width, assets, tick, wordsReady]);

  return <canvas ref={canvasRef} width={width} height={THUMB_HEIGHT} className="page-thumb-canvas" />;
}
