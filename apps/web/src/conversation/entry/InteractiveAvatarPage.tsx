import { Navigate, useSearchParams } from 'react-router';
import { roomPath } from '@orator/shared';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';

/**
 * `/interactiveAvatar?id=<project>[&share=<token>]` (spec §2): the embeddable address of a
 * conversation room; it opens the same room as `/aiask/digital/{id}`. Without a project it goes to
 * the project list.
 */
export default function InteractiveAvatarPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? search.get('projectId');
  if (!id) return <Navigate to={AIASK_ROUTES.project} replace />;
  return <Navigate to={roomPath(id, search.get('share') ?? undefined)} replace />;
}
