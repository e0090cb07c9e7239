import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, List, Result, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { toast } from '../../lib/ui/notify.ts';
import { rolesApi } from '../api/rolesApi.ts';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import './role-share.css';

/**
 * `/aiask/roleShare?token=` (spec §2): a shared role's words for anyone with the link; a logged-in
 * user copies it into their role centre (the sharer's knowledge stays the sharer's).
 */
export default function RoleSharePage() {
  const { t } = useTranslation('aiask');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const loggedIn = useAuthStore((s) => s.token !== null);
  const openDialog = useAuthStore((s) => s.openDialog);
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const shared = useQuery({
    queryKey: ['aiask', 'roleShare', token],
    queryFn: () => rolesApi.shared(token),
    enabled: token !== '',
    retry: false,
  });

  if (!token || shared.isError) return <Result status="404" title={t('roles.share.unavailable')} data-testid="role-share-missing" />;
  if (shared.isPending) return <Spin size="large" className="page-spinner" />;
  const role = shared.data;

  const copy = async () => {
    if (!loggedIn) {
      openDialog('login');
      return;
    }
    setCopying(true);
    try {
      const copied = await rolesApi.copyShared(token);
      toast.success(t('roles.share.copiedRole', { name: copied.name }));
      await navigate(AIASK_ROUTES.role);
    } catch {
      // shown by the HTTP client
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="ak-page ak-role-share" data-testid="role-share">
      <Card
        title={role.name}
        extra={
          <Button type="primary" icon={<CopyOutlined />} loading={copying} onClick={() => void copy()} data-testid="role-share-copy">
            {loggedIn ? t('roles.share.copy') : t('roles.share.loginToCopy')}
          </Button>
        }
      >
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('roles.share.description')}>{role.description || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('roles.columns.tier')}>
            <Tag>{t(`roles.tiers.${role.modelTier}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('roles.share.greeting')}>{role.greeting || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('roles.share.fallback')}>{role.fallbackPhrase}</Descriptions.Item>
          <Descriptions.Item label={t('roles.share.validUntil')}>{dayjs(role.expiresAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
        </Descriptions>
        {role.commonQuestions.length > 0 && (
          <List
            header={t('roles.share.commonQuestions')}
            size="small"
            dataSource={role.commonQuestions}
            renderItem={(question) => <List.Item>{question}</List.Item>}
          />
        )}
        <p className="ak-muted">{t('roles.share.copyNote')}</p>
      </Card>
    </div>
  );
}
