import { useEffect, useRef, useState } from 'react';

/**
 * One stock track playing at a time. Stock files are public, so <audio> reads them directly
 * (the user's own files need the session and go through fetchMedia instead).
 */
export function useStockPreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  useEffect(() => () => audio.current?.pause(), []);

  const toggle = (id: string, url: string) => {
    audio.current?.pause();
    if (playingId === id) {
      setPlayingId(null);
      return;
    }
    const player = new Audio(url);
    player.onended = () => setPlayingId(null);
    audio.current = player;
    setPlayingId(id);
    void player.play().catch(() => setPlayingId((current) => (current === id ? null : current)));
  };
  const stop = () => {
    audio.current?.pause();
    setPlayingId(null);
  };
  return { playingId, toggle, stop };
}
