import { pieceOfSegment, type LiveStreamStatus } from '@orator/shared/livestream';
import { LIVE_STREAM_PATHS } from '@orator/shared/livestream';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Popconfirm, Space, Tag } from 'antd';
import Hls from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSessionHeaders } from '../lib/api/http.ts';
import { toast } from '../lib/ui/notify.ts';
import { LIVE_NAMESPACE } from './i18n/register.ts';
import { liveApi } from './liveApi.ts';

const STATE_COLOURS: Record<LiveStreamStatus['state'], string> = {
  stopped: 'default',
  starting: 'processing',
  live: 'red',
  error: 'warning',
};

/**
 * Going live on the room page (issue 13 §2): Go live / Stop (stop confirms), the stream's state,
 * the stream itself played with hls.js (the playlist needs the session header, so hls.js sends
 * it), which piece is on screen, and the RTMP push target (its key shown masked once saved).
 */
export function GoLivePanel({ roomId }: { roomId: string }) {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['live', 'stream', roomId],
    queryFn: () => liveApi.streamStatus(roomId),
    refetchInterval: (query) => (query.state.data?.streaming ? 2000 : false),
  });
  const [busy, setBusy] = useState(false);
  const update = (next: LiveStreamStatus) => queryClient.setQueryData(['live', 'stream', roomId], next);
  const act = async (action: () => Promise<LiveStreamStatus>) => {
    setBusy(true);
    try {
      update(await action());
    } catch {
      // The API client already showed the message (e.g. scenes without lines).
    } finally {
      setBusy(false);
    }
  };

  const stream = status.data;
  if (!stream) return null;
  return (
    <section className="live-stream-panel" data-testid="live-stream-panel" data-state={stream.state}>
      <Space wrap>
        <Tag color={STATE_COLOURS[stream.state]} data-testid="live-stream-state">
          {t(`stream.state.${stream.state}`)}
        </Tag>
        {stream.streaming ? (
          <Popconfirm title={t('stream.confirmStop')} onConfirm={() => act(() => liveApi.stopLive(roomId))}>
            <Button danger loading={busy}>
              {t('stream.stop')}
            </Button>
          </Popconfirm>
        ) : (
          <Button type="primary" loading={busy} onClick={() => act(() => liveApi.goLive(roomId))}>
            {t('stream.goLive')}
          </Button>
        )}
      </Space>
      {stream.lastError && stream.state === 'error' && (
        <Alert type="warning" showIcon message={t('stream.error', { error: stream.lastError })} />
      )}
      {stream.failed && stream.lastError && (
        <Alert type="error" showIcon data-testid="live-stream-failed" message={t('stream.failed', { error: stream.lastError })} />
      )}
      {stream.streaming && <LivePlayer roomId={roomId} />}
      <RtmpSettings stream={stream} onSaved={update} />
    </section>
  );
}

function LivePlayer({ roomId }: { roomId: string }) {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const video = useRef<HTMLVideoElement>(null);
  const [onScreen, setOnScreen] = useState<string | null>(null);
  const supported = Hls.isSupported();
  useEffect(() => {
    const element = video.current;
    if (!element || !supported) return;
    const hls = new Hls({
      // The room's playlist and segments are the owner's: the session header goes with each load.
      xhrSetup: (xhr) => {
        for (const [name, value] of Object.entries(currentSessionHeaders())) xhr.setRequestHeader(name, value);
      },
      // The streamer publishes one segment ahead; a short buffer keeps the page near real time.
      liveSyncDurationCount: 2,
    });
    hls.on(Hls.Events.FRAG_CHANGED, (_event, data) => setOnScreen(data.frag.relurl ?? null));
    // The first playlist load can come before the streamer's first segment: hls.js would give up.
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) window.setTimeout(() => hls.loadSource(LIVE_STREAM_PATHS.playlist(roomId)), 2000);
    });
    hls.loadSource(LIVE_STREAM_PATHS.playlist(roomId));
    hls.attachMedia(element);
    return () => hls.destroy();
  }, [roomId, supported]);
  const piece = onScreen ? pieceOfSegment(onScreen) : null;
  if (!supported) return <Alert type="info" message={t('stream.playerUnsupported')} />;
  return (
    <div className="live-stream-player">
      <video ref={video} data-testid="live-player" muted autoPlay playsInline controls />
      <div data-testid="live-on-screen" data-piece={onScreen ?? ''}>
        {piece ? t(piece.kind === 'reply' ? 'stream.onScreenReply' : 'stream.onScreenLine') : t('stream.buffering')}
      </div>
    </div>
  );
}

function RtmpSettings({ stream, onSaved }: { stream: LiveStreamStatus; onSaved: (next: LiveStreamStatus) => void }) {
  const { t } = useTranslation(LIVE_NAMESPACE);
  const [url, setUrl] = useState(stream.rtmp.url ?? '');
  const [key, setKey] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      onSaved(await liveApi.saveRtmp(stream.roomId, key ? { url, key } : { url }));
      setKey('');
      toast.success(t('stream.rtmp.saved'));
    } catch {
      // shown by the API client
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="live-rtmp" data-testid="live-rtmp">
      <h3>{t('stream.rtmp.title')}</h3>
      <Space direction="vertical" style={{ width: '100%', maxWidth: 520 }}>
        <Input
          aria-label={t('stream.rtmp.url')}
          placeholder="rtmp://live.example.com/app"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Input.Password
          aria-label={t('stream.rtmp.key')}
          placeholder={stream.rtmp.keyMasked ? t('stream.rtmp.keySaved', { key: stream.rtmp.keyMasked }) : t('stream.rtmp.key')}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          autoComplete="off"
        />
        <Button onClick={save} loading={saving}>
          {t('stream.rtmp.save')}
        </Button>
        <span className="live-rtmp-hint">{t('stream.rtmp.hint')}</span>
        {stream.streaming && stream.rtmp.url && (
          <Tag color={stream.rtmp.connected ? 'green' : 'default'} data-testid="live-rtmp-state">
            {t(stream.rtmp.connected ? 'stream.rtmp.connected' : 'stream.rtmp.notConnected')}
          </Tag>
        )}
        {stream.streaming && stream.rtmp.lastError && (
          <Alert type="warning" showIcon message={t('stream.rtmp.error', { error: stream.rtmp.lastError })} />
        )}
      </Space>
    </div>
  );
}
