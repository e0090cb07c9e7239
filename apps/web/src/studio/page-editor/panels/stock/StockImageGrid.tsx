import type { StockItem } from '@orator/shared';
import { Spin } from 'antd';

/** Stock pictures as tiles: wide ones for backgrounds, square ones for illustrations. A click picks one. */
export function StockImageGrid({
  items,
  shape,
  busyId,
  onPick,
}: {
  items: StockItem[];
  shape: 'wide' | 'square';
  busyId: string | null;
  onPick(item: StockItem): void;
}) {
  return (
    <div className={`stock-grid is-${shape}`}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className="stock-tile"
          onClick={() => onPick(item)}
          disabled={busyId !== null}
          title={item.name}
          data-testid="stock-tile"
          data-id={item.id}
        >
          <img src={item.thumbnailUrl ?? item.url} alt={item.name} loading="lazy" draggable={false} />
          <span className="stock-tile-name">{item.name}</span>
          {busyId === item.id && (
            <span className="stock-tile-busy">
              <Spin size="small" />
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
