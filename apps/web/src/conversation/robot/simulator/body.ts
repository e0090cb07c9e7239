import type { RobotCommand, StatusReport } from '@orator/shared';

/**
 * The simulated robot's body (pure): it walks to points on the map, speaks, charges, and drains its
 * battery by the distance it walks. The simulator page runs `tick` on a timer (its speed scales the
 * simulated seconds) and reports `reportOf` to the device API; the rules' answer goes to `receive`.
 */
export interface Spot {
  x: number;
  y: number;
}

export interface Body {
  at: Spot;
  /** 0..100, fractional (reports send whole percent). */
  battery: number;
  /** The point it stands at; null while walking or after stopping between points. */
  position: string | null;
  walkingTo: string | null;
  charging: boolean;
  speaking: { text: string; leftS: number } | null;
  /** Commands of the current batch not started yet. */
  queue: RobotCommand[];
}

export const PHYSICS = {
  /** Map units per simulated second. */
  walkSpeed: 60,
  /** Battery % per map unit walked. */
  drainPerUnit: 0.05,
  /** Battery % per simulated second on the charger. */
  chargePerS: 4,
  /** How long speaking takes: characters per simulated second, at least `minSpeakS`. */
  speakCharsPerS: 14,
  minSpeakS: 1,
};

export function newBody(at: Spot, battery: number, position: string | null): Body {
  return { at, battery, position, walkingTo: null, charging: false, speaking: null, queue: [] };
}

/** A batch from the rules: `wait` alone changes nothing; anything else replaces what the body was doing. */
export function receive(body: Body, commands: RobotCommand[]): Body {
  if (commands.every((command) => command.type === 'wait')) return body;
  return { ...body, walkingTo: null, speaking: null, queue: commands.filter((command) => command.type !== 'wait') };
}

export function speakSeconds(text: string): number {
  return Math.max(PHYSICS.minSpeakS, text.length / PHYSICS.speakCharsPerS);
}

/** Starts queued commands until one takes time (speak, goto) or the queue is empty. `onSpeak` hears each text once. */
function startNext(body: Body, onSpeak: (text: string) => void): Body {
  let next = body;
  while (!next.speaking && !next.walkingTo && next.queue.length > 0) {
    const [command, ...rest] = next.queue as [RobotCommand, ...RobotCommand[]];
    next = { ...next, queue: rest };
    if (command.type === 'speak') {
      onSpeak(command.text);
      next = { ...next, speaking: { text: command.text, leftS: speakSeconds(command.text) } };
    } else if (command.type === 'goto') {
      next = { ...next, walkingTo: command.point, position: null, charging: false };
    } else if (command.type === 'charge') {
      next = { ...next, charging: true };
    } else if (command.type === 'pause') {
      next = { ...next, charging: false };
    }
  }
  return next;
}

/** Advances the body by `dtS` simulated seconds; `place` gives a point's spot on the map. */
export function tick(body: Body, dtS: number, place: (point: string) => Spot, onSpeak: (text: string) => void = () => undefined): Body {
  let next = startNext(body, onSpeak);
  if (next.charging && !next.walkingTo) next = { ...next, battery: Math.min(100, next.battery + PHYSICS.chargePerS * dtS) };
  if (next.speaking) {
    const leftS = next.speaking.leftS - dtS;
    next = { ...next, speaking: leftS > 0 ? { ...next.speaking, leftS } : null };
  } else if (next.walkingTo) {
    next = walk(next, dtS, place(next.walkingTo));
  }
  return startNext(next, onSpeak);
}

function walk(body: Body, dtS: number, to: Spot): Body {
  if (body.battery <= 0) return body; // flat: it cannot move
  const dx = to.x - body.at.x;
  const dy = to.y - body.at.y;
  const distance = Math.hypot(dx, dy);
  const reach = Math.min(PHYSICS.walkSpeed * dtS, distance, body.battery / PHYSICS.drainPerUnit);
  const battery = Math.max(0, body.battery - reach * PHYSICS.drainPerUnit);
  if (reach >= distance) return { ...body, at: to, battery, position: body.walkingTo, walkingTo: null };
  const share = reach / distance;
  return { ...body, at: { x: body.at.x + dx * share, y: body.at.y + dy * share }, battery };
}

/** What the robot tells the device API: whole percent, where it stands, and whether it stands still. */
export function reportOf(body: Body): StatusReport {
  return { battery: Math.floor(body.battery), position: body.position, arrived: body.walkingTo === null };
}
