import { PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { messageFor, profileIdOfVoice, VIDEO_PATHS, type Speaker } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSessionHeaders, fetchWithTimeout } from '../../../lib/api/http.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { AIASK_ROUTES } from '../../../lib/routing/paths/conversation.ts';
import { rolesApi } from '../../api/rolesApi.ts';
import { projectsApi } from '../../projects/projectsApi.ts';
import { fetchPreviewSpeech } from '../../../studio/shared/api/previewApi.ts';
import { useOwnVoices } from '../../../studio/kit/voice/useOwnVoices.ts';
import { useVoices } from '../fields.tsx';
import { speakerMatches } from '../speakers.ts';
import type { TabProps } from './tabProps.ts';

/** Speech preview (§7 tts/synthesis): the sentence in the chosen speaker at the project's speed, as mp3. */
async function synthesise(speaker: string, text: string, speed: number): Promise<Blob> {
  const response = await fetchWithTimeout(
    VIDEO_PATHS.ttsSynthesis,
    {
      method: 'POST',
      headers: { ...currentSessionHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ audioType: 'mp3', speaker, text, speed, volume: 1, rate: 16000 }),
    },
    'aiask',
  );
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' && body.message ? body.message : messageFor('previewFailed', currentLanguage()));
  }
  return response.blob();
}

/** An own voice (voice profile or cloned voice) speaks through the editors' preview: a public WAV of the owner's speech. */
async function ownVoiceAudio(voiceId: string, text: string, speed: number): Promise<string> {
  return (await fetchPreviewSpeech(text, voiceId, speed)).audioUrl;
}

/**
 * The speaker (TTS voice), among those fitting the voice tab, with a spoken preview. The user's
 * own ready voices (`profile:{id}`) come first as "My voices".
 */
export function SpeakerTab({ draft, change }: TabProps) {
  const { t } = useTranslation('aiask');
  const voices = useVoices();
  const own = useOwnVoices(true);
  const [text, setText] = useState(() => t('editor.speaker.previewDefault'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => player.current?.pause(), []);
  const voice = draft.config.voice;
  const fits = (speaker: Speaker) => speakerMatches(speaker, voice) || speaker.id === draft.voiceId;
  const fitting = (voices.data ?? []).filter(fits);
  const mine = (own.data ?? []).filter(fits);
  const option = (speaker: Speaker) => ({ value: speaker.id, label: `${speaker.name} (${speaker.locale})` });
  const speakerOptions: SelectProps<string>['options'] =
    mine.length > 0
      ? [
          { label: t('editor.speaker.myVoices'), title: 'mine', options: mine.map(option) },
          { label: t('editor.speaker.libraryVoices'), title: 'library', options: fitting.map(option) },
        ]
      : fitting.map(option);

  const preview = async () => {
    if (!draft.voiceId) return;
    setBusy(true);
    setProblem(null);
    try {
      const own = profileIdOfVoice(draft.voiceId) !== null;
      const src = own
        ? await ownVoiceAudio(draft.voiceId, text, voice.speed)
        : URL.createObjectURL(await synthesise(draft.voiceId, text, voice.speed));
      player.current?.pause();
      const audio = new Audio(src);
      player.current = audio;
      if (!own) audio.onended = () => URL.revokeObjectURL(audio.src);
      await audio.play();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('editor.speaker.previewFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical">
      <p className="ak-muted">{t('editor.speaker.filtered', { language: voice.language, gender: t(`editor.voice.${voice.gender}`) })}</p>
      <Form.Item label={t('editor.speaker.voice')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={voices.isPending || own.isPending}
          value={draft.voiceId ?? undefined}
          placeholder={t('projects.fields.none')}
          notFoundContent={t('editor.speaker.noneMatch')}
          options={speakerOptions}
          onChange={(voiceId?: string) => change((current) => ({ ...current, voiceId: voiceId ?? null }))}
          data-testid="editor-voice"
        />
      </Form.Item>
      <Form.Item label={t('editor.speaker.previewText')}>
        <Input.TextArea value={text} maxLength={200} autoSize={{ minRows: 2 }} onChange={(event) => setText(event.target.value)} />
      </Form.Item>
      <Button
        icon={<PlayCircleOutlined />}
        loading={busy}
        disabled={!draft.voiceId || !text.trim()}
        onClick={() => void preview()}
        data-testid="speaker-preview"
      >
        {t('editor.speaker.preview')}
      </Button>
      {problem && <Alert className="ak-ed-gap" type="error" showIcon message={problem} data-testid="speaker-preview-error" />}
    </Form>
  );
}

/** The role that answers (the role centre makes them). */
export function RolesTab({ draft, change }: TabProps) {
  const { t } = useTranslation('aiask');
  const roles = useQuery({ queryKey: ['aiask', 'roles', 'all'], queryFn: () => rolesApi.page({ page: 1, size: 100 }) });
  return (
    <Form layout="vertical">
      <p className="ak-muted">{t('editor.roles.hint')}</p>
      <Form.Item label={t('editor.roles.role')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={roles.isPending}
          value={draft.roleId ?? undefined}
          placeholder={t('editor.roles.none')}
          options={(roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name }))}
          onChange={(roleId?: string) => change((current) => ({ ...current, roleId: roleId ?? null }))}
          data-testid="editor-role"
        />
      </Form.Item>
      <Button icon={<PlusOutlined />} href={AIASK_ROUTES.role} target="_blank">
        {t('editor.roles.create')}
      </Button>
    </Form>
  );
}

/** The digital human (the avatar catalogue), drawn on the stage. */
export function AvatarTab({ draft, change }: TabProps) {
  const { t } = useTranslation('aiask');
  const avatars = useQuery({ queryKey: ['aiask', 'avatars'], queryFn: () => projectsApi.avatars() });
  return (
    <Form layout="vertical">
      <Form.Item label={t('editor.avatar.avatar')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={avatars.isPending}
          value={draft.avatarId ?? undefined}
          placeholder={t('editor.avatar.none')}
          options={(avatars.data?.items ?? []).map((avatar) => ({ value: avatar.id, label: avatar.name }))}
          onChange={(avatarId?: string) => change((current) => ({ ...current, avatarId: avatarId ?? null }))}
          data-testid="editor-avatar"
        />
      </Form.Item>
    </Form>
  );
}
