import { managesWorkspaceOpenApi } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { useAuthStore } from '../auth/authStore.ts';
import { OPEN_API_NAMESPACE } from './i18n/register.ts';

/**
 * The current workspace, and whether the caller may make its workspace keys and endpoints (owner or
 * admin of an enterprise workspace: the same rule the server checks, managesWorkspaceOpenApi).
 * Shares the tenant switcher's query, so it costs no extra request.
 */
export function useWorkspaceAdmin(): { manages: boolean; workspaceName: string } {
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const tenants = useQuery({ queryKey: ['tenants', token], queryFn: accountsApi.tenantList, staleTime: 60_000, enabled: !!token });
  const current = tenants.data?.find((tenant) => tenant.tenantId === user?.tenantId);
  return { manages: current ? managesWorkspaceOpenApi(current) : false, workspaceName: current?.tenantName ?? '' };
}

/** The "Belongs to" choice of a create form (shown to the workspace's owner and admins only). */
export function HolderField({ help }: { help: string }) {
  const { t } = useTranslation(OPEN_API_NAMESPACE);
  return (
    <Form.Item name="holder" label={t('holder.label')} extra={<Typography.Text type="secondary">{help}</Typography.Text>}>
      <Segmented<'mine' | 'workspace'>
        data-testid="open-api-holder"
        options={[
          { value: 'mine', label: t('holder.mine') },
          { value: 'workspace', label: <span data-testid="open-api-holder-workspace">{t('holder.workspace')}</span> },
        ]}
      />
    </Form.Item>
  );
}

/** A list's "Belongs to" cell: the Workspace tag and its maker, or "Me". */
export function HolderCell({ workspace, createdBy }: { workspace: boolean; createdBy: string | null }) {
  const { t } = useTranslation(OPEN_API_NAMESPACE);
  if (!workspace) return <span>{t('holder.mine')}</span>;
  return (
    <span className="open-api-holder">
      <Tag color="geekblue" data-testid="open-api-workspace-tag">
        {t('holder.workspaceTag')}
      </Tag>
      <Typography.Text type="secondary">{t('holder.by', { name: createdBy ?? t('holder.deletedAccount') })}</Typography.Text>
    </span>
  );
}
