import { useTranslation } from 'react-i18next';

/** Timeline height limits while resizing, px of the viewport. */
const MIN_TIMELINE_PX = 180;
const MIN_MAIN_PX = 240;

/** The bar between the monitor and the timeline: dragging it trades height between them. */
export function TimelineSplitter({ onResize }: { onResize(heightPx: number): void }) {
  const { t } = useTranslation('trackEditor');
  const start = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const editor = event.currentTarget.closest<HTMLElement>('.track-editor');
    if (!editor) return;
    const bottom = editor.getBoundingClientRect().bottom;
    const maxHeight = editor.clientHeight - MIN_MAIN_PX;
    const onMove = (move: PointerEvent) => onResize(Math.min(maxHeight, Math.max(MIN_TIMELINE_PX, bottom - move.clientY)));
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };
  return (
    <div className="te-splitter" role="separator" aria-orientation="horizontal" aria-label={t('timeline.resize')} onPointerDown={start} />
  );
}
