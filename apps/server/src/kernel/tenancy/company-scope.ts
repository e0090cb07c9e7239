import { AsyncLocalStorage } from 'node:async_hooks';

/** How a request names its company: the companyId header or query, else its Host header (spec §7). */
export interface CompanySelector {
  companyId?: string | undefined;
  host?: string | undefined;
}

/**
 * The company the work in progress is done for (issue 15 §2, product-rules#company-config).
 * The HTTP shell opens a scope for every request; the job queue stores the scope with each job it
 * enqueues and reopens it when the job runs; socket handlers bind their message callbacks to it.
 * Whatever runs inside then reaches the selector without every service passing it along — the
 * language-model port uses it to pick the company's own key (pillars/platform/llm/company-model.ts).
 */
const scope = new AsyncLocalStorage<CompanySelector>();

export function runInCompanyScope<T>(selector: CompanySelector, work: () => T): T {
  return scope.run(selector, work);
}

/** The selector of the request (or job) in progress; null outside any. */
export function currentCompanySelector(): CompanySelector | null {
  const selector = scope.getStore();
  return selector && (selector.companyId || selector.host) ? selector : null;
}

/**
 * `callback` runs in the scope that is current now, whichever event later calls it — for socket
 * 'message' listeners, whose events otherwise arrive in the connection's (company-less) context.
 */
export function bindToCompanyScope<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const selector = scope.getStore();
  if (!selector) return callback;
  return (...args: A) => scope.run(selector, () => callback(...args));
}
