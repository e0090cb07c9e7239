import { createFrameRenderer } from '@orator/scene';
import { baseSize } from '@orator/scene';
import { dubbingOf, updateElement, type ProjectPage, type RatioKey } from '@orator/shared';
import { useEffect, useMemo, useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { BrowserAssets, browserTextMeasure, makeBrowserCanvas, sceneContext } from '../../shared/player/browserAssets.ts';
import {
  dragBox,
  hitTest,
  keepReachable,
  resizeBox,
  rotationTowards,
  screenToStage,
  type PlacedBox,
  type Point,
  type ResizeHandle,
} from '../geometry/stageGeometry.ts';
import { useEditorStore } from '../state/editorStore.ts';
import { boxOf, hitCandidates, pickable, withBox } from './elementBoxes.ts';
import { InlineTextEditor } from './InlineTextEditor.tsx';
import { SelectionFrame } from './SelectionFrame.tsx';
import { stageScene, withSampleSubtitle } from './stageScene.ts';
import { useChineseWords } from '../../shared/player/useChineseWords.ts';

type Gesture =
  | { kind: 'drag'; elementUuid: string; start: Point; box: PlacedBox }
  | { kind: 'resize'; elementUuid: string; handle: ResizeHandle; box: PlacedBox }
  | { kind: 'rotate'; elementUuid: string; box: PlacedBox };

/** Pointer travel below this (base units) is a click, not a drag: it must not move anything. */
const CLICK_SLOP = 2;

/** The page drawn by the scene renderer at the project ratio, with selection and direct manipulation. */
export function Stage({ page, ratio }: { page: ProjectPage; ratio: RatioKey }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [displayWidth, setDisplayWidth] = useState(0);
  const [assetTick, setAssetTick] = useState(0);
  const [editingText, setEditingText] = useState<string | null>(null);
  const selected = useEditorStore((s) => s.selectedElementUuid);
  const selectElement = useEditorStore((s) => s.selectElement);
  const apply = useEditorStore((s) => s.apply);
  const base = baseSize(ratio);
  const assets = useMemo(() => new BrowserAssets(() => setAssetTick((n) => n + 1)), []);
  const pageText = useMemo(() => JSON.stringify(page.elements), [page.elements]);
  const wordsReady = useChineseWords(pageText);

  // Fit the page into the space left by the panels, keeping its ratio.
  useEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const fit = () => {
      const { width, height } = wrap.getBoundingClientRect();
      setDisplayWidth(Math.max(120, Math.min(width - 48, ((height - 48) * base.width) / base.height)));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(wrap);
    return () => observer.disconnect();
  }, [base.width, base.height]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const frame = requestAnimationFrame(() => {
      const script = dubbingOf(page)?.text ?? '';
      const scene = withSampleSubtitle(stageScene(page, ratio, browserTextMeasure), script, browserTextMeasure);
      createFrameRenderer(scene, assets, makeBrowserCanvas).draw(sceneContext(ctx), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [page, ratio, assets, assetTick, wordsReady]);

  const toPage = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return screenToStage({ x: event.clientX, y: event.clientY }, rect, base.width);
  };

  const moveElement = (elementUuid: string, box: PlacedBox) => {
    apply((session) => updateElement(session, page.uuid, elementUuid, (element) => withBox(element, box)));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const point = toPage(event);
    const hit = hitTest(hitCandidates(page), point);
    selectElement(hit);
    if (!hit) return;
    const element = pickable(page).find((e) => e.uuid === hit);
    if (!element) return;
    gesture.current = { kind: 'drag', elementUuid: hit, start: point, box: boxOf(element) };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const startHandle = (kind: 'resize' | 'rotate', handle: ResizeHandle | null, event: ReactPointerEvent) => {
    event.stopPropagation();
    const element = pickable(page).find((e) => e.uuid === selected);
    if (!element) return;
    const box = boxOf(element);
    gesture.current =
      kind === 'rotate' || !handle
        ? { kind: 'rotate', elementUuid: element.uuid, box }
        : { kind: 'resize', elementUuid: element.uuid, handle, box };
    wrapRef.current?.querySelector<HTMLDivElement>('.stage-surface')?.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current) return;
    const point = toPage(event);
    if (current.kind === 'drag') {
      const delta = { x: point.x - current.start.x, y: point.y - current.start.y };
      if (Math.hypot(delta.x, delta.y) < CLICK_SLOP) return;
      const moved = keepReachable(dragBox(current.box, delta), base);
      moveElement(current.elementUuid, { ...current.box, ...moved });
    } else if (current.kind === 'resize') {
      moveElement(current.elementUuid, resizeBox(current.box, current.handle, point, event.shiftKey || current.handle.length === 2));
    } else {
      moveElement(current.elementUuid, { ...current.box, rotation: rotationTowards(current.box, point) });
    }
  };

  const endGesture = () => {
    gesture.current = null;
  };

  /** Double-click on a text edits it in place. */
  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const hit = hitTest(hitCandidates(page), toPage(event));
    const element = page.elements.find((e) => e.uuid === hit);
    if (!element || (element.type !== 'title' && element.type !== 'text')) return;
    selectElement(element.uuid);
    setEditingText(element.uuid);
  };

  const selectedElement = pickable(page).find((e) => e.uuid === selected) ?? null;
  const scale = displayWidth / base.width;
  const edited = page.elements.find((e) => e.uuid === editingText);
  const textEdited = edited && (edited.type === 'title' || edited.type === 'text') ? edited : null;

  return (
    <div className="stage-wrap" ref={wrapRef}>
      <div
        className="stage-surface"
        style={{ width: displayWidth, height: (displayWidth * base.height) / base.width }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endGesture}
        onPointerCancel={endGesture}
        onDoubleClick={onDoubleClick}
        data-testid="stage"
      >
        <canvas ref={canvasRef} width={base.width} height={base.height} className="stage-canvas" data-testid="stage-canvas" />
        {selectedElement && <SelectionFrame box={boxOf(selectedElement)} scale={scale} onHandle={startHandle} />}
        {textEdited && (
          <InlineTextEditor
            element={textEdited}
            scale={scale}
            onChange={(text) => apply((session) => updateElement(session, page.uuid, textEdited.uuid, (e) => ({ ...e, text })))}
            onDone={() => setEditingText(null)}
          />
        )}
      </div>
    </div>
  );
}
