import type { ActionType, AvatarAction } from '../scene.ts';

/**
 * Gestures for a spoken clause, so a conversational avatar moves with what it says instead of
 * standing still: a greeting waves, a question opens the hands, "this / here / 这里" points, and a
 * plain statement nods. At most one gesture per clause, inside the clause's time, and none for a
 * clause too short to hold one (a gesture cut by the next clause looks like a twitch).
 */
export const GESTURE_MS: Record<ActionType, number> = { wave: 1600, point: 1400, openHands: 1500, nod: 900 };
/** Below this a clause is spoken without a gesture. */
export const GESTURE_MIN_CLAUSE_MS = 1000;

const RULES: Array<{ type: ActionType; pattern: RegExp }> = [
  { type: 'wave', pattern: /\b(hello|hi|hey|welcome|goodbye|bye)\b|你好|您好|欢迎|歡迎|再见|再見/i },
  { type: 'openHands', pattern: /[?？]|\b(how|what|which|why|would you|can i help)\b|吗|嗎|什么|什麼|怎么|怎麼/i },
  { type: 'point', pattern: /\b(this|here|there|these|those)\b|这里|這裡|这个|這個|那里|那裡|右边|左边|右邊|左邊/i },
];

/** The gesture a clause calls for (a statement nods). */
export function gestureFor(text: string): ActionType {
  return RULES.find((rule) => rule.pattern.test(text))?.type ?? 'nod';
}

/** The clause's gesture placed in its time (start at the first tenth, never past its end). */
export function planGestures(text: string, durationMs: number): AvatarAction[] {
  if (!text.trim() || durationMs < GESTURE_MIN_CLAUSE_MS) return [];
  const type = gestureFor(text);
  const startMs = Math.round(durationMs * 0.1);
  return [{ type, startMs, durationMs: Math.min(GESTURE_MS[type], durationMs - startMs) }];
}
