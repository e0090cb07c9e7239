import {
  CONVERSATION_SOCKET_PATH,
  type ConversationServerMessage,
  type ConversationStart,
  type RoomProject,
  type VisemeFrame,
  type VoiceInputStatus,
} from '@orator/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AudioQueue, base64Bytes } from './audioQueue.ts';
import { startNodeId } from './components/frame.ts';

/** How often the network latency component measures the socket's round trip. */
const PING_EVERY_MS = 5000;

export interface Exchange {
  turn: number;
  question: string;
  answer: string;
  interrupted: boolean;
  done: boolean;
}

/** The last utterance the server recognised (`seq` tells a repeat of the same words apart). */
export interface Transcript {
  text: string;
  ignored: boolean;
  seq: number;
}

/**
 * Spec §4 conversation states as the room shows them: queued (with a position), loading (the
 * answer is being prepared), speaking (started), interrupted reply, asleep, idle (disconnected after
 * long silence).
 */
export type RoomState = 'connecting' | 'queued' | 'ready' | 'loading' | 'speaking' | 'interrupted' | 'asleep' | 'idle' | 'closed';

/** States in which the visitor may send a question (asleep: the wake word). */
export function canAsk(state: RoomState): boolean {
  return state === 'ready' || state === 'interrupted' || state === 'asleep';
}

/**
 * One conversation socket: opens with the owner's token or a share token, keeps the exchanges as
 * they stream, plays the clause audio in order and stops everything at once on stop (barge-in).
 */
