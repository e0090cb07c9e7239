import { InboxOutlined } from '@ant-design/icons';
import { MAX_FILES_PER_UPLOAD } from '@orator/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageError, uploadFile } from '../../lib/api/storage.ts';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { screenSelection, storageKeyFor, uploadKindFor } from './uploadRules.ts';
import { USAGE_QUERY_KEY } from '../../lib/api/useStorageUsage.ts';

const FINISHED_VISIBLE_MS = 1500;

/** Drop zone for up to 10 files; each goes through the upload-hit check, then PUT or multipart. */
export function UploadPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Finished uploads leave this progress list shortly after; the table below shows them.
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  // How many files each upload was picked with, told to the server (it refuses more than 10).
  const batchSizes = useRef(new Map<string, number>());
  // The name each upload is stored under (spaces replaced, product-rules#storage-uploads).
  const uploadNames = useRef(new Map<string, string>());

  const beforeUpload: UploadProps['beforeUpload'] = (file, selection) => {
    batchSizes.current.set(file.uid, selection.length);
    const { accepted, rejected } = screenSelection(selection);
    const mine = rejected.find((r) => r.name === file.name || r.name === '');
    const uploadName = accepted.get(file.name);
    if (!mine && uploadName !== undefined) {
      uploadNames.current.set(file.uid, uploadName);
      if (uploadName !== file.name) toast.info(t('assets.renamed', { name: file.name, uploadName }));
      return true;
    }
    // A batch-wide refusal is reported once, for the first file of the selection.
    if (mine && (mine.name !== '' || selection[0] === file)) {
      toast.error(mine.name ? `${mine.name}: ${errorText(mine.error)}` : errorText(mine.error));
    }
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const upload = file as File & { uid: string };
    const controller = new AbortController();
    const name = uploadNames.current.get(upload.uid) ?? upload.name;
    uploadFile(upload, storageKeyFor(userId, name), {
      signal: controller.signal,
      purpose: uploadKindFor(name),
      batchSize: batchSizes.current.get(upload.uid),
      onProgress: (percent) => onProgress?.({ percent }),
    })
      .then((result) => {
        onSuccess?.(result);
        window.setTimeout(() => setFileList((list) => list.filter((item) => item.uid !== upload.uid)), FINISHED_VISIBLE_MS);
        toast.success(t(result.hit ? 'assets.uploadHit' : 'assets.uploaded', { name }));
      })
      .catch((error: unknown) => {
        const reason = error instanceof StorageError || error instanceof Error ? error.message : String(error);
        toast.error(`${upload.name}: ${errorText('uploadFailed')} (${reason})`);
        onError?.(error instanceof Error ? error : new Error(reason));
      })
      .finally(() => {
        batchSizes.current.delete(upload.uid);
        uploadNames.current.delete(upload.uid);
        void queryClient.invalidateQueries({ queryKey: ['files'] });
        void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: ['user'] });
      });
    return { abort: () => controller.abort() };
  };

  return (
    <Upload.Dragger
      multiple
      fileList={fileList}
      onChange={({ fileList: next }) => setFileList(next)}
      maxCount={MAX_FILES_PER_UPLOAD}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      showUploadList={{ showRemoveIcon: true, showPreviewIcon: false }}
      className="upload-panel"
      data-testid="upload-dropzone"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('assets.dropTitle')}</p>
      <p className="ant-upload-hint">{t('assets.dropHint', { max: MAX_FILES_PER_UPLOAD })}</p>
    </Upload.Dragger>
  );
}
