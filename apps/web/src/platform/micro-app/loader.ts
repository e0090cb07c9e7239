import { messageFor } from '@orator/shared';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { assetUrl, checkMicroAppOptions, MICRO_APP_VERSION } from './rules.ts';

/**
 * The micro-app loader (spec §5/§9, product-rules#micro-apps, version 0.8.11): fetches a sub-app's
 * HTML by URL, puts its body and its styles (inline and linked, fetched as text) into the shadow
 * root of a custom element whose tag begins with micro-app, so its styles neither leak out nor
 * take the host's; then runs its external scripts in order. Inline scripts are not run (the page's
 * Content-Security-Policy allows scripts only from the app and the configured micro-app origins).
 * A script finds its root with `window.microApp.getRoot(name)`.
 */
interface MicroAppGlobal {
  version: string;
  getRoot(name: string): ShadowRoot | null;
}

declare global {
  interface Window {
    microApp?: MicroAppGlobal;
  }
}

const roots = new Map<string, ShadowRoot>();

function installGlobal(): void {
  window.microApp ??= { version: MICRO_APP_VERSION, getRoot: (name) => roots.get(name) ?? null };
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function loadScript(src: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    script.dataset.microApp = name;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src}: not loaded`));
    document.head.appendChild(script);
  });
}

export type MicroAppState = { state: 'loading' } | { state: 'mounted' } | { state: 'error'; message: string };

/** Mounts the sub-app at `url` into `host` (whose tag must begin with micro-app); reports its state. */
export async function mountMicroApp(host: HTMLElement, name: string, url: string, report: (state: MicroAppState) => void): Promise<void> {
  const refused = checkMicroAppOptions({ name, url, tagName: host.tagName.toLowerCase() });
  if (refused) {
    report({ state: 'error', message: messageFor(refused, currentLanguage()) });
    return;
  }
  report({ state: 'loading' });
  try {
    installGlobal();
    const html = await fetchText(url);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.replaceChildren();
    for (const element of Array.from(parsed.querySelectorAll('style, link[rel="stylesheet"]'))) {
      const style = document.createElement('style');
      if (element.tagName === 'STYLE') style.textContent = element.textContent;
      else {
        const href = assetUrl(element.getAttribute('href') ?? '', url);
        if (!href) continue;
        style.textContent = await fetchText(href);
      }
      root.appendChild(style);
    }
    const scripts = Array.from(parsed.querySelectorAll('script[src]'))
      .map((script) => assetUrl(script.getAttribute('src') ?? '', url))
      .filter((src): src is string => src !== null);
    for (const script of Array.from(parsed.querySelectorAll('script'))) script.remove();
    const body = document.createElement('div');
    body.dataset.microAppBody = name;
    body.append(...Array.from(parsed.body.childNodes).map((node) => document.importNode(node, true)));
    root.appendChild(body);
    roots.set(name, root);
    for (const src of scripts) await loadScript(src, name);
    report({ state: 'mounted' });
  } catch (error) {
    console.warn('micro-app failed', name, error);
    report({ state: 'error', message: messageFor('networkError', currentLanguage()) });
  }
}

/** Removes what a sub-app put in the page (its scripts stay loaded; its root is forgotten). */
export function unmountMicroApp(name: string): void {
  roots.get(name)?.replaceChildren();
  roots.delete(name);
  for (const script of Array.from(document.querySelectorAll(`script[data-micro-app="${CSS.escape(name)}"]`))) script.remove();
}

/** Defines `tagName` (beginning with micro-app) as a plain element the loader mounts into. */
export function defineMicroAppElement(tagName: string): void {
  if (!customElements.get(tagName)) customElements.define(tagName, class extends HTMLElement {});
}
