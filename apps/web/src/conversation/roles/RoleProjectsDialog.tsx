import type { RoleSummary } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Modal, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
// The project texts (ratio names) live in the projects bundle.
import '../projects/i18n/register.ts';
import { projectsApi } from '../projects/projectsApi.ts';

/** Role centre "view associated projects": the caller's conversational projects that answer with this role. */
export function RoleProjectsDialog({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const { t } = useTranslation('aiask');
  const projects = useQuery({
    queryKey: ['aiask', 'projects', 'byRole', role?.id],
    queryFn: () => projectsApi.byRole(role!.id),
    enabled: role !== null,
  });
  if (!role) return null;
  return (
    <Modal open title={t('roles.projects.title', { name: role.name })} onCancel={onClose} footer={null} width={560}>
      {projects.isPending ? (
        <Spin />
      ) : (projects.data ?? []).length === 0 ? (
        <Empty description={t('roles.projects.empty')} />
      ) : (
        <List
          data-testid="role-projects"
          dataSource={projects.data ?? []}
          renderItem={(project) => (
            <List.Item data-testid="role-project" data-name={project.name}>
              <List.Item.Meta
                title={project.name}
                description={t('roles.projects.updated', { time: dayjs(project.updatedAt).format('YYYY-MM-DD HH:mm') })}
              />
              <Tag>{t(`projects.ratio.${project.ratio}`)}</Tag>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
