import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../workspace/i18n/register.ts';
import { ALL_CATEGORIES } from './useStockLibrary.ts';

/** Category chips that wrap in the narrow panel (the names are the workspace's stock category texts). */
export function StockCategories({
  categories,
  value,
  onChange,
}: {
  categories: string[];
  value: string;
  onChange(category: string): void;
}) {
  const { t } = useTranslation('studio');
  const { t: tw } = useTranslation('workspace');
  if (categories.length === 0) return null;
  return (
    <div className="stock-categories" role="group" aria-label={t('stock.categories')}>
      {[ALL_CATEGORIES, ...categories].map((category) => (
        <Tag.CheckableTag
          key={category}
          checked={value === category}
          onChange={() => onChange(category)}
          data-testid={`stock-category-${category}`}
        >
          {category === ALL_CATEGORIES ? t('stock.all') : tw(`categories.${category}`, { defaultValue: category })}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}
