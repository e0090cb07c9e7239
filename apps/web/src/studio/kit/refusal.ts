import type { ErrorKey } from '@orator/shared';

/**
 * Where a refused edit's catalogue message goes. The browser shows a toast (installed by
 * `i18n/register.ts`); store tests install a collector, so stores stay free of the DOM.
 */
type RefusalReporter = (error: ErrorKey) => void;

let report: RefusalReporter = (error) => console.error(`refused: ${error}`);

export function setRefusalReporter(next: RefusalReporter): void {
  report = next;
}

export function showRefusal(error: ErrorKey): void {
  report(error);
}
