import { locateClip, timelineLength, timeToPixels } from '@orator/shared';
import { Empty } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBinDrag, takeBinDrag } from '../bin/binDrag.ts';
import { addAt } from '../state/actions.ts';
import { laneWidthPx, pointerToTime, scrollKeepingTime } from '../model/geometry.ts';
import { trackNumber } from '../model/trackKinds.ts';
import { useTimeline, useTrackEditor } from '../state/trackStore.ts';
import { Lane } from './Lane.tsx';
import { Ruler } from './Ruler.tsx';
import { TimelineToolbar } from './TimelineToolbar.tsx';
import { TrackHeader } from './TrackHeader.tsx';
import { useClipDrag } from './useClipDrag.ts';

/** Width of the sticky track headers (matches --te-head-width in the stylesheet). */
export const HEAD_WIDTH = 188;

/**
 * The timeline: toolbar, ruler, one lane per track (the frontmost picture track on top,
 * sound at the bottom, as tracks later in the list draw over earlier ones), and the playhead.
 */
export function Timeline({ heightPx }: { heightPx: number | null }) {
  const { t } = useTranslation('trackEditor');
  const timeline = useTimeline();
  const zoom = useTrackEditor((s) => s.zoom);
  const playheadMs = useTrackEditor((s) => s.playheadMs);
  const selectedClipUuid = useTrackEditor((s) => s.selectedClipUuid);
  const selectedTrackUuid = useTrackEditor((s) => s.selectedTrackUuid);
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ left: 0, width: 1200 });
  const { active, start } = useClipDrag();
  const pendingZoomAnchor = useRef<{ ms: number; offsetPx: number } | null>(null);

  const laneWidth = laneWidthPx(timelineLength(timeline), zoom, view.width - HEAD_WIDTH);
  const rows = [...timeline.tracks].reverse();
  const draggedClip = active ? (locateClip(timeline, active.drag.clipUuid)?.clip ?? null) : null;

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ left: element.scrollLeft, width: element.clientWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  // After a zoom, keep the anchored time under the same screen position.
  useLayoutEffect(() => {
    const anchor = pendingZoomAnchor.current;
    const element = scroller.current;
    if (!anchor || !element) return;
    pendingZoomAnchor.current = null;
    element.scrollLeft = scrollKeepingTime(anchor.ms, anchor.offsetPx, zoom);
  }, [zoom]);

  // While playing, the view pages along so the playhead never runs off screen.
  const playing = useTrackEditor((s) => s.playing);
  useEffect(() => {
    const element = scroller.current;
    if (!playing || !element) return;
    const x = timeToPixels(playheadMs, zoom);
    const visibleLanePx = element.clientWidth - HEAD_WIDTH;
    if (x < element.scrollLeft || x > element.scrollLeft + visibleLanePx - 40) element.scrollLeft = Math.max(0, x - 80);
  }, [playing, playheadMs, zoom]);

  // Ctrl/Cmd + wheel zooms around the pointer, as in other editors.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      const store = useTrackEditor.getState();
      const rect = element.getBoundingClientRect();
      const offsetPx = Math.max(0, event.clientX - rect.left - HEAD_WIDTH);
      pendingZoomAnchor.current = { ms: pointerToTime(event.clientX, rect.left + HEAD_WIDTH, element.scrollLeft, store.zoom), offsetPx };
      store.setZoom(store.zoom + (event.deltaY > 0 ? 1 : -1));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const timeAt = (clientX: number) => {
    const element = scroller.current;
    if (!element) return 0;
    return pointerToTime(clientX, element.getBoundingClientRect().left + HEAD_WIDTH, element.scrollLeft, useTrackEditor.getState().zoom);
  };

  /** Press on the ruler (or an empty lane) puts the playhead there; dragging scrubs. */
  const scrub = (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    const store = useTrackEditor.getState();
    store.transport?.pause();
    store.setPlayhead(timeAt(event.clientX));
    const onMove = (move: PointerEvent) => useTrackEditor.getState().setPlayhead(timeAt(move.clientX));
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const onEmptyLane = (event: React.PointerEvent<HTMLDivElement>, trackUuid: string) => {
    useTrackEditor.getState().selectTrack(trackUuid);
    scrub(event);
  };

  /** A bin item dropped on a lane lands at the pointer, on that lane when the kinds match. */
  const onDropItem = (event: React.DragEvent<HTMLElement>, trackUuid?: string) => {
    if (!isBinDrag(event)) return;
    event.preventDefault();
    const resolve = takeBinDrag();
    const at = timeAt(event.clientX);
    void resolve?.().then((clip) => clip && addAt(clip, at, trackUuid));
  };

  const playheadLeft = HEAD_WIDTH + timeToPixels(playheadMs, zoom);
  return (
    <section
      className="te-timeline"
      data-testid="timeline"
      data-zoom={zoom}
      style={heightPx === null ? undefined : { flexBasis: heightPx }}
    >
      <TimelineToolbar />
      <div className="te-tl-scroll" ref={scroller}>
        <div className="te-tl-content" style={{ width: HEAD_WIDTH + laneWidth }}>
          <div className="te-tl-row is-ruler">
            <div className="te-track-head is-corner" />
            <Ruler zoom={zoom} fromPx={view.left - 100} toPx={view.left + view.width} width={laneWidth} onPointerDown={scrub} />
          </div>
          {rows.map((track) => (
            <div className="te-tl-row" key={track.uuid}>
              <TrackHeader track={track} number={trackNumber(timeline.tracks, track.uuid)} selected={track.uuid === selectedTrackUuid} />
              <Lane
                track={track}
                zoom={zoom}
                width={laneWidth}
                selectedClipUuid={selectedClipUuid}
                selected={track.uuid === selectedTrackUuid}
                drag={active}
                draggedClip={draggedClip}
                onClipPointerDown={start}
                onEmptyPointerDown={onEmptyLane}
                onDropItem={onDropItem}
              />
            </div>
          ))}
          <div
            className={`te-tl-drop${rows.length === 0 ? ' is-empty' : ''}`}
            // The content is as wide as the timeline's length; the empty hint stays in the visible part.
            style={rows.length === 0 ? { width: view.width } : undefined}
            data-testid="timeline-drop"
            onDragOver={(event) => {
              if (!isBinDrag(event)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'copy';
            }}
            onDrop={(event) => onDropItem(event)}
          >
            {rows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.empty')} />
            ) : (
              <span>{t('timeline.dropHint')}</span>
            )}
          </div>
          <div
            className="te-playhead"
            style={{ left: playheadLeft, visibility: playheadLeft < view.left + HEAD_WIDTH ? 'hidden' : 'visible' }}
            data-testid="playhead"
            data-ms={playheadMs}
          >
            <span className="te-playhead-knob" onPointerDown={scrub} />
          </div>
        </div>
      </div>
    </section>
  );
}
