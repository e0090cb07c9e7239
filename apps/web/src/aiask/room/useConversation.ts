import {
  CONVERSATION_SOCKET_PATH,
  type ConversationServerMessage,
  type ConversationStart,
  type RoomProject,
  type VisemeFrame,
} from '@orator/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AudioQueue, base64Bytes } from './audioQueue.ts';

export interface Exchange {
  turn: number;
  question: string;
  answer: string;
  interrupted: boolean;
  done: boolean;
}

/** Spec §4 conversation states as the room shows them. */
export type RoomState = 'connecting' | 'ready' | 'loading' | 'speaking' | 'closed';

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
  const socketRef = useRef<WebSocket | null>(null);
  const audioRef = useRef(new AudioQueue());
  /** Turns stopped here: their late audio is ignored. */
  const stoppedTurn = useRef(0);
  const startKey = start ? JSON.stringify(start) : null;

  useEffect(() => {
    if (!startKey) return;
    const audio = audioRef.current;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}${CONVERSATION_SOCKET_PATH}`);
    socketRef.current = socket;
    socket.onopen = () => socket.send(startKey);
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as ConversationServerMessage;
      switch (message.type) {
        case 'ready':
          setProject(message.project);
          setState('ready');
          break;
        case 'turn':
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
          audio.enqueue(base64Bytes(message.data), message.visemes as VisemeFrame[], () => setPlayed(audio.played));
          break;
        case 'done':
          setExchanges((list) =>
            list.map((x) => (x.turn === message.turn ? { ...x, answer: message.answer, interrupted: message.interrupted, done: true } : x)),
          );
          setState((current) => (current === 'loading' ? 'ready' : current));
          break;
        case 'error':
          setError(message.message);
          break;
        default:
          break;
      }
    };
    socket.onclose = () => setState('closed');
    return () => {
      socket.onclose = null;
      socket.close();
      audio.stop();
    };
  }, [startKey]);

  // The speaking state ends when the audio does.
  useEffect(() => {
    if (state !== 'speaking') return;
    const timer = setInterval(() => {
      if (!audioRef.current.speaking) setState((current) => (current === 'speaking' ? 'ready' : current));
    }, 200);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => () => audioRef.current.close(), []);

  const send = (payload: object) => {
    if (socketRef.current?.readyState === WebSocket.OPEN) socketRef.current.send(JSON.stringify(payload));
  };

  const stop = useCallback(() => {
    stoppedTurn.current = exchanges.at(-1)?.turn ?? 0;
    audioRef.current.stop();
    send({ type: 'stop' });
    setState((current) => (current === 'closed' ? current : 'ready'));
  }, [exchanges]);

  const ask = useCallback(
    (question: string) => {
      // A new question interrupts the answer being spoken (the server drops the rest of it too).
      stoppedTurn.current = exchanges.at(-1)?.turn ?? 0;
      audioRef.current.stop();
      audioRef.current.unlock();
      setError(null);
      send({ type: 'ask', question });
    },
    [exchanges],
  );

  return { state, project, exchanges, error, played, ask, stop, audio: audioRef.current };
}
