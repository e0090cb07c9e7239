import { projectSchema, type Project, type TimelineState } from '@orator/shared';
import type { TrackProjectMeta } from '../state/trackStore.ts';

/** The project as edited right now, in the shape the render plan reads. */
export function trackProject(meta: TrackProjectMeta, timeline: TimelineState): Project {
  return projectSchema.parse({
    id: meta.id,
    projectName: meta.projectName.trim() || '-',
    projectType: meta.projectType,
    ratio: meta.ratio,
    tracks: timeline.tracks,
    watermark: meta.watermark,
    resolution: meta.resolution,
  });
}
