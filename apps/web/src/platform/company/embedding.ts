import { UI_LANGUAGES, type PublicCompanyConfig } from '@orator/shared';
import { z } from 'zod';

/**
 * The embedding protocol (docs/embedding.md, product-rules#embedding): what the app posts to the
 * parent window that frames it and what it accepts from it. Nothing posted carries a secret.
 */
export const EMBED_PROTOCOL_VERSION = 1;

/** Messages the app posts to its parent. */
export type OutgoingEmbedMessage =
  | { type: 'ready'; version: number; companyId: string | null }
  | { type: 'toTrack'; url: string }
  | { type: 'logout'; reason: 'loginRequired' | 'loggedOut' }
  | { type: 'navigated'; path: string };

/** Messages the app accepts from an allowed parent origin. */
export const IncomingEmbedMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setLanguage'), language: z.enum(UI_LANGUAGES) }),
  /** An app path: starts with one '/', never another origin. */
  z.object({
    type: z.literal('navigate'),
    path: z
      .string()
      .max(2000)
      .regex(/^\/(?!\/)[^\\]*$/),
  }),
  /** Token hand-over: the parent's login session for this app (product-rules#embedding). */
  z.object({ type: z.literal('token'), token: z.string().min(1).max(500) }),
]);
export type IncomingEmbedMessage = z.infer<typeof IncomingEmbedMessage>;

/** True when the app runs in a parent frame. */
export function isEmbedded(view: Pick<Window, 'parent'> = window): boolean {
  return view.parent !== (view as unknown as Window['parent']);
}

/**
 * The target origins a message goes to: the configuration's allowed parents (the browser delivers it
 * only if the parent really is one of them); without a list, any parent ('*'), which is why no message
 * carries anything but our own URLs and state names.
 */
export function targetOrigins(config: PublicCompanyConfig | null): string[] {
  const allowed = config?.embedOrigins ?? [];
  return allowed.length > 0 ? allowed : ['*'];
}

export function postToParent(message: OutgoingEmbedMessage, config: PublicCompanyConfig | null, view: Window = window): boolean {
  if (!isEmbedded(view)) return false;
  for (const origin of targetOrigins(config)) view.parent.postMessage(message, origin);
  return true;
}

/**
 * A message from the parent, if it is one we accept: sent by our parent window from an origin the
 * configuration allows (no list: nothing is accepted) and well formed.
 */
export function acceptedMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  config: PublicCompanyConfig | null,
  parent: unknown,
): IncomingEmbedMessage | null {
  if (event.source !== parent || event.source === null) return null;
  if (!(config?.embedOrigins ?? []).includes(event.origin)) return null;
  const parsed = IncomingEmbedMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
