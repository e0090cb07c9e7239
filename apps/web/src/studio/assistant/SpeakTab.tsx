import { DownloadOutlined, SoundOutlined } from '@ant-design/icons';
import { formatElapsed } from '@orator/shared';
import { SPEECH_SPEED, SPEECH_TEXT_MAX, SPEECH_VOLUME, SpeechResult } from '@orator/shared/assistant';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Progress, Slider, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/http.ts';
import { errorText } from '../../lib/i18n/index.ts';
import { USAGE_QUERY_KEY } from '../../lib/api/useStorageUsage.ts';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { VoicePicker } from '../kit/voice/VoicePicker.tsx';
import { usePlayableMediaUrl } from '../workspace/model/mediaUrl.ts';
import { ASSISTANT_NAMESPACE } from './i18n/register.ts';
import { speechApi } from './speechApi.ts';

const POLL_MS = 1000;
const ENDED = ['completed', 'failed', 'cancelled'];

/**
 * The Read aloud tab (spec §7 `/tts/compose`): a script and a voice (the editors' picker, own
 * voices included) become an MP3 through a job whose progress is shown; the file is kept in My
 * Assets, played here and downloadable. Cancelling stops the job and keeps nothing.
 */
export function SpeakTab() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const [text, setText] = useState('');
  const [voiceId, setVoiceId] = useState<string | undefined>(undefined);
  const [speed, setSpeed] = useState<number>(SPEECH_SPEED.default);
  const [volume, setVolume] = useState<number>(SPEECH_VOLUME.default);
  const [name, setName] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const job = useQuery({
    queryKey: ['assistant', 'speech', jobId],
    queryFn: () => speechApi.job(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && ENDED.includes(query.state.data.state) ? false : POLL_MS),
  });
  const status = job.data;
  const result = status?.state === 'completed' ? SpeechResult.safeParse(status.result).data : undefined;

  const start = async () => {
    if (!voiceId) return;
    setStarting(true);
    setRefusal(null);
    try {
      setJobId((await speechApi.compose({ speaker: voiceId, text, speed, volume, name: name.trim() || undefined })).jobId);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  };
  const cancel = async () => {
    if (jobId) await speechApi.cancel(jobId).catch(() => undefined);
    await job.refetch();
  };
  const failure = refusal ?? (status?.state === 'failed' ? t('speak.failed', { reason: errorText(status.error ?? '') }) : null);
  const running = jobId !== null && (!status || !ENDED.includes(status.state));

  if (result) return <SpeechDone result={result} onAnother={() => setJobId(null)} />;
  return (
    <div className="assistant-speak">
      <p className="panel-hint">{t('speak.intro')}</p>
      <Form layout="vertical" className="assistant-form" disabled={running}>
        <Form.Item label={t('speak.text')}>
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={SPEECH_TEXT_MAX}
            showCount
            autoSize={{ minRows: 5, maxRows: 14 }}
            placeholder={t('speak.textPlaceholder')}
            data-testid="speak-text"
          />
        </Form.Item>
        <Form.Item label={t('speak.voice')}>
          <VoicePicker voiceId={voiceId} text={text} onChange={setVoiceId} />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item label={t('speak.speed')} className="assistant-slider">
            <Slider min={SPEECH_SPEED.min} max={SPEECH_SPEED.max} step={0.1} value={speed} onChange={setSpeed} data-testid="speak-speed" />
          </Form.Item>
          <Form.Item label={t('speak.volume')} className="assistant-slider">
            <Slider
              min={SPEECH_VOLUME.min}
              max={SPEECH_VOLUME.max}
              step={0.1}
              value={volume}
              onChange={setVolume}
              data-testid="speak-volume"
            />
          </Form.Item>
          <Form.Item label={t('speak.name')}>
            <Input
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('speak.namePlaceholder')}
              data-testid="speak-name"
            />
          </Form.Item>
        </Space>
        <Button
          type="primary"
          icon={<SoundOutlined />}
          disabled={!voiceId || text.trim() === '' || running}
          loading={starting}
          onClick={() => void start()}
          data-testid="speak-start"
        >
          {t('speak.start')}
        </Button>
      </Form>
      {running && (
        <div className="assistant-speak-progress" data-testid="speak-progress">
          <p>{t('speak.running', { progress: status?.progress ?? 0 })}</p>
          <Progress percent={status?.progress ?? 0} status="active" />
          <Button onClick={() => void cancel()} data-testid="speak-cancel">
            {t('speak.cancel')}
          </Button>
        </div>
      )}
      {status?.state === 'cancelled' && <Alert type="info" showIcon title={t('speak.cancelled')} data-testid="speak-cancelled" />}
      {failure && <Alert type="error" showIcon title={failure} data-testid="speak-failed" />}
    </div>
  );
}

/** The saved MP3: played through a signed link (an <audio> cannot send the session header), downloaded by the same. */
function SpeechDone({ result, onAnother }: { result: SpeechResult; onAnother: () => void }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const media = usePlayableMediaUrl(result.url);
  const queryClient = useQueryClient();
  // The new file fills storage and joins the lists that show the user's files.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['workspace', 'files'] });
    void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['files', 'studio'] });
  }, [queryClient, result.materialId]);
  return (
    <div className="assistant-speak-done" data-testid="speak-done">
      <Alert type="success" showIcon title={t('speak.done', { name: result.name, duration: formatElapsed(result.durationMs) })} />
      <audio controls preload="metadata" src={media.src ?? undefined} onError={media.onError} data-testid="speak-audio" />
      <Space wrap className="assistant-actions">
        <Button
          icon={<DownloadOutlined />}
          href={media.src ?? undefined}
          download={result.name}
          disabled={!media.src}
          data-testid="speak-download"
        >
          {t('speak.download')}
        </Button>
        <Link to={`${ROUTES.myAssets}?tab=audio`} data-testid="speak-open-assets">
          {t('speak.openAssets')}
        </Link>
        <Button onClick={onAnother} data-testid="speak-another">
          {t('speak.another')}
        </Button>
      </Space>
    </div>
  );
}
