import type { UiLanguage } from '@orator/shared';
import i18n from 'i18next';
import { readStoredLanguage } from './language.ts';

/** One language's texts of a namespace, loaded on demand (its own chunk, fetched only when needed). */
export type CatalogueLoader = () => Promise<object>;

interface Registered {
  namespace: string;
  loaders: Record<UiLanguage, CatalogueLoader>;
  loaded: Map<UiLanguage, Promise<void>>;
}

const registered: Registered[] = [];
/** The language whose catalogues every registered namespace must hold (the UI language, or the one being switched to). */
let language: UiLanguage = readStoredLanguage();

function load(entry: Registered, wanted: UiLanguage): Promise<void> {
  let pending = entry.loaded.get(wanted);
  if (!pending) {
    pending = entry.loaders[wanted]().then((texts) => {
      i18n.addResourceBundle(wanted, entry.namespace, texts, true, true);
    });
    // A failed fetch (a deploy replaced the chunk) may be tried again on the next switch.
    pending.catch(() => entry.loaded.delete(wanted));
    entry.loaded.set(wanted, pending);
  }
  return pending;
}

/**
 * Registers a namespace's catalogues, one loader per language, and loads the UI language's.
 * Each area's `i18n/register.ts` awaits this at its top level, so a module that imports the
 * register (and every page that imports that module) evaluates only once its texts are there:
 * the first render never shows raw keys. The other languages load when the user switches.
 */
export function registerCatalogue(namespace: string, loaders: Record<UiLanguage, CatalogueLoader>): Promise<void> {
  const entry: Registered = { namespace, loaders, loaded: new Map() };
  registered.push(entry);
  return load(entry, language);
}

/** Loads every registered namespace in `wanted`; namespaces registered while it runs load it too. */
export async function loadCataloguesFor(wanted: UiLanguage): Promise<void> {
  language = wanted;
  await Promise.all(registered.map((entry) => load(entry, wanted)));
}
