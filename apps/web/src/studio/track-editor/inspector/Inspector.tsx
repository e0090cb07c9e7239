import { useTranslation } from 'react-i18next';
import { useSelectedClip, useTimeline, useTrackEditor } from '../state/trackStore.ts';
import { ClipInspector } from './ClipInspector.tsx';
import { TrackInspector } from './TrackInspector.tsx';

const SHORTCUTS: [string, string][] = [
  ['Space', 'shortcuts.play'],
  ['S', 'shortcuts.split'],
  ['Delete', 'shortcuts.delete'],
  ['Ctrl+C / Ctrl+V', 'shortcuts.copyPaste'],
  ['Ctrl+Z', 'shortcuts.undo'],
  ['Ctrl+Shift+Z / Ctrl+Y', 'shortcuts.redo'],
  ['← / →', 'shortcuts.nudge'],
  ['Ctrl + wheel', 'shortcuts.zoom'],
];

/** The right panel: the selected clip, else the selected track, else the keyboard guide. */
export function Inspector() {
  const { t } = useTranslation('trackEditor');
  const selection = useSelectedClip();
  const trackUuid = useTrackEditor((s) => s.selectedTrackUuid);
  const track = useTimeline().tracks.find((candidate) => candidate.uuid === trackUuid);
  return (
    <aside className="te-inspector" aria-label={t('inspector.label')}>
      {selection ? (
        <ClipInspector clip={selection.clip} />
      ) : track ? (
        <TrackInspector track={track} />
      ) : (
        <div className="te-inspector-body">
          <header className="te-inspector-head">
            <strong>{t('inspector.nothing')}</strong>
          </header>
          <p className="te-hint">{t('inspector.nothingHint')}</p>
          <dl className="te-shortcuts">
            {SHORTCUTS.map(([keys, label]) => (
              <div key={keys}>
                <dt>{t(label)}</dt>
                <dd>
                  <kbd>{keys}</kbd>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </aside>
  );
}
