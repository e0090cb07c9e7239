import {
  CopyOutlined,
  DeleteOutlined,
  RedoOutlined,
  ScissorOutlined,
  SnippetsOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { formatTimeText, TIMELINE_ZOOM_MAX, TIMELINE_ZOOM_MIN } from '@orator/shared';
import { Button, Divider, Input, Slider, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copySelected, deleteSelected, pasteAtPlayhead, readTypedTime, splitAtPlayhead } from '../state/actions.ts';
import { useHistoryFlags, useTrackEditor } from '../state/trackStore.ts';

function Tool({
  title,
  keys,
  icon,
  onClick,
  disabled,
  testId,
}: {
  title: string;
  keys: string;
  icon: React.ReactNode;
  onClick(): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={`${title} (${keys})`}>
      <Button type="text" icon={icon} onClick={onClick} disabled={disabled} aria-label={title} data-testid={testId} />
    </Tooltip>
  );
}

/** The playhead as typed text: only hh:mm:ss,mmm is accepted (product-rules#timeline), else the catalogue message. */
function PlayheadInput() {
  const { t } = useTranslation('trackEditor');
  const playheadMs = useTrackEditor((s) => s.playheadMs);
  const [draft, setDraft] = useState(formatTimeText(playheadMs));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(formatTimeText(playheadMs));
  }, [playheadMs, editing]);
  const commit = () => {
    setEditing(false);
    const ms = readTypedTime(draft);
    if (ms === null) setDraft(formatTimeText(useTrackEditor.getState().playheadMs));
    else useTrackEditor.getState().setPlayhead(ms);
  };
  return (
    <Tooltip title={t('toolbar.goToHint')}>
      <Input
        className="te-time-input"
        size="small"
        value={draft}
        onFocus={() => setEditing(true)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onPressEnter={(event) => event.currentTarget.blur()}
        aria-label={t('toolbar.goTo')}
        data-testid="playhead-input"
      />
    </Tooltip>
  );
}

/** Edit tools (undo/redo, split, copy/paste, delete), the playhead time field and the zoom. */
export function TimelineToolbar() {
  const { t } = useTranslation('trackEditor');
  const zoom = useTrackEditor((s) => s.zoom);
  const hasSelection = useTrackEditor((s) => s.selectedClipUuid !== null);
  const hasClipboard = useTrackEditor((s) => s.clipboard !== null);
  const { canUndo, canRedo } = useHistoryFlags();
  const store = useTrackEditor.getState;
  return (
    <div className="te-tl-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
      <Tool
        title={t('toolbar.undo')}
        keys="Ctrl+Z"
        icon={<UndoOutlined />}
        onClick={() => store().undo()}
        disabled={!canUndo}
        testId="tl-undo"
      />
      <Tool
        title={t('toolbar.redo')}
        keys="Ctrl+Shift+Z"
        icon={<RedoOutlined />}
        onClick={() => store().redo()}
        disabled={!canRedo}
        testId="tl-redo"
      />
      <Divider orientation="vertical" />
      <Tool title={t('toolbar.split')} keys="S" icon={<ScissorOutlined />} onClick={splitAtPlayhead} testId="tl-split" />
      <Tool
        title={t('toolbar.copy')}
        keys="Ctrl+C"
        icon={<CopyOutlined />}
        onClick={copySelected}
        disabled={!hasSelection}
        testId="tl-copy"
      />
      <Tool
        title={t('toolbar.paste')}
        keys="Ctrl+V"
        icon={<SnippetsOutlined />}
        onClick={pasteAtPlayhead}
        disabled={!hasClipboard}
        testId="tl-paste"
      />
      <Tool
        title={t('toolbar.delete')}
        keys="Delete"
        icon={<DeleteOutlined />}
        onClick={deleteSelected}
        disabled={!hasSelection}
        testId="tl-delete"
      />
      <Divider orientation="vertical" />
      <PlayheadInput />
      <div className="te-tl-toolbar-spacer" />
      <div className="te-zoom">
        <Tooltip title={t('toolbar.zoomOut')}>
          <Button
            type="text"
            size="small"
            icon={<ZoomOutOutlined />}
            onClick={() => store().setZoom(zoom + 1)}
            aria-label={t('toolbar.zoomOut')}
          />
        </Tooltip>
        {/* Zoom 0 is the finest scale: the slider runs from wide (left) to fine (right). */}
        <Slider
          className="te-zoom-slider"
          min={TIMELINE_ZOOM_MIN}
          max={TIMELINE_ZOOM_MAX}
          reverse
          value={zoom}
          onChange={(value) => store().setZoom(value)}
          tooltip={{ formatter: (value) => t('toolbar.zoomLevel', { level: value }) }}
          data-testid="zoom-slider"
        />
        <Tooltip title={t('toolbar.zoomIn')}>
          <Button
            type="text"
            size="small"
            icon={<ZoomInOutlined />}
            onClick={() => store().setZoom(zoom - 1)}
            aria-label={t('toolbar.zoomIn')}
          />
        </Tooltip>
      </div>
    </div>
  );
}
