import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { QaCategory } from '@orator/shared';
import { Button, Empty, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { qaApi } from '../api/qaApi.ts';
import { useConfirmDelete } from '../ui/useConfirmDelete.ts';

/** Categories of one library (spec §3 Category): pick one to filter, create, rename, delete. */
export function CategorySidebar({
  libraryId,
  categories,
  selected,
  total,
  onSelect,
  onChanged,
}: {
  libraryId: string;
  categories: QaCategory[];
  selected: string | null;
  total: number;
  onSelect: (id: string | null) => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const [editing, setEditing] = useState<{ category: QaCategory | null } | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();

  const open = (category: QaCategory | null) => {
    setName(category?.name ?? '');
    setEditing({ category });
  };
  const save = async () => {
    if (!trimmed || !editing) return;
    setBusy(true);
    try {
      await qaApi.saveCategory({ id: editing.category?.id, libraryId, name: trimmed });
      toast.success(t('common.saved'));
      setEditing(null);
      await onChanged();
    } catch {
      // shown by the HTTP client (e.g. the name exists)
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="ak-categories" data-testid="qa-categories">
      <div className="ak-categories-head">
        <strong>{t('qaLibrary.categories')}</strong>
        <Tooltip title={t('qaLibrary.newCategory')}>
          <Button size="small" type="text" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="qa-category-create" />
        </Tooltip>
      </div>
      <button type="button" className={`ak-category${selected === null ? ' active' : ''}`} onClick={() => onSelect(null)}>
        <span>{t('qaLibrary.allCategories')}</span>
        <span className="ak-count">{total}</span>
      </button>
      {categories.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qaLibrary.noCategories')} />}
      {categories.map((category) => (
        <div
          key={category.id}
          className={`ak-category${selected === category.id ? ' active' : ''}`}
          data-testid="qa-category"
          data-name={category.name}
        >
          <button type="button" className="ak-category-name" onClick={() => onSelect(category.id)}>
            {category.name}
          </button>
          <span className="ak-count">{category.itemCount}</span>
          <span className="ak-category-actions">
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('qaLibrary.renameCategory')}
              onClick={() => open(category)}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('qaLibrary.deleteCategory')}
              onClick={() =>
                confirm({
                  title: t('qaLibrary.deleteCategoryConfirm', { name: category.name }),
                  content: category.itemCount > 0 ? t('qaLibrary.deleteCategoryHasItems', { count: category.itemCount }) : undefined,
                  onOk: async () => {
                    await qaApi.deleteCategory(category.id);
                    toast.success(t('common.deleted'));
                    if (selected === category.id) onSelect(null);
                    await onChanged();
                  },
                })
              }
            />
          </span>
        </div>
      ))}
      <Modal
        open={editing !== null}
        title={editing?.category ? t('qaLibrary.renameCategory') : t('qaLibrary.newCategory')}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        okButtonProps={{ disabled: !trimmed, 'data-testid': 'qa-category-ok' }}
        confirmLoading={busy}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item label={t('qaLibrary.categoryName')} help={trimmed ? undefined : t('qaLibrary.categoryNameRequired')}>
            <Input
              autoFocus
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-testid="qa-category-name"
            />
          </Form.Item>
        </Form>
      </Modal>
    </aside>
  );
}
