import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { QaImportResult } from '@orator/shared';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/index.ts';
import { qaApi } from '../api/qaApi.ts';
import { checkQaImportFile } from '../model/qaRules.ts';

/** xlsx import (spec §2 Q&A library with template download): valid rows are kept, the others listed with why. */
export function QaImportDialog({
  open,
  libraryId,
  onImported,
  onClose,
}: {
  open: boolean;
  libraryId: string;
  onImported: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<QaImportResult | null>(null);

  const close = () => {
    setProblem(null);
    setResult(null);
    onClose();
  };

  const upload = async (file: File) => {
    setResult(null);
    const check = checkQaImportFile(file);
    if (!check.ok) {
      setProblem(errorText(check.error));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      setResult(await qaApi.importXlsx(libraryId, file));
      await onImported();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('qaImport.title')} onCancel={close} footer={null} width={640} destroyOnHidden>
      <p className="ak-muted">{t('qaImport.steps')}</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void qaApi.downloadTemplate('qa-template.xlsx').catch(() => undefined)}
          data-testid="qa-template"
        >
          {t('qaImport.template')}
        </Button>
        <Upload
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="qa-import-file">
            {busy ? t('qaImport.importing') : t('qaImport.choose')}
          </Button>
        </Upload>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} />}
      {result && (
        <div data-testid="qa-import-result" data-imported={result.imported} data-errors={result.rowErrors.length}>
          <Alert
            type={result.rowErrors.length > 0 ? 'warning' : 'success'}
            showIcon
            message={t('qaImport.result', { count: result.imported })}
            description={result.createdCategories > 0 ? t('qaImport.createdCategories', { count: result.createdCategories }) : undefined}
          />
          {result.rowErrors.length > 0 && (
            <>
              <h4 className="ak-subhead">{t('qaImport.rowErrors')}</h4>
              <Table
                size="small"
                rowKey={(row) => `${row.row}-${row.message}`}
                dataSource={result.rowErrors}
                pagination={result.rowErrors.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
                columns={[
                  { title: t('qaImport.row'), dataIndex: 'row', width: 80 },
                  { title: t('qaImport.message'), dataIndex: 'message' },
                ]}
                data-testid="qa-import-errors"
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
