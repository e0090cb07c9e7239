import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** /updatePassWord (login required, product-rules#screens). */
export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="page page-narrow">
      <div className="page-head">
        <div>
          <h1>{t('titles.updatePassword')}</h1>
          <p>{t('updatePassword.intro')}</p>
        </div>
      </div>
      <Card>
        <ChangePasswordForm user={user} />
      </Card>
    </div>
  );
}
