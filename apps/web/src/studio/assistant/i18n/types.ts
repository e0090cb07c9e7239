import type { en } from './en.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language's assistant texts must have (the English keys). */
export type AssistantTexts = Widen<typeof en>;
