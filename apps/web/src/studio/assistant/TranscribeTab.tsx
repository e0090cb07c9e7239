import { DownloadOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { toUiLanguage, VIDEO_LANGUAGES } from '@orator/shared';
import {
  segmentClock,
  Transcript,
  TRANSCRIPTION_ACCEPT,
  TRANSCRIPTION_LANGUAGES,
  transcriptToScript,
  transcriptToSrt,
  transcriptToText,
  type TranscriptSegment,
} from '@orator/shared/assistant';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Progress, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/http.ts';
import { errorText } from '../../lib/i18n/index.ts';
import { WIZARD_ROUTES } from '../../lib/routing/paths/wizards.ts';
import { ASSISTANT_NAMESPACE } from './i18n/register.ts';
import { transcriptionApi } from './transcriptionApi.ts';

const POLL_MS = 1000;

function saveText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The Transcribe tab: a recording becomes timed segments through a job (progress shown); the
 * segments are editable, export as SRT or TXT, and become a script for one-click generation.
 */
export function TranscribeTab({ onWriteInstead }: { onWriteInstead: () => void }) {
  const { t, i18n } = useTranslation(ASSISTANT_NAMESPACE);
  const navigate = useNavigate();
  const [language, setLanguage] = useState<string>('en');
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [segments, setSegments] = useState<TranscriptSegment[] | null>(null);
  const job = useQuery({
    queryKey: ['assistant', 'transcription', jobId],
    queryFn: () => transcriptionApi.job(jobId!),
    enabled: jobId !== null && segments === null,
    refetchInterval: (query) =>
      query.state.data && ['completed', 'failed', 'cancelled'].includes(query.state.data.state) ? false : POLL_MS,
  });
  const status = job.data;
  const transcript = status?.state === 'completed' ? Transcript.safeParse(status.result).data : undefined;
  if (transcript && segments === null) setSegments(transcript.segments);
  const ui = toUiLanguage(i18n.language);
  const baseName = (transcript?.fileName ?? 'transcript').replace(/\.[^.]+$/, '');

  const start = async () => {
    if (!file) return;
    setStarting(true);
    setRefusal(null);
    setSegments(null);
    try {
      setJobId((await transcriptionApi.start(file, language)).jobId);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  };
  const reset = () => {
    setJobId(null);
    setSegments(null);
    setFile(null);
  };
  const failure = refusal ?? (status?.state === 'failed' ? t('transcribe.failed', { reason: errorText(status.error ?? '') }) : null);
  const running = jobId !== null && !failure && segments === null;

  return (
    <div className="assistant-transcribe">
      <p className="panel-hint">{t('transcribe.intro')}</p>
      {segments === null && (
        <Form layout="vertical" className="assistant-form">
          <Space wrap size="large" align="end">
            <Form.Item label={t('transcribe.language')}>
              <Select
                className="assistant-select"
                value={language}
                onChange={setLanguage}
                disabled={running}
                options={TRANSCRIPTION_LANGUAGES.map((code) => ({
                  value: code,
                  label: VIDEO_LANGUAGES.find((l) => l.code === code)?.labels[ui] ?? code,
                }))}
                data-testid="transcribe-language"
              />
            </Form.Item>
            <Form.Item label={t('transcribe.file')}>
              <label className="ant-btn ant-btn-default assistant-file">
                <UploadOutlined /> {file ? file.name : t('transcribe.choose')}
                <input
                  type="file"
                  hidden
                  accept={TRANSCRIPTION_ACCEPT}
                  disabled={running}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  data-testid="transcribe-file"
                />
              </label>
            </Form.Item>
            <Form.Item>
              <Button
                type="primary"
                disabled={!file || running}
                loading={starting}
                onClick={() => void start()}
                data-testid="transcribe-start"
              >
                {t('transcribe.start')}
              </Button>
            </Form.Item>
          </Space>
        </Form>
      )}
      {running && (
        <div data-testid="transcribe-progress">
          <p>{t('transcribe.running', { progress: status?.progress ?? 0 })}</p>
          <Progress percent={status?.progress ?? 0} status="active" />
        </div>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          description={t('transcribe.typeInstead')}
          action={
            <Button size="small" onClick={onWriteInstead} data-testid="transcribe-write-instead">
              {t('transcribe.goWrite')}
            </Button>
          }
          data-testid="transcribe-failed"
        />
      )}
      {segments !== null && (
        <div className="assistant-transcript" data-testid="transcript">
          {segments.length === 0 ? (
            <Alert type="warning" showIcon title={t('transcribe.empty')} />
          ) : (
            <>
              <p>{t('transcribe.segments', { name: transcript?.fileName ?? '' })}</p>
              <ol className="assistant-segments">
                {segments.map((segment, index) => (
                  <li key={`${segment.startMs}-${index}`}>
                    <span className="assistant-clock">{segmentClock(segment.startMs)}</span>
                    <Input
                      value={segment.text}
                      onChange={(event) => setSegments(segments.map((s, i) => (i === index ? { ...s, text: event.target.value } : s)))}
                      data-testid="transcript-segment"
                    />
                  </li>
                ))}
              </ol>
            </>
          )}
          <Space wrap className="assistant-actions">
            <Button
              icon={<DownloadOutlined />}
              disabled={segments.length === 0}
              onClick={() => saveText(transcriptToSrt(segments), `${baseName}.srt`, 'application/x-subrip')}
              data-testid="transcript-srt"
            >
              {t('transcribe.srt')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={segments.length === 0}
              onClick={() => saveText(transcriptToText(segments), `${baseName}.txt`, 'text/plain')}
              data-testid="transcript-txt"
            >
              {t('transcribe.txt')}
            </Button>
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              disabled={transcriptToScript(segments) === ''}
              onClick={() => void navigate(WIZARD_ROUTES.oneClick, { state: { script: transcriptToScript(segments) } })}
              data-testid="transcript-use"
            >
              {t('transcribe.useAsScript')}
            </Button>
            <Button onClick={reset} data-testid="transcript-another">
              {t('transcribe.another')}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}
