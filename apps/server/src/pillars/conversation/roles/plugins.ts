import type { RolePlugin, UiLanguage } from '@orator/shared';

interface PluginDefinition {
  id: string;
  name: Record<UiLanguage, string>;
  description: Record<UiLanguage, string>;
}

/**
 * Tools a role may call while answering. Only tools that really run are listed (issue #9 §4): none
 * does yet, so the list is empty and a role naming a plugin id is refused.
 */
export const PLUGINS: readonly PluginDefinition[] = [];

export function pluginsIn(language: UiLanguage): RolePlugin[] {
  return PLUGINS.map((plugin) => ({ id: plugin.id, name: plugin.name[language], description: plugin.description[language] }));
}
