import { InboxOutlined } from '@ant-design/icons';
import type { PptConversion, PptSlide } from '@orator/shared';
import {
  checkPageSelection,
  checkPptFile,
  checkScriptsLength,
  defaultRoles,
  defaultSelection,
  defaultSourceFor,
  estimateSpeechMs,
  PPT_ACCEPT,
  pptMaxBytesFor,
  SCRIPT_SCENARIOS,
  SCRIPT_SOURCES,
  SCRIPT_TONES,
  scriptFor,
  SLIDE_ROLES,
  type ScriptScenario,
  type ScriptSource,
  type ScriptTone,
  type SlideRole,
} from '@orator/shared/wizards';
import { DUBBING_TEXT_MIN_CHARS, MB, messageFor, RECOMMENDED_EDIT_PAGES } from '@orator/shared';
import { Alert, Button, Checkbox, Input, Progress, Result, Segmented, Select, Space, Steps, Switch, Typography, Upload } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/http.ts';
import { useCurrentUser } from '../../../platform/auth/useCurrentUser.ts';
import { useLanguageStore } from '../../../lib/i18n/index.ts';
import { isActiveMember } from '../../../lib/membership.ts';
import { VoicePicker } from '../../kit/voice/VoicePicker.tsx';
import { videoApi } from '../../shared/api/videoApi.ts';
import { openEditor } from '../../shared/openEditor.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { editorPathFor } from '../../workspace/model/projectActions.ts';
import { AvatarChooser } from './AvatarChooser.tsx';
import { ComposedVideo } from './ComposedVideo.tsx';
import { PPT_WIZARD_NAMESPACE } from './i18n/register.ts';
import { pptApi, uploadDeck } from './pptApi.ts';
import './pptWizard.css';
import { useWritingLabels } from '../../../lib/i18n/writing/register.ts';

type Step = 'file' | 'analyze' | 'structure' | 'script' | 'compose';
const STEPS: Step[] = ['file', 'analyze', 'structure', 'script'];

const content = (slide: PptSlide) => ({ title: slide.title, paragraphs: slide.paragraphs, notes: slide.notes });
const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

interface ComposeState {
  projectId: string;
  jobId: string;
  percent: number;
  state: 'running' | 'done' | 'failed';
  reason?: string;
  videoUrl?: string;
  fileName?: string;
}

/**
 * PPT-to-video (spec §2 PPT import wizard: select file, analyze, assign structure, smart script
 * generation; product-rules#wizards-ppt). The rules are the shared ones the server applies again.
 */
