import { PlusOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addAtPlayhead } from '../state/actions.ts';
import { startBinDrag, type ClipResolver } from './binDrag.ts';

/**
 * A bin item: click (or the + button) adds it at the playhead; dragging it onto a lane
 * drops it where the pointer is.
 */
export function BinTile({
  name,
  meta,
  art,
  resolve,
  testId = 'bin-item',
  wide = false,
}: {
  name: string;
  meta?: string;
  art: ReactNode;
  resolve: ClipResolver;
  testId?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation('trackEditor');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const clip = await resolve();
      if (clip) addAtPlayhead(clip);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('bin.addHint')} mouseEnterDelay={0.6}>
      <button
        type="button"
        className={`te-bin-tile${wide ? ' is-wide' : ''}${busy ? ' is-busy' : ''}`}
        draggable
        onDragStart={(event) => startBinDrag(event, resolve)}
        onClick={() => void add()}
        data-testid={testId}
        data-name={name}
      >
        <span className="te-bin-art">{art}</span>
        <span className="te-bin-name" title={name}>
          {name}
        </span>
        {meta && <span className="te-bin-meta">{meta}</span>}
        <span className="te-bin-add" aria-hidden>
          <PlusOutlined />
        </span>
      </button>
    </Tooltip>
  );
}
