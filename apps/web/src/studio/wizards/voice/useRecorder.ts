import { VOICE_SAMPLE_LIMITS, type ErrorKey } from '@orator/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { microphoneErrorKey } from '../../../lib/media/useVoiceInput.ts';

/** Spec §4 recording: idle -> recording <-> paused -> (end) idle with a take, or (cancel) idle without. */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'paused';

/** Containers the browser may record in, best first (the server reads all of them). */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];

/**
 * One sentence recorded with MediaRecorder: start, pause, continue, end, cancel. A take stops by
 * itself at the 1-minute limit (§5). getUserMedia failures become the §8 microphone messages.
 */
export function useRecorder(onTake: (take: Blob) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [error, setError] = useState<ErrorKey | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const keep = useRef(true);
  const clock = useRef<{ runningSince: number | null; banked: number }>({ runningSince: null, banked: 0 });
  const latest = useRef(onTake);
  latest.current = onTake;

  const elapsed = () => clock.current.banked + (clock.current.runningSince === null ? 0 : Date.now() - clock.current.runningSince);

  const finish = useCallback((save: boolean) => {
    const active = recorder.current;
    if (!active) return;
    keep.current = save;
    if (active.state !== 'inactive') active.stop();
  }, []);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = window.setInterval(() => {
      const ms = elapsed();
      setElapsedMs(ms);
      if (ms >= VOICE_SAMPLE_LIMITS.recordingMs) finish(true);
    }, 200);
    return () => window.clearInterval(timer);
  }, [state, finish]);

  // Leaving the page never leaves the microphone open.
  useEffect(() => () => finish(false), [finish]);

  const start = useCallback(async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError('browserNoHardwareSupport');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
    } catch (cause) {
      setState('idle');
      setError(microphoneErrorKey(cause));
      return;
    }
    const mimeType = MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    chunks.current = [];
    keep.current = true;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      clock.current = { runningSince: null, banked: 0 };
      setState('idle');
      setElapsedMs(0);
      if (keep.current && chunks.current.length > 0) latest.current(new Blob(chunks.current, { type: media.mimeType || 'audio/webm' }));
    };
    media.onerror = () => {
      setError('recordingPermissionDenied');
      finish(false);
    };
    recorder.current = media;
    media.start(250);
    clock.current = { runningSince: Date.now(), banked: 0 };
    setState('recording');
  }, [finish]);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    clock.current = { runningSince: null, banked: elapsed() };
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    clock.current = { ...clock.current, runningSince: Date.now() };
    setState('recording');
  }, []);

  return { state, error, elapsedMs, start, pause, resume, end: () => finish(true), cancel: () => finish(false) };
}
