import { CustomerServiceOutlined, PauseOutlined, PlusOutlined } from '@ant-design/icons';
import type { StockItem, StockKind } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Pagination, Segmented, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { catalogApi } from '../api/workspaceApi.ts';
import { formatDuration } from '../model/projectActions.ts';
import { USAGE_QUERY_KEY } from '../../../lib/api/useStorageUsage.ts';

const PAGE_SIZE = 24;
const MUSIC_COLOURS: Record<string, string> = {
  ambient: 'linear-gradient(135deg,#1e3a8a,#7c3aed)',
  upbeat: 'linear-gradient(135deg,#f97316,#facc15)',
  corporate: 'linear-gradient(135deg,#0f766e,#22d3ee)',
  calm: 'linear-gradient(135deg,#64748b,#a5b4fc)',
  news: 'linear-gradient(135deg,#991b1b,#1e293b)',
};

function StockCard({
  item,
  playing,
  onPlay,
  onAdd,
  adding,
}: {
  item: StockItem;
  playing: boolean;
  onPlay: () => void;
  onAdd: () => void;
  adding: boolean;
}) {
  const { t } = useTranslation('workspace');
  const duration = formatDuration(item.durationMs);
  return (
    <div className="ws-card" data-testid="stock-item" data-id={item.id}>
      {item.kind === 'music' ? (
        <div className="ws-music-art" style={{ background: MUSIC_COLOURS[item.category] ?? MUSIC_COLOURS.calm }}>
          <CustomerServiceOutlined />
        </div>
      ) : (
        <div className={`ws-stock-thumb${item.kind === 'illustrations' ? ' square' : ''}`}>
          <img src={item.thumbnailUrl ?? item.url} alt={item.name} loading="lazy" />
        </div>
      )}
      <div className="ws-card-body">
        <div className="ws-card-title">{item.name}</div>
        <div className="ws-card-meta">
          <span>{t(`categories.${item.category}`, { defaultValue: item.category })}</span>
          {duration && <span>{duration}</span>}
        </div>
        <div className="ws-card-actions">
          {item.kind === 'music' && (
            <Button
              size="small"
              icon={playing ? <PauseOutlined /> : <CustomerServiceOutlined />}
              onClick={onPlay}
              aria-pressed={playing}
              aria-label={t('assets.listen')}
              data-testid="stock-listen"
            />
          )}
          <Button size="small" className="ws-grow" icon={<PlusOutlined />} loading={adding} onClick={onAdd} data-testid="stock-add">
            {t('assets.addToFiles')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** A stock library (backgrounds, illustrations or music) with categories; items can be copied into the user's files. */
export function StockLibrary({ kind }: { kind: StockKind }) {
  const { t } = useTranslation('workspace');
  const queryClient = useQueryClient();
  const [category, setCategory] = useState('all');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState<string | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  useEffect(() => setPage(1), [category]);

  const query = { page, size: PAGE_SIZE, category: category === 'all' ? undefined : category };
  const items = useQuery({
    queryKey: ['workspace', 'stock', kind, query],
    queryFn: () => catalogApi.stock(kind, query),
    placeholderData: keepPreviousData,
  });

  const play = (item: StockItem) => {
    audio.current?.pause();
    if (playing === item.id) {
      setPlaying(null);
      return;
    }
    audio.current = new Audio(item.url);
    audio.current.onended = () => setPlaying(null);
    void audio.current.play().catch(() => setPlaying(null));
    setPlaying(item.id);
  };
  const add = (item: StockItem) => {
    setAdding(item.id);
    catalogApi
      .importStock(kind, item.id)
      .then((imported) => {
        toast.success(t('assets.added', { name: imported.name }));
        void queryClient.invalidateQueries({ queryKey: ['files'] });
        void queryClient.invalidateQueries({ queryKey: ['workspace', 'files'] });
        void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      })
      .catch(() => undefined)
      .finally(() => setAdding(null));
  };

  const categories = items.data?.categories ?? [];
  return (
    <div data-testid={`stock-${kind}`}>
      <div className="ws-toolbar">
        <Segmented
          value={category}
          onChange={(v) => setCategory(String(v))}
          options={[
            { value: 'all', label: t('assets.all') },
            ...categories.map((c) => ({ value: c, label: t(`categories.${c}`, { defaultValue: c }) })),
          ]}
        />
      </div>
      {items.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : !items.data || items.data.items.length === 0 ? (
        <Empty className="ws-empty" />
      ) : (
        <>
          <div className="ws-grid small">
            {items.data.items.map((item) => (
              <StockCard
                key={item.id}
                item={item}
                playing={playing === item.id}
                onPlay={() => play(item)}
                onAdd={() => add(item)}
                adding={adding === item.id}
              />
            ))}
          </div>
          {items.data.total > PAGE_SIZE && (
            <div className="ws-pager">
              <Pagination current={page} pageSize={PAGE_SIZE} total={items.data.total} onChange={setPage} showSizeChanger={false} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
