import { useLanguageStore } from '../../lib/i18n/index.ts';
import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { videoApi } from '../shared/api/videoApi.ts';

/**
 * Query key of a catalogue the server names in the UI language (voices, avatars, stock,
 * templates). The language is part of the key, so switching it fetches the names again
 * instead of showing the old language until reload.
 */
export function useCatalogKey(...parts: readonly unknown[]): QueryKey {
  const language = useLanguageStore((s) => s.language);
  return ['studio', 'catalog', language, ...parts];
}

/** The voice catalogue, in the UI language. */
export function useSpeakers(enabled = true) {
  const queryKey = useCatalogKey('speakers');
  return useQuery({ queryKey, queryFn: () => videoApi.speakers({}), enabled, staleTime: 300_000 });
}
