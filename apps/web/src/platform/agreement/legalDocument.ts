import type { AgreementDocument } from './documents.ts';

/** A legal text: numbered sections of paragraphs, and optionally a table (the two lists). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalTable {
  columns: string[];
  rows: string[][];
}

export interface LegalDocument {
  updated: string;
  intro: string;
  sections: LegalSection[];
  table?: LegalTable;
}

export type LegalTexts = Record<AgreementDocument, LegalDocument>;
