import { UploadOutlined } from '@ant-design/icons';
import { STORAGE_PATHS } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Progress } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../lib/api/storage.ts';
import { useAuthStore } from '../../../platform/auth/authStore.ts';
import { errorText } from '../../../lib/i18n/index.ts';
import { screenSelection, storageKeyFor } from '../../../platform/files/uploadRules.ts';
import { toast } from '../../../lib/ui/notify.ts';

export interface Uploaded {
  url: string;
  name: string;
  file: File;
}

/**
 * Uploads to the user's storage with the upload rules (product-rules#storage-uploads) (format, size, no spaces, 10 files),
 * then reports each stored file so the panel can use it right away.
 */
export function UploadButton({
  accept,
  label,
  onUploaded,
  multiple = false,
}: {
  accept: string;
  label: string;
  onUploaded?(file: Uploaded): void;
  multiple?: boolean;
}) {
  const { t } = useTranslation('studio');
  const input = useRef<HTMLInputElement>(null);
  const userId = useAuthStore((s) => s.user?.userId);
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (files: File[]) => {
    if (!userId) return;
    const { accepted, rejected } = screenSelection(files);
    for (const rejection of rejected)
      toast.error(rejection.name ? `${rejection.name}: ${errorText(rejection.error)}` : errorText(rejection.error));
    for (const file of files) {
      const name = accepted.get(file.name);
      if (name === undefined) continue;
      if (name !== file.name) toast.info(t('translation:assets.renamed', { name: file.name, uploadName: name }));
      try {
        setPercent(0);
        const result = await uploadFile(file, storageKeyFor(userId, `studio/${name}`), { onProgress: setPercent });
        toast.success(t('upload.done', { name }));
        onUploaded?.({ url: STORAGE_PATHS.object(result.key), name, file });
      } catch (error) {
        toast.error(`${file.name}: ${errorText('uploadFailed')} (${error instanceof Error ? error.message : String(error)})`);
      } finally {
        setPercent(null);
      }
    }
    void queryClient.invalidateQueries({ queryKey: ['files'] });
  };

  return (
    <div className="panel-upload">
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void upload(files);
        }}
        data-testid="panel-upload-input"
      />
      <Button icon={<UploadOutlined />} block onClick={() => input.current?.click()} loading={percent !== null} disabled={!userId}>
        {label}
      </Button>
      {percent !== null && <Progress percent={percent} size="small" />}
    </div>
  );
}
