import type { en } from './en.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language's cover editor texts must have (the English keys). */
export type CoverTexts = Widen<typeof en>;
