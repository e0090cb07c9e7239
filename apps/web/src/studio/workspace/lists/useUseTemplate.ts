import type { TemplateSummary } from '@orator/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { catalogApi } from '../api/workspaceApi.ts';
import { editorPathFor } from '../model/projectActions.ts';
import { openEditor } from '../../shared/openEditor.ts';
import type { ProjectKind } from '@orator/shared';

/**
 * "Use template": the server creates the draft (refusing gated templates with the catalogue
 * message, which the HTTP client shows), then the editor opens on it.
 */
export function useUseTemplate(): { use: (template: TemplateSummary) => void; busyId: string | null } {
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const use = (template: TemplateSummary) => {
    setBusyId(template.id);
    catalogApi
      .useTemplate(template.id)
      .then((result) => openEditor(editorPathFor({ id: result.projectId, projectType: result.projectType as ProjectKind }), navigate))
      .catch(() => undefined)
      .finally(() => setBusyId(null));
  };
  return { use, busyId };
}
