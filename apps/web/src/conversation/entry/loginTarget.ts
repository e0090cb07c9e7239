import { isMobileWidth } from '../../lib/ui/useIsMobile.ts';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';

/** Phones (and a visitor coming from the mobile list) land on the mobile project list after login. */
export function loginTarget(from: string | null, viewportWidth: number): string {
  return from === 'h5' || isMobileWidth(viewportWidth) ? AIASK_ROUTES.h5List : AIASK_ROUTES.project;
}
