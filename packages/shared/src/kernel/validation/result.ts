import type { ErrorKey } from '../errors.ts';

/** Outcome of a validation rule: ok, or the catalogue key to show. */
export type RuleResult = { ok: true } | { ok: false; error: ErrorKey };

export type Rule<T> = (value: T) => RuleResult;

export const OK: RuleResult = Object.freeze({ ok: true });

export function fail(error: ErrorKey): RuleResult {
  return { ok: false, error };
}

/** Runs rules in order and returns the first failure. */
export function firstFailure(...results: RuleResult[]): RuleResult {
  return results.find((r) => !r.ok) ?? OK;
}
