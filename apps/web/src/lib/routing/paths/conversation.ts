/**
 * Paths of the conversational area's home (spec §2 routes). The knowledge-base detail and its
 * children carry the base in the query (`?id=`), as the spec's paths have no id segment.
 */
const HOME = '/aiask/home';

export const AIASK_ROUTES = {
  home: HOME,
  /** The project list, the area's default page. */
  project: `${HOME}/project`,
  /** The mobile project list (same page, without the area's menu). */
  h5List: '/aiask/h5/list',
  /** Session records. */
  recording: `${HOME}/recording`,
  /** A shared role (`?token=`): its words, and copy to my roles. */
  roleShare: '/aiask/roleShare',
  /** The area's login (mobile and desktop variants). */
  login: '/aiask/login',
  /** The embeddable room address: `?id=<project>[&share=<token>]`. */
  interactiveAvatar: '/interactiveAvatar',
  /** The conversation room (spec /aiask/digital/{name*}); the segment is the project id. */
  room: '/aiask/digital/:name',
  /** The project editor (spec /aiask/projectNew/{id}). */
  projectEditor: '/aiask/projectNew/:id',
  projectEditorOf: (projectId: string) => `/aiask/projectNew/${encodeURIComponent(projectId)}`,
  role: `${HOME}/role`,
  knowledgeList: `${HOME}/knowledgeList`,
  knowledgeTable: `${HOME}/knowledgeList/table`,
  /** Create a knowledge base (name, type), then upload into it. */
  webUpload: `${HOME}/knowledgeList/webUpload`,
  webUploadOf: (baseId: string) => `${HOME}/knowledgeList/webUpload/${encodeURIComponent(baseId)}`,
  qaLibraries: `${HOME}/knowledgeList/qaLibrary`,
  qaLibrary: (id: string) => `${HOME}/knowledgeList/qaLibrary/${encodeURIComponent(id)}`,
  knowledgeDetail: `${HOME}/knowLedgeDetail`,
  material: `${HOME}/material`,
} as const;

/** The children of the knowledge-base detail (spec §2), in tab order. */
export const KNOWLEDGE_DETAIL_TABS = ['knowledgeDoc', 'docWebUpload', 'knowledgeDocWash', 'knowledgeHitTest', 'knowledgeAiTest'] as const;
export type KnowledgeDetailTab = (typeof KNOWLEDGE_DETAIL_TABS)[number];

/** A child page of one base's detail, e.g. `/aiask/home/knowLedgeDetail/knowledgeHitTest?id=…`. */
export function knowledgeDetailPath(baseId: string, tab: KnowledgeDetailTab = 'knowledgeDoc', extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ id: baseId, ...extra });
  return `${AIASK_ROUTES.knowledgeDetail}/${tab}?${query.toString()}`;
}
