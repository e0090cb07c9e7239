import { AudioOutlined, DeleteOutlined, FontSizeOutlined } from '@ant-design/icons';
import { QA_ACTIONS_MAX, QA_ANSWER_MAX, type QaAction } from '@orator/shared';
import { Button, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { qaApi } from '../api/qaApi.ts';
import { checkVoiceReplyFile } from '../model/qaRules.ts';

/** The actions embedded in a standard answer (spec §3): more text, or a voice clip (WAV/MP3 only). */
export function AnswerActionsField({ value = [], onChange }: { value?: QaAction[]; onChange?: (next: QaAction[]) => void }) {
  const { t } = useTranslation('aiask');
  const [uploading, setUploading] = useState(false);
  const set = (next: QaAction[]) => onChange?.(next);
  const full = value.length >= QA_ACTIONS_MAX;

  const addVoice = async (file: File) => {
    const check = checkVoiceReplyFile(file);
    if (!check.ok) {
      toast.error(errorText(check.error));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await qaApi.uploadVoice(file);
      set([...value, { type: 'voice', audioKey: uploaded.audioKey, name: uploaded.name }]);
    } catch {
      // shown by the HTTP client
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="ak-actions-field" data-testid="qa-actions">
      {value.map((action, index) => (
        <div className="ak-action-row" key={index}>
          {action.type === 'text' ? (
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={QA_ANSWER_MAX}
              value={action.text}
              placeholder={t('qaItem.actionText')}
              onChange={(event) => set(value.map((item, i) => (i === index ? { type: 'text', text: event.target.value } : item)))}
            />
          ) : (
            <span className="ak-action-voice">
              <AudioOutlined /> {action.name}
            </span>
          )}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('qaItem.removeAction')}
            onClick={() => set(value.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Space wrap>
        <Button size="small" icon={<FontSizeOutlined />} disabled={full} onClick={() => set([...value, { type: 'text', text: '' }])}>
          {t('qaItem.addText')}
        </Button>
        <Upload
          accept=".wav,.mp3,audio/wav,audio/mpeg"
          showUploadList={false}
          disabled={full || uploading}
          beforeUpload={(file) => {
            void addVoice(file);
            return false;
          }}
        >
          <Button size="small" icon={<AudioOutlined />} loading={uploading} disabled={full}>
            {t('qaItem.addVoice')}
          </Button>
        </Upload>
      </Space>
    </div>
  );
}
