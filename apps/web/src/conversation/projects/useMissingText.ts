import type { DemoRequirement } from '@orator/shared';
import { useTranslation } from 'react-i18next';

/** "input box, role" in the UI language: what a project still needs before demo or share. */
export function useMissingText() {
  const { t } = useTranslation('aiask');
  return (missing: readonly DemoRequirement[]) => missing.map((requirement) => t(`projects.missing.${requirement}`)).join(', ');
}
