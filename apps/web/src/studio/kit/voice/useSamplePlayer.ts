import type { Speaker } from '@orator/shared';
import { useEffect, useRef, useState } from 'react';

/** The one sample player of the editors: one sample at a time; press again (or pick another) to stop it. */
export function useSamplePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  // Leaving the panel must not leave a sample talking.
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = (speaker: Speaker) => {
    audio.current?.pause();
    if (playing === speaker.id) {
      setPlaying(null);
      return;
    }
    const element = new Audio(speaker.sampleUrl);
    element.onended = () => setPlaying(null);
    element.onerror = () => setPlaying(null);
    audio.current = element;
    setPlaying(speaker.id);
    void element.play().catch(() => setPlaying(null));
  };
  return { playing, toggle };
}
