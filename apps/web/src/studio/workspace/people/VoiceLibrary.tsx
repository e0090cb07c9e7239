import { LoadingOutlined, PauseCircleFilled, PlayCircleFilled, SoundOutlined } from '@ant-design/icons';
import { toUiLanguage, type Speaker } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Pagination, Segmented, Select, Skeleton } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isContentLanguage, languageLabel, voiceLanguages } from '../../kit/voice/voiceFilter.ts';
import { peopleApi } from '../api/workspaceApi.ts';

const PAGE_SIZE = 24;

/** One sample plays at a time; starting another stops the first. */
function useSamplePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<{ id: string; loading: boolean } | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = (speaker: Speaker) => {
    audio.current?.pause();
    if (playing?.id === speaker.id) {
      setPlaying(null);
      return;
    }
    // The sample URL is public (an <audio> cannot send the session); it is synthesised on first play.
    const element = new Audio(speaker.sampleUrl);
    audio.current = element;
    setPlaying({ id: speaker.id, loading: true });
    element.oncanplay = () => setPlaying((p) => (p?.id === speaker.id ? { id: speaker.id, loading: false } : p));
    element.onended = () => setPlaying((p) => (p?.id === speaker.id ? null : p));
    element.onerror = () => setPlaying(null);
    void element.play().catch(() => setPlaying(null));
  };
  return { playing, toggle };
}

/**
 * The voice library: every speaker of the speech engines (the 14 video-area languages first, then
 * the other espeak-ng languages named in the UI language), filtered by language and gender, paged,
 * with samples.
 */
export function VoiceLibrary() {
  const { t, i18n } = useTranslation('workspace');
  const ui = toUiLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const [language, setLanguage] = useState<string>('all');
  const [gender, setGender] = useState<'any' | 'male' | 'female'>('any');
  const [keyword, setKeyword] = useState('');
  // product-rules#speech: the speaker store is searched in pages of 2000, i.e. all at once.
  const speakers = useQuery({ queryKey: ['workspace', 'speakers'], queryFn: () => peopleApi.speakers({ size: 2000 }), staleTime: 300_000 });
  const player = useSamplePlayer();
  const all = useMemo(() => speakers.data?.items ?? [], [speakers.data]);
  const languages = useMemo(() => voiceLanguages(all, ui), [all, ui]);
  // Other languages carry their code too: a few share a name (Vietnamese, northern and southern).
  const labelOf = (code: string) => (isContentLanguage(code) ? languageLabel(code, ui) : `${languageLabel(code, ui)} · ${code}`);
  const shown = all.filter(
    (s) =>
      (language === 'all' || s.language === language) &&
      (gender === 'any' || s.gender === gender) &&
      (!keyword.trim() || s.name.toLowerCase().includes(keyword.trim().toLowerCase())),
  );
  const pageItems = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const formant = language !== 'all' && !isContentLanguage(language) && language !== 'auto';

  return (
    <div data-testid="voice-library">
      <div className="ws-toolbar">
        <span className="ws-filter-label">{t('voices.language')}</span>
        <Select
          value={language}
          onChange={(next) => (setLanguage(next), setPage(1))}
          style={{ minWidth: 220 }}
          showSearch
          optionFilterProp="label"
          options={[{ value: 'all', label: t('assets.all') }, ...languages.map((code) => ({ value: code, label: labelOf(code) }))]}
          data-testid="voice-language"
        />
        <Segmented
          value={gender}
          onChange={(v) => (setGender(v as typeof gender), setPage(1))}
          options={[
            { value: 'any', label: t('avatars.any') },
            { value: 'female', label: t('avatars.female') },
            { value: 'male', label: t('avatars.male') },
          ]}
        />
        <span className="ws-spacer" />
        <span className="ws-filter-label">{t('voices.count', { count: shown.length })}</span>
        <Input
          allowClear
          placeholder={t('voices.search')}
          value={keyword}
          onChange={(e) => (setKeyword(e.target.value), setPage(1))}
          style={{ maxWidth: 220 }}
        />
      </div>
      <Alert
        type={formant ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 12 }}
        message={formant ? t('voices.formantLanguage', { language: labelOf(language) }) : t('voices.formantNote')}
        data-testid="voice-quality-note"
      />
      {speakers.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : shown.length === 0 ? (
        <Empty className="ws-empty" />
      ) : (
        <div className="ws-grid voices">
          {pageItems.map((speaker) => {
            const active = player.playing?.id === speaker.id;
            return (
              <div key={speaker.id} className="ws-voice-row" data-testid="voice-row">
                <span className="ws-voice-icon">
                  <SoundOutlined />
                </span>
                <div className="ws-grow">
                  <div className="ws-card-title">{speaker.name}</div>
                  <div className="ws-card-meta">
                    <span data-testid="voice-language-name">{languageLabel(speaker.language, ui)}</span>
                    <span>{t(`avatars.${speaker.gender}`)}</span>
                    <span>{speaker.engine}</span>
                  </div>
                </div>
                <Button
                  shape="circle"
                  type={active ? 'primary' : 'default'}
                  aria-label={active ? t('voices.stop') : t('voices.play')}
                  icon={active && player.playing?.loading ? <LoadingOutlined /> : active ? <PauseCircleFilled /> : <PlayCircleFilled />}
                  onClick={() => player.toggle(speaker)}
                  data-testid="voice-play"
                />
              </div>
            );
          })}
        </div>
      )}
      {shown.length > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'center' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={shown.length}
          onChange={setPage}
          showSizeChanger={false}
          data-testid="voice-pages"
        />
      )}
    </div>
  );
}
