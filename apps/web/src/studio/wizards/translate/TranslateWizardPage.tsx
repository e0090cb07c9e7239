import { InboxOutlined } from '@ant-design/icons';
import { messageFor } from '@orator/shared';
import {
  checkTranslationChoices,
  checkTranslationUpload,
  TRANSLATION_VIDEO_ACCEPT,
  type DubSegment,
  type VideoDubProject,
} from '@orator/shared/wizards';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Progress, Select, Space, Steps, Switch, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguageStore } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { VIDEO_DUB_LIST_ROUTE, videoDubEditorPath } from '../../../lib/routing/paths/wizards.ts';
import { DubOutcome, isWorking } from './DubOutcome.tsx';
import { TRANSLATE_WIZARD_NAMESPACE } from './i18n/register.ts';
import { readVideoFacts, translateApi, uploadVideo } from './translateApi.ts';
import './translate.css';
import { MenuRightGate } from '../../../platform/company/MenuRightGate.tsx';

type Step = 'upload' | 'language' | 'finish';
const STEPS: Step[] = ['upload', 'language', 'finish'];
const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

interface Chosen {
  file: File;
  durationMs: number;
  width: number;
  height: number;
}

/** Video translation (spec §2: upload video, choose language, finish; product-rules#video-dub). */
function TranslateWizard() {
  const { t } = useTranslation(TRANSLATE_WIZARD_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: ['video-dub', 'options'], queryFn: translateApi.options, staleTime: 60_000 });

  const [step, setStep] = useState<Step>('upload');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [videoLanguage, setVideoLanguage] = useState<string | undefined>('en');
  const [targetLanguage, setTargetLanguage] = useState<string | undefined>('es');
  const [people, setPeople] = useState<number | undefined>(1);
  const [subtitle, setSubtitle] = useState(true);
  const [burn, setBurn] = useState(true);
  const [lipSync, setLipSync] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [chat, setChat] = useState<DubSegment[] | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const project = useQuery({
    queryKey: ['video-dub', projectId],
    queryFn: () => translateApi.project(projectId!),
    enabled: projectId !== null,
    refetchInterval: (query) => (isWorking(query.state.data) || !query.state.data ? 1000 : false),
  });
  const current: VideoDubProject | undefined = project.data;
  useEffect(() => {
    if (current?.state === 'generated' && chat === null) setChat(current.chat);
  }, [current, chat]);

  const planMaxMs = options.data?.planMaxMs ?? 180_000;
  const labelOf = (code: string) => options.data?.languages.find((l) => l.code === code)?.labels[language] ?? code;

  // ------------------------------------------------------------ upload video: checked here by the shared rule, again by the server
  const choose = async (file: File) => {
    const facts = await readVideoFacts(file);
    const refusal = checkTranslationUpload(
      {
        videoLanguage: 'en',
        targetLanguage: 'es',
        people: 1,
        mimeType: file.type,
        size: file.size,
        durationMs: facts?.durationMs ?? null,
        width: facts?.width ?? null,
        height: facts?.height ?? null,
      },
      planMaxMs,
    );
    if (refusal || !facts) {
      toast.error(messageFor(refusal?.key ?? 'fileFormatNotSupported', language, refusal?.params));
      return;
    }
    setChosen({ file, ...facts });
  };

  // ------------------------------------------------------------ choose language
  const pair = options.data?.pairs.find((p) => p.source === videoLanguage && p.target === targetLanguage);
  const start = async () => {
    const refusal = checkTranslationChoices({ videoLanguage, targetLanguage, people });
    if (refusal) return toast.error(messageFor(refusal.key, language, refusal.params));
    if (!chosen) return;
    abort.current = new AbortController();
    setUploading(0);
    try {
      const created = await uploadVideo(
        chosen.file,
        { videoLanguage: videoLanguage!, targetLanguage: targetLanguage!, people: people!, subtitle, burnSubtitles: burn, lipSync },
        setUploading,
        abort.current.signal,
      );
      queryClient.setQueryData(['video-dub', created.id], created);
      setProjectId(created.id);
      setChat(null);
      setStep('finish');
    } catch (error) {
      if (!abort.current.signal.aborted)
        toast.error(error instanceof Error && error.message ? error.message : messageFor('uploadFailed', language));
    } finally {
      setUploading(null);
    }
  };

  // ------------------------------------------------------------ finish: proofread, translate and dub
  const translate = async () => {
    if (!current || !chat) return;
    await translateApi.update(current.id, { chat });
    const started = await translateApi.render(current.id, false);
    queryClient.setQueryData(['video-dub', current.id], started);
  };
  const languageOption = (code: string, note: string | null) => ({
    value: code,
    label: note ? `${labelOf(code)} (${note})` : labelOf(code),
  });
  const recognisable = new Set(options.data?.recognisable ?? []);
  const speakable = new Set(options.data?.speakable ?? []);
  const codes = options.data?.languages.map((l) => l.code) ?? [];

  return (
    <div className="dub-page" data-testid="translate-wizard">
      <Space className="dub-list-head" align="center">
        <Typography.Title level={3}>{t('title')}</Typography.Title>
        <Link to={VIDEO_DUB_LIST_ROUTE} data-testid="translate-my-translations">
          {t('list.myTranslations')}
        </Link>
      </Space>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <Steps current={STEPS.indexOf(step)} items={STEPS.map((s) => ({ title: t(`steps.${s}`) }))} style={{ marginBottom: 24 }} />

      {step === 'upload' && (
        <div data-testid="translate-step-upload">
          <Upload.Dragger
            accept={TRANSLATION_VIDEO_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => (void choose(file), false)}
            data-testid="translate-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('upload.drop')}</p>
            <p className="ant-upload-hint">{t('upload.hint', { minutes: Math.round(planMaxMs / 60_000) })}</p>
          </Upload.Dragger>
          {chosen && (
            <p data-testid="translate-chosen">
              {t('upload.chosen', {
                name: chosen.file.name,
                duration: clock(chosen.durationMs),
                width: chosen.width,
                height: chosen.height,
              })}
            </p>
          )}
          <Button type="primary" disabled={!chosen} onClick={() => setStep('language')} data-testid="translate-next">
            {t('next')}
          </Button>
        </div>
      )}

      {step === 'language' && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="translate-step-language">
          <label>
            {t('language.video')}
            <Select
              style={{ width: '100%' }}
              value={videoLanguage}
              onChange={setVideoLanguage}
              data-testid="translate-video-language"
              options={codes.map((code) => languageOption(code, recognisable.has(code) ? null : t('language.notHeard')))}
            />
          </label>
          <label>
            {t('language.target')}
            <Select
              style={{ width: '100%' }}
              value={targetLanguage}
              onChange={setTargetLanguage}
              data-testid="translate-target-language"
              options={codes
                .filter((code) => code !== videoLanguage)
                .map((code) => {
                  const route = options.data?.pairs.find((p) => p.source === videoLanguage && p.target === code)?.route;
                  const note = !route
                    ? t('language.notTranslated')
                    : !speakable.has(code)
                      ? t('language.notSpoken')
                      : route.pivot
                        ? t('language.viaSpanish')
                        : null;
                  return languageOption(code, note);
                })}
            />
          </label>
          {pair && (
            <Typography.Text type="secondary" data-testid="translate-route">
              {pair.route.engine === 'remote'
                ? t('language.remote')
                : pair.route.pivot
                  ? `${t('language.offline')}, ${t('language.viaSpanish')}`
                  : t('language.offline')}
            </Typography.Text>
          )}
          <label>
            {t('language.people')}
            <Select
              style={{ width: '100%' }}
              value={people}
              onChange={setPeople}
              data-testid="translate-people"
              options={(options.data?.people ?? [1]).map((count) => ({ value: count, label: String(count) }))}
            />
          </label>
          <Space>
            <Switch checked={subtitle} onChange={setSubtitle} data-testid="translate-subtitle" /> {t('language.subtitle')}
          </Space>
          {subtitle && (
            <Space>
              <Switch checked={burn} onChange={setBurn} /> {t('language.burn')}
            </Space>
          )}
          {options.data?.lipSyncAvailable && (
            <Space>
              <Switch checked={lipSync} onChange={setLipSync} data-testid="translate-lipsync" /> {t('language.lipSync')}
            </Space>
          )}
          {uploading !== null && chosen && (
            <div data-testid="translate-uploading">
              {t('upload.uploading', { name: chosen.file.name })}
              <Progress percent={uploading} />
            </div>
          )}
          <Space>
            <Button onClick={() => setStep('upload')} disabled={uploading !== null}>
              {t('back')}
            </Button>
            <Button type="primary" loading={uploading !== null} onClick={() => void start()} data-testid="translate-start">
              {t('language.start')}
            </Button>
          </Space>
        </Space>
      )}

      {step === 'finish' && current && (
        <div data-testid="translate-step-finish">
          {current.state === 'generated' && chat && (
            <div data-testid="translate-proofread">
              <Typography.Paragraph>{t('finish.proofread')}</Typography.Paragraph>
              {chat.map((segment, index) => (
                <div key={`${segment.startMs}-${index}`} className="dub-segment" style={{ gridTemplateColumns: '110px 1fr' }}>
                  <span>
                    {clock(segment.startMs)}–{clock(segment.endMs)}
                  </span>
                  <Input.TextArea
                    autoSize
                    value={segment.sourceText}
                    data-testid={`translate-source-${index}`}
                    onChange={(event) => setChat(chat.map((s, i) => (i === index ? { ...s, sourceText: event.target.value } : s)))}
                  />
                </div>
              ))}
              <Button type="primary" onClick={() => void translate()} data-testid="translate-dub">
                {t('finish.translate')}
              </Button>
            </div>
          )}
          <DubOutcome project={current} />
          {current.state === 'success' && (
            <p className="dub-section">
              <Typography.Text data-testid="translate-done">{t('finish.done')}</Typography.Text>{' '}
              <Button onClick={() => navigate(videoDubEditorPath(current.id))} data-testid="translate-open-editor">
                {t('finish.openEditor')}
              </Button>
            </p>
          )}
          {current.state === 'failure' && (
            <Button
              onClick={() => {
                setStep('upload');
                setProjectId(null);
              }}
            >
              {t('finish.again')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The page opens only when the video-translation menu is open to the user (spec §6/§7 menu/checkRight). */
export default function TranslateWizardPage() {
  return (
    <MenuRightGate menuNo="videoTranslate">
      <TranslateWizard />
    </MenuRightGate>
  );
}
