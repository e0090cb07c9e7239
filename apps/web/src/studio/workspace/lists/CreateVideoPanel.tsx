import { RATIO_KEYS, SCREEN_SIZES, type ProjectKind, type RatioKey } from '@orator/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spin } from 'antd';
import { projectsApi } from '../api/workspaceApi.ts';
import { editorPathFor } from '../model/projectActions.ts';
import { openEditor } from '../../shared/openEditor.ts';
import { WizardTiles } from '../../wizards/WizardTiles.tsx';

const KINDS: {
  kind: ProjectKind;
  title: 'create.pageStyle' | 'create.trackBased';
  hint: 'create.pageStyleHint' | 'create.trackBasedHint';
}[] = [
  { kind: 'Lamination', title: 'create.pageStyle', hint: 'create.pageStyleHint' },
  { kind: 'MeisheTrack', title: 'create.trackBased', hint: 'create.trackBasedHint' },
];

function RatioShape({ ratio }: { ratio: RatioKey }) {
  const { width, height } = SCREEN_SIZES[ratio];
  const scale = 64 / Math.max(width, height);
  return (
    <span className="ws-ratio-shape">
      <span style={{ width: width * scale * (ratio === 0 ? 1.4 : 1), height: height * scale * (ratio === 0 ? 1.4 : 1) }} />
    </span>
  );
}

/** Blank projects in each of the five ratios, page-style or track-based; opens the editor. `compact` shows page-style only (the workbench's quick start). */
export function CreateVideoPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  const create = (kind: ProjectKind, ratio: RatioKey) => {
    setBusy(`${kind}-${ratio}`);
    projectsApi
      .create({ projectName: t('create.blankName'), projectType: kind, ratio })
      .then((project) => openEditor(editorPathFor(project), navigate))
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  return (
    <div data-testid="create-video">
      {(compact ? KINDS.slice(0, 1) : KINDS).map(({ kind, title, hint }) => (
        <section key={kind} className="ws-create-kind">
          <h3>{t(title)}</h3>
          <p>{t(hint)}</p>
          <div className="ws-create-grid">
            {RATIO_KEYS.map((ratio) => (
              <button
                key={ratio}
                type="button"
                className="ws-ratio-tile"
                onClick={() => create(kind, ratio)}
                disabled={busy !== null}
                data-testid={`create-${kind}-${ratio}`}
              >
                {busy === `${kind}-${ratio}` ? <Spin /> : <RatioShape ratio={ratio} />}
                <span className="ws-ratio-label">{t(`ratios.${ratio}`)}</span>
                <span className="ws-ratio-hint">{t(`ratioHints.${ratio}`)}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
      {!compact && <WizardTiles />}
    </div>
  );
}
