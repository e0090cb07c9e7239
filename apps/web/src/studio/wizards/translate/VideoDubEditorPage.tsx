import { messageFor, type Speaker } from '@orator/shared';
import { segmentsAreValid, type DubSegment, type SubtitleInfo, type VideoDubProject } from '@orator/shared/wizards';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  ColorPicker,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  type SelectProps,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLanguageStore } from '../../../lib/i18n/index.ts';
import { useSpeakers } from '../../kit/catalog.ts';
import { useOwnVoices } from '../../kit/voice/useOwnVoices.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { VIDEO_DUB_LIST_ROUTE } from '../../../lib/routing/paths/wizards.ts';
import { DubOutcome, isWorking } from './DubOutcome.tsx';
import { TRANSLATE_WIZARD_NAMESPACE } from './i18n/register.ts';
import { translateApi } from './translateApi.ts';
import './translate.css';
import { MenuRightGate } from '../../../platform/company/MenuRightGate.tsx';

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/**
 * The video-dub editor (spec §2): segment text and timing, the dubbing voice (catalogue voices of the
 * target language, the user's own voices of it first), subtitle settings, render again, play and download.
 */
function VideoDubEditor() {
  const { t } = useTranslation(TRANSLATE_WIZARD_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const project = useQuery({
    queryKey: ['video-dub', id],
    queryFn: () => translateApi.project(id),
    refetchInterval: (query) => (isWorking(query.state.data) ? 1000 : false),
  });
  const options = useQuery({ queryKey: ['video-dub', 'options'], queryFn: translateApi.options, staleTime: 60_000 });
  const current: VideoDubProject | undefined = project.data;
  const [chat, setChat] = useState<DubSegment[]>([]);
  const [subtitle, setSubtitle] = useState(true);
  const [burn, setBurn] = useState(true);
  const [info, setInfo] = useState<SubtitleInfo | null>(null);
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const speakers = useSpeakers();
  const ownVoices = useOwnVoices(true);
  const [retranslate, setRetranslate] = useState(false);
  const [busy, setBusy] = useState(false);
  const loadedAt = current?.updatedAt;
  const working = isWorking(current);

  // The form starts from the stored project whenever a job finished (new translations, new timing).
  useEffect(() => {
    if (!current || isWorking(current)) return;
    setChat(current.chat);
    setSubtitle(current.subtitle);
    setBurn(current.burnSubtitles);
    setInfo(current.subtitleInfo);
    setVoiceId(current.originalSpeakerId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the stored project changes
  }, [loadedAt, current?.state]);

  if (!current || !info) return <div className="dub-page">{project.isError ? messageFor('notFound', language) : null}</div>;
  const labelOf = (code: string) => options.data?.languages.find((l) => l.code === code)?.labels[language] ?? code;
  const speaksTarget = (voice: Speaker) => voice.language === current.targetLanguage;
  const voiceOption = (voice: Speaker) => ({ value: voice.id, label: voice.name });
  const library = (speakers.data?.items ?? []).filter(speaksTarget).map(voiceOption);
  const mine = (ownVoices.data ?? []).filter(speaksTarget).map(voiceOption);
  const voiceOptions: SelectProps<string>['options'] =
    mine.length > 0
      ? [
          { label: t('editor.myVoices'), title: 'mine', options: mine },
          { label: t('editor.libraryVoices'), title: 'library', options: library },
        ]
      : library;
  const setSegment = (index: number, change: Partial<DubSegment>) => setChat(chat.map((s, i) => (i === index ? { ...s, ...change } : s)));

  const save = async (): Promise<boolean> => {
    if (!segmentsAreValid(chat, current.durationMs)) {
      toast.error(messageFor('translationSegmentsInvalid', language));
      return false;
    }
    const voice = voiceId && voiceId !== current.originalSpeakerId ? { originalSpeakerId: voiceId } : {};
    const saved = await translateApi.update(current.id, { chat, subtitle, burnSubtitles: burn, subtitleInfo: info, ...voice });
    queryClient.setQueryData(['video-dub', current.id], saved);
    return true;
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dub-page" data-testid="video-dub-editor">
      <Typography.Title level={3}>
        {t('editor.title')}: {current.name}
      </Typography.Title>
      <Space wrap>
        <Tag>{t('editor.languages', { source: labelOf(current.videoLanguage), target: labelOf(current.targetLanguage) })}</Tag>
        {current.route?.pivot && <Tag color="orange">{t('language.viaSpanish')}</Tag>}
        <Tag color={current.state === 'failure' ? 'red' : current.state === 'success' ? 'green' : 'blue'} data-testid="video-dub-state">
          {t(`editor.state.${current.state}`)}
        </Tag>
      </Space>

      <div className="dub-section">
        <DubOutcome project={current} />
      </div>

      <div className="dub-section">
        <Typography.Title level={5}>{t('editor.segments')}</Typography.Title>
        <div className="dub-segment dub-segment-head">
          <span>{t('editor.start')}</span>
          <span>{t('editor.end')}</span>
          <span>{t('editor.source')}</span>
          <span>{t('editor.translated')}</span>
        </div>
        {chat.map((segment, index) => (
          <div key={index} className="dub-segment" data-testid={`dub-segment-${index}`}>
            <InputNumber
              size="small"
              min={0}
              step={0.1}
              value={seconds(segment.startMs)}
              disabled={working}
              onChange={(v) => setSegment(index, { startMs: Math.round((v ?? 0) * 1000) })}
            />
            <InputNumber
              size="small"
              min={0}
              step={0.1}
              value={seconds(segment.endMs)}
              disabled={working}
              onChange={(v) => setSegment(index, { endMs: Math.round((v ?? 0) * 1000) })}
            />
            <Input.TextArea
              autoSize
              value={segment.sourceText}
              disabled={working}
              onChange={(e) => setSegment(index, { sourceText: e.target.value })}
            />
            <Input.TextArea
              autoSize
              value={segment.translatedText}
              disabled={working}
              data-testid={`dub-translation-${index}`}
              onChange={(e) => setSegment(index, { translatedText: e.target.value })}
            />
          </div>
        ))}
      </div>

      <div className="dub-section">
        <Typography.Title level={5}>{t('editor.voice')}</Typography.Title>
        <Space direction="vertical">
          <Select
            style={{ minWidth: 320 }}
            showSearch
            optionFilterProp="label"
            value={voiceId ?? undefined}
            loading={speakers.isPending || ownVoices.isPending}
            disabled={working}
            options={voiceOptions}
            onChange={(value: string) => setVoiceId(value)}
            data-testid="dub-voice"
          />
          <Typography.Text type="secondary">{t('editor.voiceHint', { language: labelOf(current.targetLanguage) })}</Typography.Text>
        </Space>
      </div>

      <div className="dub-section">
        <Typography.Title level={5}>{t('editor.subtitleSettings')}</Typography.Title>
        <Space wrap size="large">
          <Space>
            <Switch checked={subtitle} onChange={setSubtitle} disabled={working} /> {t('language.subtitle')}
          </Space>
          <Space>
            <Switch checked={burn} onChange={setBurn} disabled={working || !subtitle} /> {t('language.burn')}
          </Space>
          <label>
            {t('editor.fontSize')}{' '}
            <InputNumber min={10} max={120} value={info.fontsize} onChange={(v) => setInfo({ ...info, fontsize: v ?? 30 })} />
          </label>
          <label>
            {t('editor.bottomSpace')}{' '}
            <InputNumber min={0} max={50} value={info.bottomSpace} onChange={(v) => setInfo({ ...info, bottomSpace: v ?? 6 })} />
          </label>
          <label>
            {t('editor.lineLength')}{' '}
            <InputNumber min={4} max={90} value={info.srt_len} onChange={(v) => setInfo({ ...info, srt_len: v ?? 18 })} />
          </label>
          <label>
            {t('editor.colour')}{' '}
            <ColorPicker value={info.primaryColour} disabledAlpha onChange={(c) => setInfo({ ...info, primaryColour: c.toHexString() })} />
          </label>
          <label>
            {t('editor.outlineColour')}{' '}
            <ColorPicker value={info.outlineColour} disabledAlpha onChange={(c) => setInfo({ ...info, outlineColour: c.toHexString() })} />
          </label>
          <Checkbox checked={info.bold} onChange={(e) => setInfo({ ...info, bold: e.target.checked })}>
            {t('editor.bold')}
          </Checkbox>
          <Checkbox checked={info.italic} onChange={(e) => setInfo({ ...info, italic: e.target.checked })}>
            {t('editor.italic')}
          </Checkbox>
          <Checkbox
            checked={info.underline}
            onChange={(e) => setInfo({ ...info, underline: e.target.checked })}
            data-testid="dub-underline"
          >
            {t('editor.underline')}
          </Checkbox>
          <Checkbox checked={info.shadow} onChange={(e) => setInfo({ ...info, shadow: e.target.checked })} data-testid="dub-shadow">
            {t('editor.shadow')}
          </Checkbox>
          <label>
            {t('editor.wordSpace')}{' '}
            <InputNumber min={0} max={20} value={info.wordSpace} onChange={(v) => setInfo({ ...info, wordSpace: v ?? 0 })} />
          </label>
        </Space>
      </div>

      <Space className="dub-section" wrap>
        <Checkbox checked={retranslate} onChange={(e) => setRetranslate(e.target.checked)} disabled={working}>
          {t('editor.retranslate')}
        </Checkbox>
        <Button
          disabled={working}
          loading={busy}
          onClick={() => void run(async () => void ((await save()) && toast.success(t('editor.saved'))))}
          data-testid="dub-save"
        >
          {t('editor.save')}
        </Button>
        <Button
          type="primary"
          disabled={working}
          loading={busy}
          data-testid="dub-rerender"
          onClick={() =>
            void run(async () => {
              if (!(await save())) return;
              queryClient.setQueryData(['video-dub', current.id], await translateApi.render(current.id, retranslate));
            })
          }
        >
          {t('editor.rerender')}
        </Button>
        <Popconfirm
          title={t('editor.deleteConfirm')}
          onConfirm={() =>
            void run(async () => {
              await translateApi.remove(current.id);
              toast.success(t('editor.deleted'));
              navigate(VIDEO_DUB_LIST_ROUTE);
            })
          }
        >
          <Button danger disabled={working} data-testid="dub-delete">
            {t('editor.delete')}
          </Button>
        </Popconfirm>
      </Space>
    </div>
  );
}

/** The page opens only when the video-translation menu is open to the user (spec §6/§7 menu/checkRight). */
export default function VideoDubEditorPage() {
  return (
    <MenuRightGate menuNo="videoTranslate">
      <VideoDubEditor />
    </MenuRightGate>
  );
}
