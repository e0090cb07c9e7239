import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  ExclamationCircleOutlined,
  ExportOutlined,
  LoadingOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { checkName } from '@orator/shared/validation/names';
import { Button, Input, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../i18n/index.ts';
import { showRefusal, useEditorStore, useHistoryFlags, type SaveState } from '../state/editorStore.ts';

const SAVE_ICONS: Record<SaveState, React.ReactNode> = {
  idle: <CheckCircleOutlined />,
  pending: <CloudUploadOutlined />,
  saving: <LoadingOutlined />,
  saved: <CheckCircleOutlined />,
  failed: <ExclamationCircleOutlined />,
};

/** Project name, save state, undo/redo, preview and export. */
export function TopBar({ onPreview, onExport }: { onPreview(): void; onExport(): void }) {
  const { t } = useTranslation('studio');
  const name = useEditorStore((s) => s.meta?.projectName ?? '');
  const saveState = useEditorStore((s) => s.saveState);
  const updateMeta = useEditorStore((s) => s.updateMeta);
  const undo = useEditorStore((s) => s.undo);
  const redo = useEditorStore((s) => s.redo);
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
    if (draft.trim() !== name) updateMeta({ projectName: draft.trim() });
  };

  return (
    <div className="editor-topbar">
      <Link to="/" className="editor-back" aria-label={t('top.back')}>
        <ArrowLeftOutlined />
      </Link>
      <Input
        className="editor-name"
        value={draft}
        variant="borderless"
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitName}
        onPressEnter={(event) => event.currentTarget.blur()}
        status={draft.trim() ? undefined : 'error'}
        aria-label={t('top.projectName')}
        title={draft.trim() ? undefined : errorText('nameRequired')}
        data-testid="project-name"
      />
      <span className={`editor-save is-${saveState}`} data-testid="save-state" data-state={saveState}>
        {SAVE_ICONS[saveState]} {t(`save.${saveState}`)}
      </span>
      <div className="editor-topbar-spacer" />
      <Tooltip title={`${t('top.undo')} (Ctrl+Z)`}>
        <Button type="text" icon={<UndoOutlined />} disabled={!canUndo} onClick={undo} aria-label={t('top.undo')} data-testid="undo" />
      </Tooltip>
      <Tooltip title={`${t('top.redo')} (Ctrl+Shift+Z)`}>
        <Button type="text" icon={<RedoOutlined />} disabled={!canRedo} onClick={redo} aria-label={t('top.redo')} data-testid="redo" />
      </Tooltip>
      <Button icon={<PlayCircleOutlined />} onClick={onPreview} data-testid="open-preview">
        {t('top.preview')}
      </Button>
      <Button type="primary" icon={<ExportOutlined />} onClick={onExport} data-testid="open-export">
        {t('top.export')}
      </Button>
    </div>
  );
}
