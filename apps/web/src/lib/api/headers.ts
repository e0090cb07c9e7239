import { LANGUAGE_HEADER_CODE, type UiLanguage } from '@orator/shared';

/** What the client knows about the session when it sends a request (product-rules#accounts-sessions). */
export interface SessionSnapshot {
  token: string | null;
  tenantId: string | null;
  /** Only set for a partner company's page (?companyId= or VITE_COMPANY_ID; product-rules#company-config). */
  companyId: string | null;
  language: UiLanguage;
  /** IANA zone, e.g. Europe/Berlin; the server uses it for dates in mails and exports. */
  timeZone: string;
}

/**
 * The headers every API and storage request carries. The token goes out twice on purpose:
 * `token` is the product's header, `Authorization: Bearer` is what S3 tooling and proxies expect.
 * Absent values are left out rather than sent empty, so the server can tell "none" from "blank".
 */
export function buildRequestHeaders(session: SessionSnapshot): Record<string, string> {
  const headers: Record<string, string> = {
    timeZone: session.timeZone,
    language: LANGUAGE_HEADER_CODE[session.language],
  };
  if (session.token) {
    headers.token = session.token;
    headers.Authorization = `Bearer ${session.token}`;
  }
  if (session.tenantId) headers.tenantId = session.tenantId;
  if (session.companyId) headers.companyId = session.companyId;
  return headers;
}

/** `oem` of Orator's own pages (no partner company configuration selected). */
export const OWN_OEM = 'orator';

/**
 * The conversational client's own headers (spec §7: "the aiask client also sends oem and
 * optionally source"): `oem` names whose product the page is (the partner company, else Orator),
 * `source` where the visitor came from when the page's address says so (`?source=`).
 */
export function buildAiaskHeaders(session: Pick<SessionSnapshot, 'companyId'>, pageSearch: string): Record<string, string> {
  const headers: Record<string, string> = { oem: session.companyId ?? OWN_OEM };
  const source = new URLSearchParams(pageSearch).get('source')?.trim();
  if (source) headers.source = source.slice(0, 64);
  return headers;
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
