import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';

/** Which left-menu entry a path belongs to: a base's detail pages count as "Knowledge bases". */
export function menuKeyOf(pathname: string): string {
  if (pathname.startsWith(AIASK_ROUTES.qaLibraries)) return AIASK_ROUTES.qaLibraries;
  if (pathname.startsWith(AIASK_ROUTES.knowledgeList) || pathname.startsWith(AIASK_ROUTES.knowledgeDetail))
    return AIASK_ROUTES.knowledgeTable;
  if (pathname.startsWith(AIASK_ROUTES.material)) return AIASK_ROUTES.material;
  if (pathname.startsWith(AIASK_ROUTES.role)) return AIASK_ROUTES.role;
  if (pathname.startsWith(AIASK_ROUTES.recording)) return AIASK_ROUTES.recording;
  return AIASK_ROUTES.project;
}

/**
 * What a phone gets at an area path (product-rules#web-app): the project list is the phone's own
 * list (/aiask/h5/list); the lists of roles, knowledge bases, Q&A libraries and records show as
 * cards; the editors (a base's detail, a Q&A library, materials) say they need a computer.
 */
export function phoneViewOf(pathname: string): 'h5List' | 'page' | 'desktopOnly' {
  const path = pathname.replace(/\/+$/, '');
  if (path === AIASK_ROUTES.home || path === AIASK_ROUTES.project) return 'h5List';
  if (
    [AIASK_ROUTES.role, AIASK_ROUTES.recording, AIASK_ROUTES.knowledgeList, AIASK_ROUTES.knowledgeTable, AIASK_ROUTES.qaLibraries].includes(
      path as never,
    )
  )
    return 'page';
  return 'desktopOnly';
}
