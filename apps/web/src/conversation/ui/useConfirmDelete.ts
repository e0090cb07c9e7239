import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** A destructive action asks first (house rule); the dialog's OK runs it and stays busy until it settles. */
export function useConfirmDelete() {
  const { t } = useTranslation('aiask');
  const { modal } = App.useApp();
  return (options: { title: string; content?: string; onOk: () => Promise<void> }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
      cancelText: t('common.cancel'),
      onOk: options.onOk,
    });
}
