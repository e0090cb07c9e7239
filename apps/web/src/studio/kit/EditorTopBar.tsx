import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
  RedoOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { checkName } from '@orator/shared/validation';
import { Button, Input, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/i18n/index.ts';
import { CREATION_CENTRE } from './paths.ts';
import { EDITOR_KIT_NAMESPACE } from './i18n/register.ts';
import { showRefusal } from './refusal.ts';
import type { SaveState } from './saveState.ts';
import './kit.css';

const SAVE_ICONS: Record<SaveState, ReactNode> = {
  idle: <CheckCircleOutlined />,
  pending: <CloudUploadOutlined />,
  saving: <LoadingOutlined />,
  saved: <CheckCircleOutlined />,
  failed: <ExclamationCircleOutlined />,
};

export interface EditorTopBarProps {
  name: string;
  onRename(name: string): void;
  saveState: SaveState;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** Shown after the back arrow (an editor's badge). */
  badge?: ReactNode;
  /** The editor's own buttons at the right (preview, export). */
  children?: ReactNode;
}

/** Back to the creation centre, project name, save state, undo/redo, then the editor's own buttons. */
export function EditorTopBar(props: EditorTopBarProps) {
  const { t } = useTranslation(EDITOR_KIT_NAMESPACE);
  const { name, saveState } = props;
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name]);

  const commitName = () => {
    const result = checkName(draft);
    if (!result.ok) {
      showRefusal(result.error);
      setDraft(name);
      return;
    }
    if (draft.trim() !== name) props.onRename(draft.trim());
  };

  return (
    <header className="ek-topbar">
      <Link to={CREATION_CENTRE} className="ek-back" aria-label={t('top.back')} title={t('top.back')}>
        <ArrowLeftOutlined />
      </Link>
      {props.badge}
      <Input
        className="ek-name"
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
      <span className={`ek-save is-${saveState}`} data-testid="save-state" data-state={saveState}>
        {SAVE_ICONS[saveState]} {t(`save.${saveState}`)}
      </span>
      <div className="ek-spacer" />
      <Tooltip title={`${t('top.undo')} (Ctrl+Z)`}>
        <Button
          type="text"
          icon={<UndoOutlined />}
          disabled={!props.canUndo}
          onClick={props.onUndo}
          aria-label={t('top.undo')}
          data-testid="undo"
        />
      </Tooltip>
      <Tooltip title={`${t('top.redo')} (Ctrl+Shift+Z)`}>
        <Button
          type="text"
          icon={<RedoOutlined />}
          disabled={!props.canRedo}
          onClick={props.onRedo}
          aria-label={t('top.redo')}
          data-testid="redo"
        />
      </Tooltip>
      {props.children}
    </header>
  );
}
