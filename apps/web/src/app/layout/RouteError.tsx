import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a page throws or its code cannot be loaded even after one reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="warning"
      title={t('errors.pageFailed')}
      extra={[
        <Button key="retry" type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>,
        <Button key="home" href="/">
          {t('common.backHome')}
        </Button>,
      ]}
    />
  );
}
