import type { DeviceAnswer, RobotMode } from '@orator/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AudioQueue } from '../../room/audioQueue.ts';
import { newBody, receive, reportOf, tick, type Body, type Spot } from './body.ts';
import { sendReport, synthesize, TokenRefused } from './deviceClient.ts';

/** Real milliseconds between simulation steps; each step is `speed` × this in simulated time. */
const STEP_MS = 100;
/** A report at least every half simulated second, and at once on arrival. */
const REPORT_EVERY_S = 0.5;
const LOG_MAX = 60;

export interface LogEntry {
  id: number;
  mode: RobotMode;
  battery: number;
  commands: DeviceAnswer['commands'];
}

/**
 * Runs the simulated robot: steps its body on a timer, reports to the device API, hands the rules'
 * commands to the body, and speaks through the speech preview (the newest text cuts an older one).
 */
export function useSimulator(options: {
  token: string | null;
  start: { at: Spot; battery: number; position: string | null };
  place: (point: string) => Spot;
  speed: number;
  voice: boolean;
}) {
  const [body, setBody] = useState<Body>(() => newBody(options.start.at, options.start.battery, options.start.position));
  const [answer, setAnswer] = useState<DeviceAnswer | null>(null);
  const [running, setRunning] = useState(false);
  const [refused, setRefused] = useState(false);
  const [log, setLog] = useState<LogEntry[]>([]);
  /** Texts whose speech came back and was queued to play. */
  const [voiced, setVoiced] = useState(0);
  const [audio] = useState(() => new AudioQueue());
  const live = useRef({
    body,
    simS: 0,
    lastReportS: -Infinity,
    inFlight: false,
    mode: null as RobotMode | null,
    logId: 0,
    heard: null as string | null,
  });
  const settings = useRef(options);
  settings.current = options;

  const speak = useCallback(
    (text: string) => {
      if (!settings.current.voice) return;
      void synthesize(text)
        .then((bytes) => {
          audio.stop();
          audio.enqueue(bytes, []);
          setVoiced((count) => count + 1);
        })
        .catch(() => undefined); // speech is a courtesy here: the rules do not wait for it
    },
    [audio],
  );

  const report = useCallback(async () => {
    const state = live.current;
    const token = settings.current.token;
    if (state.inFlight || !token) return;
    state.inFlight = true;
    state.lastReportS = state.simS;
    const heard = state.heard;
    try {
      const next = await sendReport(token, { ...reportOf(state.body), heard });
      if (heard === state.heard) state.heard = null; // heard once; a newer sentence waits for the next report
      state.body = receive(state.body, next.commands);
      setBody(state.body);
      setAnswer(next);
      const acting = next.commands.some((command) => command.type !== 'wait');
      if (acting || next.mode !== state.mode) {
        state.mode = next.mode;
        const entry = { id: ++state.logId, mode: next.mode, battery: next.battery, commands: next.commands };
        setLog((previous) => [entry, ...previous].slice(0, LOG_MAX));
      }
    } catch (error) {
      if (error instanceof TokenRefused) {
        setRefused(true);
        setRunning(false);
      }
    } finally {
      state.inFlight = false;
    }
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const state = live.current;
      const dtS = (STEP_MS / 1000) * settings.current.speed;
      const before = state.body;
      state.body = tick(before, dtS, settings.current.place, speak);
      state.simS += dtS;
      setBody(state.body);
      const arrived = before.walkingTo !== null && state.body.walkingTo === null;
      if (arrived || state.simS - state.lastReportS >= REPORT_EVERY_S) void report();
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [running, report, speak]);

  useEffect(() => () => audio.stop(), [audio]);

  return {
    body,
    answer,
    running,
    refused,
    log,
    voiced,
    audio,
    run: () => {
      audio.unlock(); // a click: the browser lets the page play sound from now on
      setRefused(false);
      setRunning(true);
    },
    halt: () => {
      audio.stop();
      setRunning(false);
    },
    /** A visitor's words, sent with the next report (the device API's `heard`). */
    hear: (text: string) => {
      live.current.heard = text;
    },
    setBattery: (battery: number) => {
      live.current.body = { ...live.current.body, battery };
      setBody(live.current.body);
    },
  };
}
