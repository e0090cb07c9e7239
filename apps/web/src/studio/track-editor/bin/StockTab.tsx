import { CustomerServiceOutlined } from '@ant-design/icons';
import { CATALOG_PATHS, formatTimelineTime, StockImport, StockPage, type StockKind } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/http.ts';
import { clipFromFile, clipFromMusic } from '../model/binItems.ts';
import { newId } from '../state/ids.ts';
import { BinTile } from './BinTile.tsx';
import { useCatalogKey } from '../../kit/catalog.ts';

type StockChoice = Extract<StockKind, 'backgrounds' | 'music' | 'illustrations'>;

/** Stock backgrounds, illustrations and music; an item is copied into the user's storage when used, so the export can read it. */
export function StockTab() {
  const { t } = useTranslation('trackEditor');
  const [kind, setKind] = useState<StockChoice>('backgrounds');
  const stock = useQuery({
    queryKey: useCatalogKey('stock', kind),
    queryFn: () => api.get(CATALOG_PATHS.stock(kind), { query: { page: 1, size: 48 }, schema: StockPage }),
    staleTime: 300_000,
  });
  const items = stock.data?.items ?? [];
  return (
    <div className="te-bin-tab" data-testid="bin-stock">
      <Segmented
        size="small"
        block
        value={kind}
        onChange={(value) => setKind(value as StockChoice)}
        options={(['backgrounds', 'illustrations', 'music'] as const).map((value) => ({ value, label: t(`bin.stock.${value}`) }))}
      />
      {stock.isPending ? (
        <Spin className="te-bin-spin" />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bin.noStock')} />
      ) : (
        <div className="te-bin-grid">
          {items.map((item) => (
            <BinTile
              key={item.id}
              name={item.name}
              meta={item.durationMs ? formatTimelineTime(item.durationMs) : undefined}
              art={item.kind === 'music' ? <CustomerServiceOutlined /> : <img src={item.thumbnailUrl ?? item.url} alt="" loading="lazy" />}
              resolve={async () => {
                const copied = await api.post(CATALOG_PATHS.stockImport, { kind: item.kind, id: item.id }, { schema: StockImport });
                if (item.kind === 'music') return clipFromMusic(item.name, copied.url, item.durationMs, newId());
                return clipFromFile(
                  { kind: 'image', name: item.name, durationMs: null, width: item.width, height: item.height },
                  copied.url,
                  newId(),
                );
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
