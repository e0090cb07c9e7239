import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { RoomProject } from '@orator/shared';
import { Alert, Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n/register.ts';
import type { Exchange, RoomState } from './useConversation.ts';

/** Waiting for a place (the project's concurrency limit): the position, updated as others leave. */
export function QueuedView({ position }: { position: number }) {
  const { t } = useTranslation('aiask');
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={t('runtime.queued')}
      subTitle={<span data-testid="room-queue-position">{t('runtime.queuedPosition', { position })}</span>}
      data-testid="room-queued"
      data-position={position}
    />
  );
}

/** Asleep (spec §3 Sleep settings): the sleep video when one is set, else the hint under a dimmed avatar. */
export function SleepingView({ project, width, height }: { project: RoomProject; width: number; height: number }) {
  const { t } = useTranslation('aiask');
  const { sleepVideoUrl, wakeWord } = project.config.sleep;
  return (
    <div className="ak-room-sleeping" data-testid="room-asleep">
      {sleepVideoUrl && (
        <video className="ak-room-sleep-video" src={sleepVideoUrl} width={width} height={height} autoPlay loop muted playsInline />
      )}
      <div className="ak-room-sleep-hint">{wakeWord ? t('runtime.asleep', { word: wakeWord }) : t('runtime.asleepAnyWord')}</div>
    </div>
  );
}

/** Disconnected after long silence, with a way back. */
export function IdleNotice({ onReconnect }: { onReconnect: () => void }) {
  const { t } = useTranslation('aiask');
  return (
    <Alert
      type="warning"
      showIcon
      message={t('runtime.idle')}
      action={
        <Button icon={<ReloadOutlined />} onClick={onReconnect} data-testid="room-reconnect">
          {t('runtime.reconnect')}
        </Button>
      }
      data-testid="room-idle"
    />
  );
}

/**
 * Auto screen-clear (§3 Interaction `autoClearSec`): once the room has been quiet that long (no
 * answer loading or spoken) the visible record is cleared. Returns whether it was cleared since
 * the last exchange, for a short note.
 */
export function useAutoClear(autoClearSec: number, state: RoomState, exchanges: Exchange[], clear: () => void): boolean {
  const [cleared, setCleared] = useState(false);
  const quiet = state === 'ready' || state === 'interrupted' || state === 'asleep';
  useEffect(() => {
    if (exchanges.length > 0) setCleared(false);
    if (autoClearSec <= 0 || !quiet || exchanges.length === 0) return;
    const timer = setTimeout(() => {
      clear();
      setCleared(true);
    }, autoClearSec * 1000);
    return () => clearTimeout(timer);
  }, [autoClearSec, quiet, exchanges, clear]);
  return cleared;
}
