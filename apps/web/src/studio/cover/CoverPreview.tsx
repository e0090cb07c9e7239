import { coverScene, createFrameRenderer, type Ratio } from '@orator/scene';
import type { CoverDocument } from '@orator/shared';
import { useEffect, useRef, useState } from 'react';
import { BrowserAssets, browserTextMeasure, makeBrowserCanvas, sceneContext } from '../shared/player/browserAssets.ts';

/**
 * The cover as the server will store it: the same coverScene drawn by the same frame renderer
 * (product-rules#projects-cover), only at the preview's width. A new background is loaded before
 * it is shown, so moving the frame slider never flashes black.
 */
export function CoverPreview({
  doc,
  ratio,
  width,
  height,
  backgroundUrl,
  stickerUrl,
  label,
}: {
  doc: CoverDocument;
  ratio: Ratio;
  width: number;
  height: number;
  backgroundUrl: string;
  stickerUrl: string | null;
  label: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [redraws, setRedraws] = useState(0);
  const assetsRef = useRef<BrowserAssets | null>(null);
  assetsRef.current ??= new BrowserAssets(() => setRedraws((n) => n + 1));
  const [shown, setShown] = useState<{ background: string; sticker: string | null } | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const urls = stickerUrl ? [backgroundUrl, stickerUrl] : [backgroundUrl];
    void assetsRef.current!.preload(urls).then(() => {
      if (!current) return;
      setShown({ background: backgroundUrl, sticker: stickerUrl });
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [backgroundUrl, stickerUrl]);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx || !shown) return;
    const scene = coverScene(doc, {
      ratio,
      width,
      height,
      backgroundUrl: shown.background,
      stickerUrl: shown.sticker,
      measure: browserTextMeasure,
    });
    createFrameRenderer(scene, assetsRef.current!, makeBrowserCanvas).draw(sceneContext(ctx), 0);
  }, [doc, ratio, width, height, shown, redraws]);

  return (
    <canvas
      ref={canvasRef}
      width={width}
      height={height}
      className="cover-preview"
      role="img"
      aria-label={label}
      aria-busy={loading}
      data-testid="cover-preview"
      data-ready={shown !== null && !loading ? 'true' : 'false'}
    />
  );
}
