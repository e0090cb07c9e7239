import { CheckOutlined, PauseCircleFilled, PlayCircleFilled } from '@ant-design/icons';
import type { StockItem } from '@orator/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../workspace/model/projectActions.ts';
import { useStockPreview } from './useStockPreview.ts';

/** Stock tracks with a listen toggle and "use"; `currentName` marks the track that is the BGM now. */
export function StockMusicList({
  items,
  busyId,
  currentName,
  onUse,
}: {
  items: StockItem[];
  busyId: string | null;
  currentName: string | null;
  onUse(item: StockItem): void;
}) {
  const { t } = useTranslation('studio');
  const { t: tw } = useTranslation('workspace');
  const preview = useStockPreview();
  return (
    <div className="stock-music">
      {items.map((item) => {
        const playing = preview.playingId === item.id;
        const current = currentName === item.name;
        const duration = formatDuration(item.durationMs);
        return (
          <div key={item.id} className={`stock-track${current ? ' is-current' : ''}`} data-testid="stock-track" data-id={item.id}>
            <Button
              type="text"
              shape="circle"
              icon={playing ? <PauseCircleFilled /> : <PlayCircleFilled />}
              onClick={() => preview.toggle(item.id, item.url)}
              aria-pressed={playing}
              aria-label={t(playing ? 'music.pause' : 'music.listen')}
              style={{ fontSize: 22, color: '#4f46e5' }}
              data-testid="stock-track-listen"
            />
            <div className="stock-track-text">
              <span className="stock-track-name" title={item.name}>
                {item.name}
              </span>
              <span className="stock-track-meta">
                {tw(`categories.${item.category}`, { defaultValue: item.category })}
                {duration && ` · ${duration}`}
              </span>
            </div>
            <Button
              size="small"
              type={current ? 'default' : 'primary'}
              ghost={!current}
              icon={current ? <CheckOutlined /> : undefined}
              loading={busyId === item.id}
              disabled={busyId !== null && busyId !== item.id}
              onClick={() => {
                preview.stop();
                onUse(item);
              }}
              data-testid="stock-track-use"
            >
              {current ? t('music.inUse') : t('music.use')}
            </Button>
          </div>
        );
      })}
    </div>
  );
}
