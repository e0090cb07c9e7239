import { CheckCircleFilled, CloseCircleFilled, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { KNOWLEDGE_BASE_MAX_DOCUMENTS, KNOWLEDGE_FORMATS, KNOWLEDGE_UPLOAD_MAX_BYTES } from '@orator/shared';
import { formatFileSize } from '@orator/shared/format';
import { Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { knowledgeApi } from '../../api/knowledgeApi.ts';
import { planKnowledgeUploads } from '../../model/uploadQueue.ts';

interface Row {
  key: string;
  name: string;
  state: 'uploading' | 'done' | 'refused';
  message?: string;
}

const ACCEPT = KNOWLEDGE_FORMATS.map((format) => `.${format}`).join(',');

/**
 * Drop or pick documents for a base. Each file is checked here first (format, 20 MB, 10 per base:
 * the shared rules the server applies too), then sent one after the other; each row says how it went.
 */
export function DocumentUploader({
  baseId,
  existing,
  onUploaded,
}: {
  baseId: string;
  existing: number;
  onUploaded: () => Promise<unknown>;
}) {
  const { t } = useTranslation('aiask');
  const [rows, setRows] = useState<Row[]>([]);
  const busy = rows.some((row) => row.state === 'uploading');

  const handle = async (files: File[]) => {
    const batch = Date.now();
    const plan = planKnowledgeUploads(files, existing);
    const planned: Row[] = plan.map((item, index) => ({
      key: `${batch}-${index}`,
      name: item.file.name,
      state: item.send ? 'uploading' : 'refused',
      message: item.send ? undefined : errorText(item.error),
    }));
    setRows(planned);
    const set = (key: string, change: Partial<Row>) =>
      setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
    for (const [index, item] of plan.entries()) {
      if (!item.send) continue;
      const key = planned[index]?.key ?? '';
      try {
        await knowledgeApi.upload(baseId, item.file);
        set(key, { state: 'done' });
        await onUploaded();
      } catch (error) {
        set(key, { state: 'refused', message: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  return (
    <div className="ak-uploader">
      <Upload.Dragger
        multiple
        accept={ACCEPT}
        disabled={busy}
        showUploadList={false}
        beforeUpload={(file, list) => {
          // Called once per file; the first call takes the whole selection.
          if (file === list[0]) void handle(list);
          return Upload.LIST_IGNORE;
        }}
        data-testid="doc-upload"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('docs.upload')}</p>
        <p className="ant-upload-hint">
          {t('docs.uploadHint', {
            formats: KNOWLEDGE_FORMATS.map((format) => format.toUpperCase()).join(', '),
            size: formatFileSize(KNOWLEDGE_UPLOAD_MAX_BYTES),
            max: KNOWLEDGE_BASE_MAX_DOCUMENTS,
          })}
        </p>
      </Upload.Dragger>
      {rows.length > 0 && (
        <ul className="ak-upload-rows" data-testid="doc-upload-rows">
          {rows.map((row) => (
            <li key={row.key} data-state={row.state} data-testid="doc-upload-row">
              {row.state === 'uploading' && <LoadingOutlined />}
              {row.state === 'done' && <CheckCircleFilled className="ak-ok" />}
              {row.state === 'refused' && <CloseCircleFilled className="ak-bad" />}
              <span>
                {row.state === 'uploading' && t('docs.uploading', { name: row.name })}
                {row.state === 'done' && t('docs.uploaded', { name: row.name })}
                {row.state === 'refused' && t('docs.refused', { name: row.name, message: row.message ?? '' })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
