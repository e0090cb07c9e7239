import { DeleteOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { ChangePhoneModal } from './ChangePhoneModal.tsx';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';
import './security.css';

/** Security settings (product-rules#accounts-security): change phone, change password, delete the account. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [dialog, setDialog] = useState<'phone' | 'delete' | null>(null);
  if (!user) return null;

  return (
    <div className="page page-narrow" data-testid="security-page">
      <div className="page-head">
        <div>
          <h1>{t('titles.security')}</h1>
          <p>{t('security.intro')}</p>
        </div>
      </div>
      <Card title={t('security.account')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('security.email')}>{user.email ?? t('security.notSet')}</Descriptions.Item>
          <Descriptions.Item label={t('security.phone')}>{user.phone ?? t('security.notSet')}</Descriptions.Item>
          <Descriptions.Item label={t('header.workspace')}>{user.tenantName}</Descriptions.Item>
          <Descriptions.Item label={t('security.registered')}>{dayjs(user.registerTime).format('YYYY-MM-DD')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <div className="security-rows">
        <SecurityRow
          icon={<MobileOutlined />}
          title={t('security.changePhone')}
          hint={t('security.changePhoneHint')}
          action={<Button onClick={() => setDialog('phone')}>{t('security.changePhone')}</Button>}
        />
        <SecurityRow
          icon={<LockOutlined />}
          title={t('security.changePassword')}
          hint={t('security.changePasswordHint')}
          action={<Button onClick={() => void navigate('/updatePassWord')}>{t('security.changePassword')}</Button>}
        />
        <SecurityRow
          icon={<DeleteOutlined />}
          danger
          title={t('security.deleteAccount')}
          hint={t('security.deleteAccountHint')}
          action={
            <Button danger onClick={() => setDialog('delete')} data-testid="delete-start">
              {t('security.deleteStart')}
            </Button>
          }
        />
      </div>
      <ChangePhoneModal open={dialog === 'phone'} onClose={() => setDialog(null)} />
      <DeleteAccountModal user={user} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </div>
  );
}

function SecurityRow({
  icon,
  title,
  hint,
  action,
  danger = false,
}: {
  icon: React.ReactNode;
  title: string;
  hint: string;
  action: React.ReactNode;
  danger?: boolean;
}) {
  return (
    <Card size="small" className={danger ? 'security-row security-row-danger' : 'security-row'}>
      <div className="security-row-body">
        <span className="security-icon">{icon}</span>
        <div className="security-text">
          <strong>{title}</strong>
          <span>{hint}</span>
        </div>
        {action}
      </div>
    </Card>
  );
}
