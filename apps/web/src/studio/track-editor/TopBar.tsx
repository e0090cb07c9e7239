import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  ExclamationCircleOutlined,
  ExportOutlined,
  LoadingOutlined,
  RedoOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { checkName } from '@orator/shared/validation/names';
import { Button, Input, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showRefusal, useHistoryFlags, useTrackEditor, type SaveState } from './state/trackStore.ts';

const SAVE_ICONS: Record<SaveState, React.ReactNode> = {
  idle: <CheckCircleOutlined />,
  pending: <CloudUploadOutlined />,
  saving: <LoadingOutlined />,
  saved: <CheckCircleOutlined />,
  failed: <ExclamationCircleOutlined />,
};

/** Back, project name, save state, undo/redo and export. */
export function TopBar({ onExport, exporting }: { onExport(): void; exporting: boolean }) {
  const { t } = useTranslation('trackEditor');
  const name = useTrackEditor((s) => s.meta?.projectName ?? '');
  const saveState = useTrackEditor((s) => s.saveState);
  const { canUndo, canRedo } = useHistoryFlags();
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name]);

  const commitName = () => {
    const result = checkName(draft);
    if (!result.ok) {
      showRefusal(result.error);
      setDraft(name);
      return;
    }
    if (draft.trim() !== name) useTrackEditor.getState().rename(draft.trim());
  };

  return (
    <header className="te-topbar">
      <Link to="/main/newMainIndex/createNewVideo" className="te-back" aria-label={t('top.back')}>
        <ArrowLeftOutlined />
      </Link>
      <span className="te-brand">{t('top.title')}</span>
      <Input
        className="te-name"
        value={draft}
        variant="borderless"
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitName}
        onPressEnter={(event) => event.currentTarget.blur()}
        aria-label={t('top.projectName')}
        data-testid="project-name"
      />
      <span className={`te-save is-${saveState}`} data-testid="save-state" data-state={saveState}>
        {SAVE_ICONS[saveState]} {t(`save.${saveState}`)}
      </span>
      <div className="te-topbar-spacer" />
      <Tooltip title={`${t('toolbar.undo')} (Ctrl+Z)`}>
        <Button
          type="text"
          icon={<UndoOutlined />}
          disabled={!canUndo}
          onClick={() => useTrackEditor.getState().undo()}
          aria-label={t('toolbar.undo')}
          data-testid="undo"
        />
      </Tooltip>
      <Tooltip title={`${t('toolbar.redo')} (Ctrl+Shift+Z)`}>
        <Button
          type="text"
          icon={<RedoOutlined />}
          disabled={!canRedo}
          onClick={() => useTrackEditor.getState().redo()}
          aria-label={t('toolbar.redo')}
          data-testid="redo"
        />
      </Tooltip>
      <Button type="primary" icon={<ExportOutlined />} onClick={onExport} loading={exporting} data-testid="open-export">
        {t('top.export')}
      </Button>
    </header>
  );
}
