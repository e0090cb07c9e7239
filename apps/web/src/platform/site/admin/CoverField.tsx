import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { CONTENT_COVER_FOLDER, type AdminContent } from '@orator/shared';
import { IMAGE_EXTENSIONS } from '@orator/shared/constants';
import { checkUploadFile, extensionOf } from '@orator/shared/validation';
import { App, Button, Progress, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageError, uploadFile } from '../../../lib/api/storage.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { SITE_NAMESPACE } from '../i18n/register.ts';
import { siteApi } from '../siteApi.ts';

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The file's refusal under the image upload rules (JPEG/PNG, 5 MB; product-rules#storage-uploads), or null. */
export function coverRefusal(file: File): string | null {
  const checked = checkUploadFile({ name: file.name, size: file.size }, 'image');
  return checked.ok ? null : errorText(checked.error);
}

/**
 * Uploads the image through the app's storage path (image purpose: the server checks format, size
 * and content) under a fresh name in the operator's cover folder, then makes it the item's cover.
 */
export async function uploadCover(itemId: string, file: File, onProgress: (percent: number) => void): Promise<AdminContent> {
  const extension = extensionOf(file.name) === 'png' ? 'png' : 'jpg';
  const key = `${CONTENT_COVER_FOLDER}${randomName()}.${extension}`;
  try {
    await uploadFile(file, key, { purpose: 'image', batchSize: 1, onProgress });
  } catch (error) {
    // The storage path's refusals (and the silent upload-hit call's) are not shown yet: the caller shows this one.
    throw new StorageError(error instanceof Error ? error.message : String(error), null);
  }
  return siteApi.setCover(itemId, key);
}

/** 32 random hex digits: the cover's file name, so its public address cannot be guessed before it is published. */
function randomName(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The cover of the item being edited (product-rules#public-site): preview, upload, replace, remove
 * (confirmed). A saved item's cover changes at once; a new item's chosen image is kept here
 * (`pending`) and uploaded by the editor right after the item is created.
 */
export function CoverField({
  item,
  pending,
  onPending,
  onChanged,
}: {
  item: AdminContent | null;
  pending: File | null;
  onPending: (file: File | null) => void;
  onChanged: (item: AdminContent) => void;
}) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const { modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return setPendingUrl(null);
    const url = URL.createObjectURL(pending);
    setPendingUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);

  const preview = pendingUrl ?? item?.coverImage ?? null;

  const chosen = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = coverRefusal(file);
    if (refusal) return toast.error(`${file.name}: ${refusal}`);
    if (!item) return onPending(file);
    setProgress(0);
    try {
      onChanged(await uploadCover(item.id, file, setProgress));
      toast.success(t('admin.coverSaved'));
    } catch (error) {
      // Storage refusals carry their message; API refusals were already shown by the client.
      if (error instanceof StorageError) toast.error(`${file.name}: ${error.message}`);
    } finally {
      setProgress(null);
    }
  };

  const remove = () => {
    if (!item) return onPending(null);
    modal.confirm({
      title: t('admin.coverRemoveConfirm'),
      content: t('admin.coverRemoveBody'),
      okType: 'danger',
      okText: t('admin.coverRemove'),
      cancelText: t('admin.cancel'),
      okButtonProps: { 'data-testid': 'content-cover-remove-confirm' },
      onOk: async () => {
        onChanged(await siteApi.removeCover(item.id));
        toast.success(t('admin.coverRemoved'));
      },
    });
  };

  return (
    <div className="content-cover" data-testid="content-cover">
      {preview ? (
        <img className="content-cover-preview" src={preview} alt={t('admin.coverPreview')} data-testid="content-cover-preview" />
      ) : (
        <div className="content-cover-empty">{t('admin.coverNone')}</div>
      )}
      <div>
        <Space wrap>
          <Button
            icon={<UploadOutlined />}
            loading={progress !== null}
            onClick={() => input.current?.click()}
            data-testid="content-cover-upload"
          >
            {preview ? t('admin.coverReplace') : t('admin.coverUpload')}
          </Button>
          {preview && (
            <Button danger icon={<DeleteOutlined />} disabled={progress !== null} onClick={remove} data-testid="content-cover-remove">
              {t('admin.coverRemove')}
            </Button>
          )}
        </Space>
        {progress !== null && <Progress percent={Math.round(progress)} size="small" />}
        <p className="content-editor-note">{item ? t('admin.coverHelp') : t('admin.coverHelpNew')}</p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => void chosen(event.target.files?.[0])}
          data-testid="content-cover-input"
        />
      </div>
    </div>
  );
}
