import { AudioOutlined, CloseOutlined, DeleteOutlined, PauseOutlined, StopOutlined, UploadOutlined } from '@ant-design/icons';
import { missingSentences, readingSentences, type VoiceProfile, type VoiceProfileEdition } from '@orator/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { VOICE_WIZARD_NAMESPACE } from './i18n/register.ts';
import { useRecorder } from './useRecorder.ts';
import { VOICE_PROFILES_KEY, voiceProfilesApi } from './voiceProfilesApi.ts';

/** Files the server takes in one request (the rest go in the next batches). */
const FILES_PER_REQUEST = 20;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** Step 2: one sentence at a time, recorded in the browser or filled from uploaded files; n of N read. */
export function SampleStep({ profile }: { profile: VoiceProfile }) {
  const { t } = useTranslation(VOICE_WIZARD_NAMESPACE);
  const queryClient = useQueryClient();
  const sentences = readingSentences(profile.language, profile.edition);
  const missing = missingSentences(
    profile.edition as VoiceProfileEdition,
    profile.samples.map((s) => s.index),
  );
  const [index, setIndex] = useState(() => missing[0] ?? 0);
  const fileInput = useRef<HTMLInputElement>(null);
  const sample = profile.samples.find((s) => s.index === index);

  const show = (next: VoiceProfile) => queryClient.setQueryData([...VOICE_PROFILES_KEY, 'one', profile.id], next);
  const afterChange = (next: VoiceProfile, nextIndex?: number) => {
    show(next);
    void queryClient.invalidateQueries({ queryKey: VOICE_PROFILES_KEY, exact: false, predicate: (q) => q.queryKey[1] !== 'one' });
    if (nextIndex !== undefined) setIndex(Math.min(nextIndex, profile.edition - 1));
  };
  const record = useMutation({
    mutationFn: (take: Blob) => voiceProfilesApi.addSamples(profile.id, index, 'recorded', [take]),
    onSuccess: (next) => afterChange(next, firstMissingAfter(next, index)),
  });
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      let latest = profile;
      for (let start = 0; start < files.length; start += FILES_PER_REQUEST)
        latest = await voiceProfilesApi.addSamples(profile.id, index + start, 'uploaded', files.slice(start, start + FILES_PER_REQUEST));
      return latest;
    },
    onSuccess: (next, files) => afterChange(next, firstMissingAfter(next, index + files.length - 1)),
  });
  const remove = useMutation({
    mutationFn: () => voiceProfilesApi.removeSample(profile.id, index),
    onSuccess: (next) => afterChange(next),
  });
  const build = useMutation({ mutationFn: () => voiceProfilesApi.build(profile.id), onSuccess: (next) => afterChange(next) });
  const recorder = useRecorder((take) => record.mutate(take));

  const busy = record.isPending || upload.isPending || remove.isPending;
  const recording = recorder.state === 'recording' || recorder.state === 'paused';
  const done = profile.samples.filter((s) => s.index < profile.edition).length;
  return (
    <div className="voice-samples" data-testid="voice-samples">
      <Progress percent={Math.round((100 * done) / profile.edition)} showInfo={false} />
      <p className="voice-status" data-testid="voice-progress">
        {t('samples.progress', { done, total: profile.edition })}
      </p>
      <h3>{t('samples.sentence', { n: index + 1 })}</h3>
      <p>{t('samples.readAloud')}</p>
      <div className="voice-sentence" data-testid="voice-sentence">
        {sentences[index]}
      </div>
      <div className="voice-recorder">
        {recorder.state === 'idle' || recorder.state === 'starting' ? (
          <Button
            type="primary"
            icon={<AudioOutlined />}
            onClick={() => void recorder.start()}
            loading={recorder.state === 'starting' || record.isPending}
            disabled={busy}
            data-testid="voice-record"
          >
            {t('samples.record')}
          </Button>
        ) : (
          <>
            {recorder.state === 'recording' ? (
              <Button icon={<PauseOutlined />} onClick={recorder.pause} data-testid="voice-pause">
                {t('samples.pause')}
              </Button>
            ) : (
              <Button icon={<AudioOutlined />} onClick={recorder.resume} data-testid="voice-resume">
                {t('samples.resume')}
              </Button>
            )}
            <Button type="primary" icon={<StopOutlined />} onClick={recorder.end} data-testid="voice-end">
              {t('samples.end')}
            </Button>
            <Button icon={<CloseOutlined />} onClick={recorder.cancel} data-testid="voice-cancel">
              {t('samples.cancel')}
            </Button>
          </>
        )}
        <span className="voice-status" data-testid="voice-take">
          {recorder.state === 'recording'
            ? t('samples.recording', { seconds: seconds(recorder.elapsedMs) })
            : recorder.state === 'paused'
              ? t('samples.paused', { seconds: seconds(recorder.elapsedMs) })
              : sample
                ? t('samples.saved', { seconds: seconds(sample.durationMs), source: t(`samples.${sample.source}`) })
                : ''}
        </span>
        {sample && !recording ? (
          <Button icon={<DeleteOutlined />} onClick={() => remove.mutate()} disabled={busy} data-testid="voice-redo">
            {t('samples.redo')}
          </Button>
        ) : null}
      </div>
      {recorder.error ? <Alert type="error" showIcon title={errorText(recorder.error)} data-testid="voice-mic-error" /> : null}
      <Space orientation="vertical" className="voice-upload">
        <Button
          icon={<UploadOutlined />}
          onClick={() => fileInput.current?.click()}
          loading={upload.isPending}
          disabled={busy || recording}
        >
          {t('samples.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".mp3,.wav,audio/mpeg,audio/wav"
          multiple
          hidden
          data-testid="voice-upload-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])].slice(0, profile.edition - index);
            event.target.value = '';
            if (files.length > 0) upload.mutate(files);
          }}
        />
        <span className="voice-status">{t('samples.uploadHint')}</span>
      </Space>
      <div className="voice-nav">
        <Button onClick={() => setIndex(Math.max(0, index - 1))} disabled={index === 0 || recording} data-testid="voice-previous">
          {t('samples.previous')}
        </Button>
        <Button
          onClick={() => setIndex(Math.min(profile.edition - 1, index + 1))}
          disabled={index >= profile.edition - 1 || recording}
          data-testid="voice-next"
        >
          {t('samples.next')}
        </Button>
        {missing.length > 0 ? (
          <>
            <Button onClick={() => setIndex(firstMissingAfter(profile, index))} disabled={recording}>
              {t('samples.nextMissing')}
            </Button>
            <span className="voice-status">{t('samples.missing', { count: missing.length })}</span>
          </>
        ) : null}
        <Button
          type="primary"
          disabled={missing.length > 0 || recording}
          loading={build.isPending}
          onClick={() => build.mutate()}
          data-testid="voice-build"
        >
          {t('samples.build')}
        </Button>
      </div>
    </div>
  );
}

/** The first unread sentence after `index` (wrapping), or the one after it when all are read. */
function firstMissingAfter(profile: VoiceProfile, index: number): number {
  const missing = missingSentences(
    profile.edition as VoiceProfileEdition,
    profile.samples.map((s) => s.index),
  );
  return missing.find((i) => i > index) ?? missing[0] ?? Math.min(index + 1, profile.edition - 1);
}
