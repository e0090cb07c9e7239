import {
  AnswerEvent,
  AnswerResult,
  PromptGeneration,
  ROLE_PATHS,
  Role,
  RoleDocumentsResult,
  RolePlugin,
  RoleShareLink,
  RoleSummary,
  SensitiveWords,
  SharedRole,
  messageFor,
  type AiTestBody,
  type AnswerRequest,
  type PromptGenerationBody,
  type RoleQuery,
  type RoleSaveBody,
} from '@orator/shared';
import { z } from 'zod';
import { aiaskApi, currentSessionHeaders, fetchWithTimeout, request } from '../../lib/api/http.ts';
import { interpretResponse } from '../../lib/api/outcome.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { NdjsonLines } from '../model/ndjson.ts';
import { pageOf, queryOf } from '../../lib/api/pages.ts';

const RolePage = pageOf(RoleSummary);

/** Roles (spec §7 avatarRole/*) and the answer engine. */
export const rolesApi = {
  page: (query: RoleQuery) => aiaskApi.get(ROLE_PATHS.rolePage, { query: queryOf(query), schema: RolePage }),
  get: (id: string) => aiaskApi.get(ROLE_PATHS.role, { query: { id }, schema: Role }),
  share: (roleId: string, validDays: number) => aiaskApi.post(ROLE_PATHS.share, { roleId, validDays }, { schema: RoleShareLink }),
  /** A shared role (no login needed). */
  shared: (token: string) => aiaskApi.get(ROLE_PATHS.shared, { query: { token }, schema: SharedRole }),
  copyShared: (token: string) => aiaskApi.post(ROLE_PATHS.sharedCopy, undefined, { query: { token }, schema: Role }),
  save: (body: RoleSaveBody) => aiaskApi.post(ROLE_PATHS.saveRole, body, { schema: Role }),
  remove: (id: string) => aiaskApi.get(ROLE_PATHS.deleteRole, { query: { id } }),
  clone: (id: string) => aiaskApi.post(ROLE_PATHS.clone, undefined, { query: { id }, schema: Role }),
  plugins: () => aiaskApi.get(ROLE_PATHS.plugins, { schema: z.array(RolePlugin) }),
  /** Operators only: the word list checked on role text, questions and answers. */
  sensitiveWords: () => aiaskApi.get(ROLE_PATHS.sensitiveWords, { schema: SensitiveWords }),
  saveSensitiveWords: (words: string[]) => aiaskApi.post(ROLE_PATHS.sensitiveWordsSave, { words }, { schema: SensitiveWords }),
  generatePrompt: (body: PromptGenerationBody) => aiaskApi.post(ROLE_PATHS.promptGeneration, body, { schema: PromptGeneration }),
  uploadDocuments: (roleId: string, files: File[]) => {
    const form = new FormData();
    form.append('roleId', roleId);
    for (const file of files) form.append('file', file, file.name);
    return aiaskApi.upload(ROLE_PATHS.saveRoleForDocLib, form, { schema: RoleDocumentsResult });
  },
  /** The knowledge base's AI test: an answer from the given bases without a role. */
  aiTest: (body: AiTestBody) => request('aiask', 'POST', ROLE_PATHS.aiTest, { json: body, schema: AnswerResult }),
};

/**
 * Asks a role and hands each event of the streamed answer (NDJSON) to `onEvent` as it arrives.
 * A refusal before the stream starts (an envelope, e.g. an empty question) throws with its message.
 */
export async function streamAnswer(body: AnswerRequest, onEvent: (event: AnswerEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetchWithTimeout(
    ROLE_PATHS.answer,
    {
      method: 'POST',
      headers: { ...currentSessionHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, stream: true }),
      signal,
    },
    'aiask',
  );
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('ndjson') || !response.body) {
    const payload = (await response.json().catch(() => null)) as unknown;
    const outcome = interpretResponse(response.status, payload);
    const message = 'message' in outcome && outcome.message ? outcome.message : messageFor('operationFailed', currentLanguage());
    throw new Error(message);
  }
  const lines = new NdjsonLines();
  const reader = response.body.getReader();
  const emit = (line: string) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return; // a line cut off by a dropped connection; the missing `done` tells the caller
    }
    const parsed = AnswerEvent.safeParse(json);
    if (parsed.success) onEvent(parsed.data);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    lines.push(value).forEach(emit);
  }
  lines.end().forEach(emit);
}
