import { UploadOutlined } from '@ant-design/icons';
import {
  MAX_FILES_PER_UPLOAD,
  ROLE_DOCUMENT_FORMATS,
  ROLE_DOCUMENT_MAX_BYTES,
  checkRoleDocumentBatch,
  type RoleSummary,
} from '@orator/shared';
import { formatFileSize } from '@orator/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { knowledgeApi } from '../api/knowledgeApi.ts';
import { rolesApi } from '../api/rolesApi.ts';
import { BaseStatusTag } from '../knowledge/BaseStatusTag.tsx';
import { anyProcessing, PROCESSING_POLL_MS } from '../model/knowledgeState.ts';
import { knowledgeDetailPath } from '../../lib/routing/paths/conversation.ts';

const ACCEPT = ROLE_DOCUMENT_FORMATS.map((format) => `.${format}`).join(',');

/** Role documents (spec §9 role formats, 10 MB each): they feed the role's private knowledge base. */
export function RoleDocumentsDialog({
  role,
  onClose,
  onChanged,
}: {
  role: RoleSummary | null;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation('aiask');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [baseId, setBaseId] = useState<string | null>(null);
  const privateBaseId = baseId ?? role?.privateBaseId ?? null;
  const documents = useQuery({
    queryKey: ['aiask', 'knowledge', 'documents', privateBaseId],
    queryFn: () => knowledgeApi.documents(privateBaseId ?? ''),
    enabled: privateBaseId !== null,
    refetchInterval: (q) => (anyProcessing(q.state.data) ? PROCESSING_POLL_MS : false),
  });

  const upload = async (files: File[]) => {
    if (!role) return;
    const check = checkRoleDocumentBatch(files);
    if (!check.ok) {
      setProblem(errorText(check.error));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const result = await rolesApi.uploadDocuments(role.id, files);
      setBaseId(result.baseId);
      toast.success(t('roleDocs.uploaded', { count: result.documents.length }));
      await Promise.all([onChanged(), documents.refetch()]);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={role !== null}
      title={role ? t('roleDocs.title', { name: role.name }) : ''}
      onCancel={() => {
        setBaseId(null);
        setProblem(null);
        onClose();
      }}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <p className="ak-muted">
        {t('roleDocs.intro', {
          formats: ROLE_DOCUMENT_FORMATS.map((format) => format.toUpperCase()).join(', '),
          size: formatFileSize(ROLE_DOCUMENT_MAX_BYTES),
          max: MAX_FILES_PER_UPLOAD,
        })}
      </p>
      <Upload
        multiple
        accept={ACCEPT}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file, list) => {
          if (file === list[0]) void upload(list);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="role-docs-upload">
          {t('roleDocs.upload')}
        </Button>
      </Upload>
      {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} />}
      <List
        style={{ marginTop: 12 }}
        size="small"
        locale={{ emptyText: t('roleDocs.none') }}
        dataSource={documents.data ?? []}
        renderItem={(doc) => (
          <List.Item extra={<BaseStatusTag status={doc.status} reason={doc.failureMessage} progress={doc.progress} />}>
            {doc.name}
          </List.Item>
        )}
      />
      {privateBaseId && (
        <Button type="link" onClick={() => void navigate(knowledgeDetailPath(privateBaseId))}>
          {t('roleDocs.openBase')}
        </Button>
      )}
    </Modal>
  );
}
