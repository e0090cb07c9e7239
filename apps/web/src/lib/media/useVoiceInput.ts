import type { MicVAD } from '@ricky0123/vad-web';
import { VOICE_UTTERANCE_MAX_BYTES, type ErrorKey } from '@orator/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where the Silero model, the VAD worklet and the onnxruntime wasm are served: copied from
 * node_modules into our own build (vite.config.ts `vadAssets`), never fetched from a CDN.
 */
export const VAD_ASSET_PATH = '/vad/';
const SAMPLE_RATE = 16000;
/** The server takes at most 30 s per utterance (16-bit samples after a 44-byte header). */
const MAX_SAMPLES = Math.floor((VOICE_UTTERANCE_MAX_BYTES - 44) / 2);

/** vad-web's encodeWAV(samples, format, sampleRate, channels, bitDepth): its defaults are 32-bit float. */
type Encoder = (samples: Float32Array, format?: number, sampleRate?: number, channels?: number, bitDepth?: number) => ArrayBuffer;

/** off -> starting (permission, model) -> listening <-> hearing (speech) -> recognising (sent) -> listening. */
export type MicState = 'off' | 'starting' | 'listening' | 'hearing' | 'recognising';

export interface VoiceInputOptions {
  method: 'direct' | 'hold';
  /** Pause that ends an utterance (direct method). */
  silenceMs: number;
  /** One utterance as WAV (16 kHz mono 16-bit), base64. */
  onUtterance(wavBase64: string): void;
  /** The visitor started speaking (barge-in: the room silences the avatar). */
  onSpeechStart(): void;
}

/** Spec §8 microphone messages for getUserMedia's errors (never swallowed: the room shows them). */
export function microphoneErrorKey(error: unknown): ErrorKey {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'microphoneRefused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'deviceNotFound';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'browserNoHardwareSupport';
  if (name === 'NotReadableError' || name === 'AbortError') return 'cannotOpenMicrophone';
  return 'recordingPermissionDenied';
}

function wavBase64(samples: Float32Array, encodeWAV: Encoder): string {
  const bytes = new Uint8Array(encodeWAV(samples.subarray(0, MAX_SAMPLES), 1, SAMPLE_RATE, 1, 16));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The microphone with browser VAD (@ricky0123/vad-web, Silero v5 on onnxruntime-web): echo
 * cancellation and noise suppression on, so the avatar's own voice does not trigger it. Direct
 * method: the VAD cuts utterances (`silenceMs` of quiet ends one). Hold method: what is heard
 * between press and release is one utterance. Starting needs a user gesture (autoplay rules).
 */
export function useVoiceInput(options: VoiceInputOptions) {
  const [state, setState] = useState<MicState>('off');
  const [error, setError] = useState<ErrorKey | null>(null);
  const vadRef = useRef<MicVAD | null>(null);
  const latest = useRef(options);
  latest.current = options;
  /** Hold method: frames gathered while the button is down (null when up). */
  const held = useRef<Float32Array[] | null>(null);
  const encoder = useRef<Encoder | null>(null);

  const send = useCallback((samples: Float32Array) => {
    if (!encoder.current || samples.length === 0) return;
    setState('recognising');
    latest.current.onUtterance(wavBase64(samples, encoder.current));
  }, []);

  const start = useCallback(async () => {
    if (vadRef.current) return;
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('browserNoHardwareSupport');
      return;
    }
    setState('starting');
    try {
      const { MicVAD, utils } = await import('@ricky0123/vad-web');
      encoder.current = utils.encodeWAV;
      const vad = await MicVAD.new({
        model: 'v5',
        baseAssetPath: VAD_ASSET_PATH,
        onnxWASMBasePath: VAD_ASSET_PATH,
        redemptionMs: latest.current.silenceMs,
        getStream: () =>
          navigator.mediaDevices.getUserMedia({
            audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
          }),
        onSpeechStart: () => {
          if (latest.current.method === 'direct') latest.current.onSpeechStart();
        },
        onSpeechRealStart: () => {
          if (latest.current.method === 'direct') setState('hearing');
        },
        onVADMisfire: () => setState((current) => (current === 'hearing' ? 'listening' : current)),
        onSpeechEnd: (audio) => {
          if (latest.current.method === 'direct') send(audio);
        },
        onFrameProcessed: (_probabilities, frame) => {
          held.current?.push(frame.slice());
        },
      });
      vadRef.current = vad;
      await vad.start();
      setState('listening');
    } catch (cause) {
      vadRef.current = null;
      setState('off');
      setError(microphoneErrorKey(cause));
    }
  }, [send]);

  const stop = useCallback(() => {
    const vad = vadRef.current;
    vadRef.current = null;
    held.current = null;
    setState('off');
    if (vad) void vad.destroy();
  }, []);

  /** Hold method: the button went down (the avatar is silenced at once). */
  const press = useCallback(() => {
    if (!vadRef.current) return;
    latest.current.onSpeechStart();
    held.current = [];
    setState('hearing');
  }, []);

  /** Hold method: the button came up; what was heard goes out as one utterance. */
  const release = useCallback(() => {
    const frames = held.current;
    held.current = null;
    if (!frames) return;
    const samples = new Float32Array(frames.reduce((total, frame) => total + frame.length, 0));
    let offset = 0;
    for (const frame of frames) {
      samples.set(frame, offset);
      offset += frame.length;
    }
    if (samples.length < SAMPLE_RATE / 5)
      setState('listening'); // a tap, not speech
    else send(samples);
  }, [send]);

  /** The server answered the utterance (transcript or error): listening again. */
  const heard = useCallback(
    () => setState((current) => (current === 'recognising' ? (vadRef.current ? 'listening' : 'off') : current)),
    [],
  );

  useEffect(() => () => void vadRef.current?.destroy(), []);

  return { state, error, start, stop, press, release, heard, clearError: () => setError(null) };
}
