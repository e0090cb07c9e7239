import { ROLE_PATHS, type RoleSummary } from '@orator/shared';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** API information of a role: how to ask it from other software (the streamed answer endpoint). */
export function RoleApiDialog({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const { t } = useTranslation('aiask');
  if (!role) return null;
  const endpoint = `${window.location.origin}${ROLE_PATHS.answer}`;
  const example = [
    `curl -N -X POST '${endpoint}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'token: <your session token>' \\`,
    `  -d '${JSON.stringify({ roleId: role.id, question: 'What are your opening hours?', history: [] })}'`,
  ].join('\n');
  return (
    <Modal open title={t('roleApi.title', { name: role.name })} onCancel={onClose} footer={null} width={720}>
      <p>{t('roleApi.intro')}</p>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('roleApi.roleId')}>
          <Typography.Text copyable code data-testid="role-api-id">
            {role.id}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('roleApi.endpoint')}>
          <Typography.Text copyable code>
            POST {endpoint}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <h4 className="ak-subhead">{t('roleApi.example')}</h4>
      <Typography.Paragraph copyable={{ text: example }}>
        <pre className="ak-code">{example}</pre>
      </Typography.Paragraph>
      <p className="ak-muted">{t('roleApi.events')}</p>
    </Modal>
  );
}
