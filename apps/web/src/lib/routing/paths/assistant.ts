/** The Assistant page (issue 15 §4; the spec names no route for it: this one is ours). */
export const ASSISTANT_ROUTE = '/main/assistant';
export const ASSISTANT_TABS = ['write', 'image', 'speak', 'transcribe'] as const;
export type AssistantTab = (typeof ASSISTANT_TABS)[number];
