import { createFrameRenderer, type Scene } from '@orator/scene';
import { useEffect, useRef, useState } from 'react';
import { makeBrowserCanvas, sceneContext } from '../studio/shared/player/browserAssets.ts';

/** The decorated room drawn by the shared scene renderer (the one the export uses). */
export function RoomPreview({ scene, displayHeight = 480 }: { scene: Scene; displayHeight?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const background = scene.background.kind === 'image' ? scene.background.url : null;
  const [image, setImage] = useState<HTMLImageElement | null>(null);

  useEffect(() => {
    setImage(null);
    if (!background) return;
    const element = new Image();
    element.crossOrigin = 'anonymous';
    element.onload = () => setImage(element);
    element.src = background;
  }, [background]);

  const width = Math.round((displayHeight * scene.width) / scene.height);
  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const assets = { image: (url: string) => (url === background ? image : null), videoFrame: () => null };
    const drawn = { ...scene, width, height: displayHeight };
    createFrameRenderer(drawn, assets, makeBrowserCanvas).draw(sceneContext(ctx), 0);
  }, [scene, image, background, width, displayHeight]);

  return <canvas ref={canvasRef} width={width} height={displayHeight} className="live-preview" data-testid="live-preview" />;
}
