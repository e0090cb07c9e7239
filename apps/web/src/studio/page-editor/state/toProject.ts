import { currentDocument, projectSchema, type Project } from '@orator/shared';
import { useEditorStore } from './editorStore.ts';

/** The project as edited right now, in the shape the render plan reads (preview and export duration). */
export function projectNow(): Project | null {
  const { meta, session } = useEditorStore.getState();
  if (!meta || !session) return null;
  const document = currentDocument(session);
  return projectSchema.parse({
    id: meta.id,
    projectName: meta.projectName || '-',
    projectType: 'Lamination',
    ratio: meta.ratio,
    ppts: document.pages,
    driveMode: document.driveMode,
    bgmGlobal: meta.bgmGlobal,
    watermark: meta.watermark,
    resolution: meta.resolution,
  });
}