export default function PptWizardPage() {
  const { t } = useTranslation(PPT_WIZARD_NAMESPACE);
  const w = useWritingLabels();
  const language = useLanguageStore((s) => s.language);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const member = user ? isActiveMember(user) : false;

  const [step, setStep] = useState<Step>('file');
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [conversion, setConversion] = useState<PptConversion | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [roles, setRoles] = useState<Record<number, SlideRole>>({});
  const [sources, setSources] = useState<Record<number, ScriptSource>>({});
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [tone, setTone] = useState<ScriptTone>('friendly');
  const [scenario, setScenario] = useState<ScriptScenario>('speech');
  const [avatarId, setAvatarId] = useState<string | undefined>(undefined);
  const [voiceId, setVoiceId] = useState<string | undefined>(undefined);
  const [subtitles, setSubtitles] = useState(true);
  const [projectName, setProjectName] = useState('');
  const [busy, setBusy] = useState<'create' | 'compose' | null>(null);
  const [compose, setCompose] = useState<ComposeState | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);

  useEffect(() => () => uploadAbort.current?.abort(), []);

  // ------------------------------------------------------------ select file
  const startUpload = async (file: File) => {
    const refused = checkPptFile({ fileName: file.name, size: file.size }, member);
    if (refused) {
      toast.error(messageFor(refused, language));
      return;
    }
    uploadAbort.current?.abort();
    const abort = new AbortController();
    uploadAbort.current = abort;
    setFailure(null);
    setUpload({ name: file.name, percent: 0 });
    try {
      const started = await uploadDeck(file, (percent) => setUpload({ name: file.name, percent }), abort.signal);
      setProjectName(file.name.replace(/\.[^.]+$/, ''));
      setConversion(null);
      setProgress(0);
      setJobId(started.jobId);
      setStep('analyze');
    } catch (error) {
      if (!abort.signal.aborted) toast.error(errorText(error, messageFor('uploadFailed', language)));
    } finally {
      setUpload(null);
    }
  };

  // ------------------------------------------------------------ analyze: follow the job, then read the slides
  useEffect(() => {
    if (step !== 'analyze' || !jobId || conversion || failure) return;
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        try {
          const job = await videoApi.job(jobId);
          if (stopped) return;
          setProgress(job.progress);
          if (job.state !== 'queued' && job.state !== 'active') {
            const ready = await pptApi.images(jobId);
            if (stopped) return;
            const count = ready.slides.length;
            const chosen = defaultSelection(count, member);
            setConversion(ready);
            setSelected(chosen);
            setRoles(Object.fromEntries(chosen.map((index, i) => [index, defaultRoles(chosen.length)[i]!])));
            setSources(Object.fromEntries(ready.slides.map((slide) => [slide.index, defaultSourceFor(content(slide))])));
            setEdits({});
            return;
          }
        } catch (error) {
          if (stopped) return;
          setFailure(error instanceof ApiError ? error.message : errorText(error, messageFor('pptLoadFailed', language)));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [step, jobId, conversion, failure, member, language]);

  // ------------------------------------------------------------ structure
  const slides = conversion?.slides ?? [];
  const ordered = [...selected].sort((a, b) => a - b);
  const selection = checkPageSelection(ordered, slides.length, member);
  const toggle = (index: number, on: boolean) => {
    if (on && selection.maxPages !== null && selected.length >= selection.maxPages) {
      toast.error(messageFor('pageLimitExceeded', language));
      return;
    }
    const next = on ? [...selected, index] : selected.filter((i) => i !== index);
    setSelected(next);
    if (on && !roles[index]) setRoles({ ...roles, [index]: 'content' });
  };
  const selectAll = () => {
    const all = defaultSelection(slides.length, member);
    if (!member && slides.length > all.length) toast.error(messageFor('pageLimitExceeded', language));
    setSelected(all);
    const initial = defaultRoles(all.length);
    setRoles(Object.fromEntries(all.map((index, i) => [index, roles[index] ?? initial[i]!])));
  };

  // ------------------------------------------------------------ scripts
  // Smart scripts by the language model when the server has one; the same offline composer otherwise.
  const smart = useQuery({
    queryKey: ['ppt-wizard', 'smart', jobId, tone, scenario, ordered.map((i) => `${i}:${roles[i] ?? 'content'}`).join(',')],
    queryFn: ({ signal }) =>
      pptApi.scripts(
        { jobId: jobId!, tone, scenario, pages: ordered.map((slideIndex) => ({ slideIndex, role: roles[slideIndex] ?? 'content' })) },
        signal,
      ),
    enabled: step === 'script' && jobId !== null && ordered.length > 0,
    staleTime: Infinity,
  });
  const modelScripts = smart.data?.mode === 'model' ? new Map(smart.data.scripts.map((s) => [s.slideIndex, s.script])) : null;
  const scriptOf = (slide: PptSlide): string =>
    edits[slide.index] ??
    ((sources[slide.index] ?? 'smart') === 'smart' ? modelScripts?.get(slide.index) : undefined) ??
    scriptFor(content(slide), sources[slide.index] ?? 'smart', { tone, scenario, role: roles[slide.index] ?? 'content' });
  const scripts = ordered.map((index) => (slides[index] ? scriptOf(slides[index]) : ''));
  const speechMs = scripts.reduce((sum, script) => sum + estimateSpeechMs(script), 0);
  const tooLong = checkScriptsLength(scripts) !== null;

  const body = () => ({
    jobId: jobId!,
    projectName: projectName.trim() || undefined,
    tone,
    scenario,
    avatarId,
    voiceId,
    subtitles,
    pages: ordered.map((index, i) => ({
      slideIndex: index,
      role: roles[index] ?? 'content',
      source: sources[index] ?? 'smart',
      script: scripts[i],
    })),
  });

  const create = async () => {
    setBusy('create');
    try {
      const project = await pptApi.create(body());
      openEditor(editorPathFor(project), navigate);
    } catch {
      // the HTTP client showed the message
    } finally {
      setBusy(null);
    }
  };

  const createAndCompose = async () => {
    setBusy('compose');
    try {
      const result = await pptApi.compose(body());
      setCompose({ projectId: result.projectId, jobId: result.jobId, percent: 0, state: 'running' });
      setStep('compose');
    } catch {
      // the HTTP client showed the message
    } finally {
      setBusy(null);
    }
  };

  // ------------------------------------------------------------ compose progress
  const composeJob = compose?.state === 'running' ? compose.jobId : null;
  useEffect(() => {
    if (!composeJob || !compose) return;
    let stopped = false;
    const { projectId } = compose;
    const poll = async () => {
      while (!stopped) {
        try {
          const job = await videoApi.job(composeJob);
          if (stopped) return;
          if (job.state === 'completed') {
            const download = await videoApi.download(projectId);
            if (!stopped)
              setCompose((c) => c && { ...c, state: 'done', percent: 100, videoUrl: download.videoUrl, fileName: download.fileName });
            return;
          }
          if (job.state === 'failed' || job.state === 'cancelled') {
            setCompose((c) => c && { ...c, state: 'failed', reason: job.error ?? job.state });
            return;
          }
          setCompose((c) => c && { ...c, percent: job.progress });
        } catch {
          // a missed poll; try again
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
    // Only a new job starts a new poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [composeJob]);

  const restart = () => {
    setStep('file');
    setJobId(null);
    setConversion(null);
    setFailure(null);
    setCompose(null);
  };

  const stepIndex = step === 'compose' ? STEPS.length : STEPS.indexOf(step);
  const maxMb = useMemo(() => Math.round(pptMaxBytesFor(member) / MB), [member]);

  return (
    <div className="ppt-wizard" data-testid="ppt-wizard">
      <header className="ppt-wizard-head">
        <Typography.Title level={3} data-testid="ppt-wizard-title">
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <Steps current={stepIndex} size="small" items={STEPS.map((key) => ({ title: t(`steps.${key}`) }))} />
      </header>

      {step === 'file' && (
        <section className="ppt-wizard-body" data-testid="ppt-step-file">
          <Upload.Dragger
            accept={PPT_ACCEPT}
            multiple={false}
            showUploadList={false}
            disabled={upload !== null}
            beforeUpload={(file) => {
              void startUpload(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('file.drop')}</p>
            <p className="ant-upload-hint">{t('file.hint', { size: maxMb })}</p>
          </Upload.Dragger>
          {upload && (
            <div className="ppt-wizard-progress" data-testid="ppt-upload-progress">
              <span>{t('file.uploading', { name: upload.name })}</span>
              <Progress percent={upload.percent} />
            </div>
          )}
        </section>
      )}

      {step === 'analyze' && (
        <section className="ppt-wizard-body" data-testid="ppt-step-analyze">
          {failure ? (
            <Result
              status="error"
              title={t('analyze.failed')}
              subTitle={failure}
              extra={
                <Button type="primary" onClick={restart} data-testid="ppt-upload-again">
                  {t('analyze.again')}
                </Button>
              }
            />
          ) : !conversion ? (
            <div className="ppt-wizard-progress" data-testid="ppt-converting">
              <span>{t('analyze.converting')}</span>
              <Progress percent={progress} status="active" />
            </div>
          ) : (
            <>
              <Typography.Text strong>{t('analyze.ready', { count: slides.length, name: conversion.fileName })}</Typography.Text>
              <div className="ppt-slide-grid" data-testid="ppt-slides">
                {slides.map((slide) => (
                  <figure key={slide.index} className="ppt-slide-card" data-testid="ppt-slide">
                    <img src={slide.previewUrl} alt={slide.title || t('analyze.slide', { n: slide.index + 1 })} />
                    <figcaption>
                      <strong>
                        {slide.index + 1}. {slide.title || t('analyze.slide', { n: slide.index + 1 })}
                      </strong>
                      <span className={slide.notes ? 'ppt-notes' : 'ppt-notes ppt-notes-empty'}>
                        {slide.notes ? `${t('analyze.notes')}: ${slide.notes}` : t('analyze.noNotes')}
                      </span>
                    </figcaption>
                  </figure>
                ))}
              </div>
              <footer className="ppt-wizard-actions">
                <Button onClick={restart}>{t('analyze.again')}</Button>
                <Button type="primary" onClick={() => setStep('structure')} data-testid="ppt-next">
                  {t('next')}
                </Button>
              </footer>
            </>
          )}
        </section>
      )}

      {step === 'structure' && conversion && (
        <section className="ppt-wizard-body" data-testid="ppt-step-structure">
          <Space wrap className="ppt-structure-bar">
            <Typography.Text strong data-testid="ppt-selected-count">
              {t('structure.selected', { count: selected.length })}
            </Typography.Text>
            {selection.maxPages !== null && (
              <Typography.Text type="secondary">{t('structure.limit', { max: selection.maxPages })}</Typography.Text>
            )}
            <Button size="small" onClick={selectAll}>
              {t('structure.selectAll')}
            </Button>
            <Button size="small" onClick={() => setSelected([])}>
              {t('structure.clear')}
            </Button>
          </Space>
          {selection.overRecommended && (
            <Alert type="warning" showIcon message={t('structure.recommended', { max: RECOMMENDED_EDIT_PAGES })} />
          )}
          {selection.error && (
            <Alert type="error" showIcon message={messageFor(selection.error, language)} data-testid="ppt-selection-error" />
          )}
          <div className="ppt-slide-grid">
            {slides.map((slide) => {
              const on = selected.includes(slide.index);
              return (
                <figure
                  key={slide.index}
                  className={on ? 'ppt-slide-card ppt-slide-on' : 'ppt-slide-card'}
                  data-testid="ppt-structure-slide"
                >
                  <img src={slide.previewUrl} alt="" onClick={() => toggle(slide.index, !on)} />
                  <figcaption>
                    <Checkbox checked={on} onChange={(e) => toggle(slide.index, e.target.checked)} data-testid="ppt-select">
                      {slide.index + 1}. {slide.title || t('analyze.slide', { n: slide.index + 1 })}
                    </Checkbox>
                    {on && (
                      <Select
                        size="small"
                        aria-label={t('structure.role')}
                        value={roles[slide.index] ?? 'content'}
                        onChange={(role: SlideRole) => setRoles({ ...roles, [slide.index]: role })}
                        options={SLIDE_ROLES.map((role) => ({ value: role, label: t(`structure.roles.${role}`) }))}
                      />
                    )}
                  </figcaption>
                </figure>
              );
            })}
          </div>
          <footer className="ppt-wizard-actions">
            <Button onClick={() => setStep('analyze')}>{t('back')}</Button>
            <Button type="primary" disabled={selection.error !== null} onClick={() => setStep('script')} data-testid="ppt-next">
              {t('next')}
            </Button>
          </footer>
        </section>
      )}

      {step === 'script' && conversion && (
        <section className="ppt-wizard-body" data-testid="ppt-step-script">
          {smart.data?.mode === 'model' ? (
            <Alert type="info" showIcon message={t('script.model')} data-testid="ppt-model-note" />
          ) : (
            <Alert
              type={smart.data?.modelFailed ? 'warning' : 'info'}
              showIcon
              message={smart.data?.modelFailed ? t('script.modelFailed') : t('script.offline')}
              data-testid="ppt-offline-note"
            />
          )}
          <div className="ppt-script-settings">
            <label>
              <span>{t('script.name')}</span>
              <Input value={projectName} maxLength={200} onChange={(e) => setProjectName(e.target.value)} />
            </label>
            <label>
              <span>{t('script.tone')}</span>
              <Select
                value={tone}
                onChange={(value: ScriptTone) => setTone(value)}
                options={SCRIPT_TONES.map((value) => ({ value, label: w(`tones.${value}`) }))}
                data-testid="ppt-tone"
              />
            </label>
            <label>
              <span>{t('script.scenario')}</span>
              <Select
                value={scenario}
                onChange={(value: ScriptScenario) => setScenario(value)}
                options={SCRIPT_SCENARIOS.map((value) => ({ value, label: w(`scenarios.${value}`) }))}
              />
            </label>
            <label>
              <span>{t('script.subtitles')}</span>
              <Switch checked={subtitles} onChange={setSubtitles} />
            </label>
          </div>
          <div className="ppt-script-people">
            <div>
              <Typography.Text strong>{t('script.avatar')}</Typography.Text>
              <AvatarChooser value={avatarId} onChange={setAvatarId} moreLabel={t('script.more')} />
            </div>
            <div className="ppt-voice">
              <Typography.Text strong>{t('script.voice')}</Typography.Text>
              <VoicePicker voiceId={voiceId} text={scripts.join(' ')} onChange={setVoiceId} allowDefault />
            </div>
          </div>
          <ol className="ppt-script-list">
            {ordered.map((index, i) => {
              const slide = slides[index];
              if (!slide) return null;
              const text = scripts[i] ?? '';
              return (
                <li key={index} className="ppt-script-item" data-testid="ppt-script-item">
                  <img src={slide.previewUrl} alt="" />
                  <div>
                    <Space wrap>
                      <Typography.Text strong>
                        {index + 1}. {t(`structure.roles.${roles[index] ?? 'content'}`)}
                      </Typography.Text>
                      <span>{t('script.source')}</span>
                      <Segmented
                        size="small"
                        value={sources[index] ?? 'smart'}
                        onChange={(value) => {
                          setSources({ ...sources, [index]: value as ScriptSource });
                          const rest = { ...edits };
                          delete rest[index];
                          setEdits(rest);
                        }}
                        options={SCRIPT_SOURCES.map((value) => ({ value, label: t(`script.sources.${value}`) }))}
                      />
                    </Space>
                    <Input.TextArea
                      value={text}
                      autoSize={{ minRows: 2, maxRows: 6 }}
                      maxLength={5000}
                      onChange={(e) => setEdits({ ...edits, [index]: e.target.value })}
                      data-testid="ppt-script-text"
                    />
                    {[...text.trim()].length < DUBBING_TEXT_MIN_CHARS && (
                      <Typography.Text type="warning">{t('script.tooShort')}</Typography.Text>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          <Typography.Text type={tooLong ? 'danger' : 'secondary'}>
            {tooLong ? t('script.tooLong') : t('script.duration', { time: clock(speechMs) })}
          </Typography.Text>
          <footer className="ppt-wizard-actions">
            <Button onClick={() => setStep('structure')}>{t('back')}</Button>
            <Button loading={busy === 'create'} disabled={busy !== null || tooLong} onClick={() => void create()} data-testid="ppt-create">
              {t('script.create')}
            </Button>
            <Button
              type="primary"
              loading={busy === 'compose'}
              disabled={busy !== null || tooLong}
              onClick={() => void createAndCompose()}
              data-testid="ppt-compose"
            >
              {t('script.compose')}
            </Button>
          </footer>
        </section>
      )}

      {step === 'compose' && compose && (
        <section className="ppt-wizard-body" data-testid="ppt-step-compose">
          {compose.state === 'running' && (
            <div className="ppt-wizard-progress" data-testid="ppt-composing">
              <span>{t('compose.running', { percent: compose.percent })}</span>
              <Progress percent={compose.percent} status="active" />
            </div>
          )}
          {compose.state === 'failed' && <Alert type="error" showIcon message={t('compose.failed', { reason: compose.reason ?? '' })} />}
          {compose.state === 'done' && (
            <div className="ppt-result" data-testid="ppt-composed">
              <Typography.Text strong>{t('compose.done')}</Typography.Text>
              {compose.videoUrl && (
                <ComposedVideo
                  videoUrl={compose.videoUrl}
                  fileName={compose.fileName ?? 'video.mp4'}
                  downloadLabel={t('compose.download')}
                  failedText={messageFor('operationFailed', language)}
                />
              )}
            </div>
          )}
          <footer className="ppt-wizard-actions">
            <Button onClick={restart}>{t('compose.another')}</Button>
            <Button
              type="primary"
              onClick={() => openEditor(editorPathFor({ id: compose.projectId, projectType: 'PptLamination' }), navigate)}
              data-testid="ppt-open-editor"
            >
              {t('compose.open')}
            </Button>
          </footer>
        </section>
      )}
    </div>
  );
}
