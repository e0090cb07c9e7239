import { AIASK_ROUTES } from '../paths.ts';

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
