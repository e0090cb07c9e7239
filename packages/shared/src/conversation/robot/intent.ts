import type { TaskPlan } from './types.ts';

/** Case, width and punctuation do not matter when a visitor's words are matched to a trigger intent. */
function normalizeIntent(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/**
 * The task a visitor asked for: the one whose trigger intent the words contain (the longest such
 * intent, so "show me the garden" beats "show me"; of equal ones, the first given); null when none
 * matches or nothing was heard.
 */
export function taskForIntent(heard: string | null | undefined, plans: Iterable<TaskPlan>): TaskPlan | null {
  const words = normalizeIntent(heard ?? '');
  if (!words) return null;
  let best: { plan: TaskPlan; length: number } | null = null;
  for (const plan of plans) {
    const intent = normalizeIntent(plan.triggerIntent);
    if (!intent || plan.points.length === 0 || (!` ${words} `.includes(` ${intent} `) && !containsCjk(intent, words))) continue;
    if (!best || intent.length > best.length) best = { plan, length: intent.length };
  }
  return best?.plan ?? null;
}

/** Chinese has no spaces between words: a CJK intent matches anywhere in the words. */
function containsCjk(intent: string, words: string): boolean {
  return /\p{Script=Han}/u.test(intent) && words.includes(intent);
}
