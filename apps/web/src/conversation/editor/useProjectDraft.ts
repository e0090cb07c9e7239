import { missingForDemo, type AvatarProject, type DemoRequirement, type InputBoxConfig, type ProjectConfig } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { projectsApi } from '../projects/projectsApi.ts';

/** What the editor changes and saves in one updateProject call. */
export interface ProjectDraft {
  name: string;
  roleId: string | null;
  avatarId: string | null;
  voiceId: string | null;
  inputBox: InputBoxConfig | null;
  config: ProjectConfig;
}

function draftOf(project: AvatarProject): ProjectDraft {
  const { name, roleId, avatarId, voiceId, inputBox, config } = project;
  return { name, roleId, avatarId, voiceId, inputBox, config: structuredClone(config) };
}

/**
 * The project being edited: loaded once, changed locally (dirty until saved), saved whole. A failed
 * save keeps the draft and rethrows (the HTTP client has shown the server's message).
 */
export function useProjectDraft(id: string) {
  const queryClient = useQueryClient();
  const loaded = useQuery({ queryKey: ['aiask', 'project', id], queryFn: () => projectsApi.get(id), staleTime: Infinity });
  const [saved, setSaved] = useState<AvatarProject | null>(null);
  const [draft, setDraft] = useState<ProjectDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (loaded.data && !saved) {
      setSaved(loaded.data);
      setDraft(draftOf(loaded.data));
    }
  }, [loaded.data, saved]);

  const change = useCallback((update: (current: ProjectDraft) => ProjectDraft) => {
    setDraft((current) => (current ? update(current) : current));
    setDirty(true);
  }, []);
  const changeConfig = useCallback(
    (update: (config: ProjectConfig) => ProjectConfig) => change((current) => ({ ...current, config: update(current.config) })),
    [change],
  );

  const save = useCallback(async (): Promise<AvatarProject> => {
    if (!saved || !draft) throw new Error('project not loaded');
    setSaving(true);
    try {
      const project = await projectsApi.save({ id: saved.id, ratio: saved.ratio, width: saved.width, height: saved.height, ...draft });
      setSaved(project);
      setDraft(draftOf(project));
      setDirty(false);
      queryClient.setQueryData(['aiask', 'project', id], project);
      void queryClient.invalidateQueries({ queryKey: ['aiask', 'projects'] });
      return project;
    } finally {
      setSaving(false);
    }
  }, [saved, draft, id, queryClient]);

  /** What §5 still asks for before demo, judged on the draft (saving it is a separate step). */
  const missing: DemoRequirement[] = draft ? missingForDemo(draft) : [];
  return { project: saved, draft, dirty, saving, missing, error: loaded.error, change, changeConfig, save };
}