export function useConversation(start: ConversationStart | null) {
  const [state, setState] = useState<RoomState>('connecting');
  const [project, setProject] = useState<RoomProject | null>(null);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [played, setPlayed] = useState(0);
  const [position, setPosition] = useState(0);
  /** Bumped by reconnect(): a new socket after an idle disconnect. */
  const [attempt, setAttempt] = useState(0);
  /** The flow node the room is at (its components show): the start node until the server names another. */
  const [nodeId, setNodeId] = useState<string | null>(null);
  const [latencyMs, setLatencyMs] = useState<number | null>(null);
  const [muted, setMutedState] = useState(false);
  const [voiceInput, setVoiceInput] = useState<VoiceInputStatus | null>(null);
  const [transcript, setTranscript] = useState<Transcript | null>(null);
  /** Bumped on every server error, so the microphone knows its utterance was answered. */
  const [errors, setErrors] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const audioRef = useRef(new AudioQueue());
  /** Turns stopped here: their late audio is ignored. */
  const stoppedTurn = useRef(0);
  /** The newest turn the server has opened (the visible record may have been cleared since). */
  const lastTurn = useRef(0);
  const startKey = start ? JSON.stringify(start) : null;
  const send = useCallback((payload: object) => {
    if (socketRef.current?.readyState === WebSocket.OPEN) socketRef.current.send(JSON.stringify(payload));
  }, []);

  useEffect(() => {
    if (!startKey) return;
    setState('connecting');
    stoppedTurn.current = 0; // a new session numbers its turns from 1
    lastTurn.current = 0;
    setNodeId(null);
    const audio = audioRef.current;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}${CONVERSATION_SOCKET_PATH}`);
    socketRef.current = socket;
    socket.onopen = () => socket.send(startKey);
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as ConversationServerMessage;
      switch (message.type) {
        case 'queued':
          setPosition(message.position);
          setState('queued');
          break;
        case 'sleep':
          audio.stop();
          setState('asleep');
          break;
        case 'wake':
          setState('ready');
          break;
        case 'idle':
          audio.stop();
          setState('idle');
          break;
        case 'ready':
          setProject(message.project);
          setVoiceInput(message.voiceInput);
          setNodeId((current) => current ?? startNodeId(message.project.config));
          setState('ready');
          break;
        case 'pong':
          setLatencyMs(Math.max(0, Math.round(performance.now() - message.at)));
          break;
        case 'turn':
          lastTurn.current = message.turn;
          setState('loading');
          setExchanges((list) => [
            ...list,
            { turn: message.turn, question: message.question, answer: '', interrupted: false, done: false },
          ]);
          break;
        case 'delta':
          setExchanges((list) => list.map((x) => (x.turn === message.turn ? { ...x, answer: x.answer + message.text } : x)));
          break;
        case 'audio':
          if (message.turn <= stoppedTurn.current) break;
          setState('speaking');
          audio.enqueue(base64Bytes(message.data), message.visemes as VisemeFrame[], () => setPlayed(audio.played), message.actions);
          break;
        case 'done':
          setExchanges((list) =>
            list.map((x) => (x.turn === message.turn ? { ...x, answer: message.answer, interrupted: message.interrupted, done: true } : x)),
          );
          if (message.interrupted) setState((current) => (current === 'asleep' || current === 'closed' ? current : 'interrupted'));
          else setState((current) => (current === 'loading' ? 'ready' : current));
          break;
        case 'node':
          setNodeId(message.nodeId);
          break;
        case 'transcript':
          setTranscript((last) => ({ text: message.text, ignored: message.ignored, seq: (last?.seq ?? 0) + 1 }));
          break;
        case 'error':
          setErrors((n) => n + 1);
          setError(message.message);
          break;
        default:
          break;
      }
    };
    socket.onclose = () => setState((current) => (current === 'idle' ? current : 'closed'));
    return () => {
      socket.onclose = null;
      socket.close();
      audio.stop();
    };
  }, [startKey, attempt]);

  // The speaking state ends when the audio does.
  useEffect(() => {
    if (state !== 'speaking') return;
    const timer = setInterval(() => {
      if (!audioRef.current.speaking) setState((current) => (current === 'speaking' ? 'ready' : current));
    }, 200);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => () => audioRef.current.close(), []);

  // Only a room showing the latency measures it.
  const measuresLatency = project?.config.components.some((component) => component.props.type === 'networkLatency') ?? false;
  const open = state !== 'closed' && state !== 'idle';
  useEffect(() => {
    if (!measuresLatency || !open) return;
    const ping = () => send({ type: 'ping', at: performance.now() });
    ping();
    const timer = setInterval(ping, PING_EVERY_MS);
    return () => clearInterval(timer);
  }, [measuresLatency, open, send]);

  const stop = useCallback(() => {
    stoppedTurn.current = lastTurn.current;
    audioRef.current.stop();
    send({ type: 'stop' });
    setState((current) => (current === 'closed' ? current : 'ready'));
  }, [send]);

  const ask = useCallback(
    (question: string) => {
      // A new question interrupts the answer being spoken (the server drops the rest of it too).
      stoppedTurn.current = lastTurn.current;
      audioRef.current.stop();
      audioRef.current.unlock();
      setError(null);
      send({ type: 'ask', question });
    },
    [send],
  );

  /** One spoken utterance (WAV, base64): the server transcribes it and asks it like a typed question. */
  const sendAudio = useCallback(
    (data: string) => {
      setError(null);
      audioRef.current.unlock();
      send({ type: 'audio', format: 'wav', data });
    },
    [send],
  );

  /** The language switch: the server answers and speaks in `language` from the next turn. */
  const switchLanguage = useCallback((language: string) => send({ type: 'language', language }), [send]);

  /** A jump button: the flow goes on from `target` (the answer in progress stops). */
  const goto = useCallback(
    (target: string) => {
      stoppedTurn.current = lastTurn.current;
      audioRef.current.stop();
      audioRef.current.unlock();
      send({ type: 'goto', nodeId: target });
    },
    [send],
  );

  const reconnect = useCallback(() => {
    setError(null);
    setExchanges([]);
    setAttempt((n) => n + 1);
  }, []);
  /** Clears the visible record (the session record on the server keeps every turn). */
  const clear = useCallback(() => setExchanges([]), []);
  /** Mutes the avatar's voice (the answer goes on: text, mouth, `played`). */
  const setMuted = useCallback((next: boolean) => {
    audioRef.current.muted = next;
    setMutedState(next);
  }, []);

  return {
    state,
    position,
    project,
    exchanges,
    error,
    played,
    nodeId,
    latencyMs,
    muted,
    voiceInput,
    transcript,
    errors,
    ask,
    sendAudio,
    stop,
    goto,
    switchLanguage,
    reconnect,
    clear,
    setMuted,
    audio: audioRef.current,
  };
}
