import { PauseCircleOutlined, PlayCircleOutlined, WifiOutlined } from '@ant-design/icons';
import { toUiLanguage, type ComponentProps } from '@orator/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomView } from './roomView.ts';

type Props<T extends ComponentProps['type']> = { props: Extract<ComponentProps, { type: T }>; view: RoomView };

/** Names of the languages a switch commonly offers, each in its own language; others show their code. */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文', ja: '日本語', ko: '한국어' };

/** The languages offered; choosing one switches the room's language. */
export function LanguageSwitch({ props, view }: Props<'languageSwitch'>) {
  return (
    <div className="ak-rc-panel ak-rc-languages" data-testid="rc-language-switch">
      {props.languages.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={toUiLanguage(view.language) === toUiLanguage(language)}
          onClick={() => view.actions?.setLanguage(language)}
          data-testid="rc-language"
        >
          {LANGUAGE_NAMES[language] ?? language}
        </button>
      ))}
    </div>
  );
}

/** The socket's round trip, as last measured. */
export function NetworkLatency({ view }: { view: RoomView }) {
  const { t } = useTranslation('aiask');
  const ms = view.latencyMs;
  const level = ms === null ? 'unknown' : ms < 150 ? 'good' : ms < 400 ? 'fair' : 'poor';
  return (
    <div className={`ak-rc-panel ak-rc-latency ak-rc-latency-${level}`} data-testid="rc-latency" data-ms={ms ?? ''}>
      <WifiOutlined /> {ms === null ? t('editor.room.latencyUnknown') : t('editor.room.latency', { ms })}
    </div>
  );
}

/** A remote announcement the visitor plays and pauses. */
export function RemoteVoice({ props, view }: Props<'remoteVoice'>) {
  const { t } = useTranslation('aiask');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = audio.current;
    if (!element || !view.actions) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <div className="ak-rc-panel ak-rc-remote" data-testid="rc-remote-voice">
      <button type="button" onClick={toggle} aria-pressed={playing} data-testid="rc-remote-toggle">
        {playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />} {props.text || t(playing ? 'editor.room.pause' : 'editor.room.play')}
      </button>
      <audio
        ref={audio}
        src={view.mediaUrl(props.url)}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </div>
  );
}

/** Music under the conversation: loops at its volume, quieter while the avatar speaks; silent in the editor. */
export function BackgroundMusic({ props, view }: Props<'backgroundMusic'>) {
  const audio = useRef<HTMLAudioElement>(null);
  const live = view.actions !== null;
  useEffect(() => {
    const element = audio.current;
    if (!element || !live) return;
    const apply = () => {
      element.volume = view.muted ? 0 : props.volume * (view.audio.speaking ? 0.3 : 1);
    };
    apply();
    // Browsers refuse sound before the first gesture: start on the first one.
    const start = () => void element.play().catch(() => undefined);
    start();
    window.addEventListener('pointerdown', start, { once: true });
    const timer = setInterval(apply, 200);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', start);
      element.pause();
    };
  }, [live, props.volume, view.audio, view.muted]);
  return <audio ref={audio} src={view.mediaUrl(props.url)} loop data-testid="rc-background-music" />;
}
