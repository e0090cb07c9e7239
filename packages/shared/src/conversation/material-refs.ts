import type { ProjectConfig } from './project-config.ts';

/**
 * A project refers to a material of the owner's library as `material:<id>` rather than by a link:
 * links to stored files are signed and expire, and a visitor of a shared room has no login. The
 * server turns each reference into a fresh signed link when the room opens, and records which
 * materials a project uses (a used material cannot be deleted).
 */
const MATERIAL_REF_PREFIX = 'material:';

export function materialRef(materialId: string): string {
  return `${MATERIAL_REF_PREFIX}${materialId}`;
}

/** The material id of a reference, or null for an ordinary address. */
export function materialIdOf(url: string): string | null {
  return url.startsWith(MATERIAL_REF_PREFIX) && url.length > MATERIAL_REF_PREFIX.length ? url.slice(MATERIAL_REF_PREFIX.length) : null;
}

/** Every address field of a config, with a setter to replace it (for resolving references). */
function addressFields(config: ProjectConfig): Array<{ get: () => string; set: (url: string) => void }> {
  const fields: Array<{ get: () => string; set: (url: string) => void }> = [];
  const background = config.background;
  if (background.kind !== 'colour') fields.push({ get: () => background.url, set: (url) => (background.url = url) });
  fields.push({ get: () => config.sleep.sleepVideoUrl, set: (url) => (config.sleep.sleepVideoUrl = url) });
  for (const component of config.components) {
    const props = component.props;
    if (props.type === 'image' || props.type === 'video' || props.type === 'backgroundMusic' || props.type === 'remoteVoice')
      fields.push({ get: () => props.url, set: (url) => (props.url = url) });
  }
  return fields;
}

/** The distinct material ids a config uses. */
export function materialIdsOf(config: ProjectConfig): string[] {
  const ids = new Set<string>();
  for (const field of addressFields(config)) {
    const id = materialIdOf(field.get());
    if (id) ids.add(id);
  }
  return [...ids];
}

/** A copy of the config with each material reference replaced by `links[id]` (unknown ids become ''). */
export function resolveMaterialRefs(config: ProjectConfig, links: ReadonlyMap<string, string>): ProjectConfig {
  const copy = structuredClone(config);
  for (const field of addressFields(copy)) {
    const id = materialIdOf(field.get());
    if (id) field.set(links.get(id) ?? '');
  }
  return copy;
}
