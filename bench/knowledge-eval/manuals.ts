/**
 * The evaluation on real manuals: Markdown manuals shipped inside installed npm packages (read
 * from node_modules, never copied here) ingested through the KnowledgeService, one base per
 * language, and the customer-style questions of questions.json (written before tuning).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { containsPhrase } from '@orator/knowledge/bench';
import type { KnowledgeService } from '../../apps/server/src/pillars/conversation/knowledge/index.ts';
import type { Owner } from '../../apps/server/src/kernel/tenancy/owner.ts';

export type Language = 'en' | 'zh';

export interface EvalQuestion {
  q: string;
  language: Language;
  /** Null for a question the manuals do not answer. */
  phrase: string | null;
  manual: string | null;
}

export interface EvalSegment {
  id: string;
  title: string | null;
  text: string;
  documentName: string;
}

export interface EvalLanguageSet {
  language: Language;
  baseId: string;
  segments: EvalSegment[];
  questions: EvalQuestion[];
  /** Per question, the segments holding its phrase (empty for out-of-scope questions). */
  expected: string[][];
}

interface Fixture {
  manuals: Array<{ id: string; language: Language; file: string }>;
  questions: Array<{ q: string; manual?: string; phrase?: string; language?: Language; outOfScope?: boolean }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const nodeModules = path.resolve(here, '../../node_modules');

export function loadFixture(): Fixture {
  return JSON.parse(fs.readFileSync(path.join(here, 'questions.json'), 'utf8')) as Fixture;
}

/** Uploads and processes each manual, then lists each base's segments and the expected hits. */
export async function ingestManuals(knowledge: KnowledgeService, owner: Owner): Promise<EvalLanguageSet[]> {
  const fixture = loadFixture();
  const sets: EvalLanguageSet[] = [];
  for (const language of ['en', 'zh'] as const) {
    const baseId = (await knowledge.bases.save(owner, { name: `Manuals (${language})`, type: 'file' })).id;
    for (const manual of fixture.manuals.filter((m) => m.language === language)) {
      const bytes = fs.readFileSync(path.join(nodeModules, manual.file));
      const uploaded = await knowledge.uploadDocument(owner, baseId, { fileName: `${manual.id}.md`, bytes });
      await knowledge.processor.process({ id: uploaded.id, attempt: 1 });
    }
    const segments: EvalSegment[] = [];
    for (const document of await knowledge.documents(owner, baseId)) {
      if (document.status !== 'available') throw new Error(`${document.name}: ${document.status} ${document.failureReason ?? ''}`);
      for (let page = 1; ; page++) {
        const batch = await knowledge.documentService.segmentPage(owner, { docId: document.id, page, size: 100 });
        segments.push(...batch.items.map((s) => ({ id: s.id, title: s.title, text: s.text, documentName: document.name })));
        if (batch.items.length < 100) break;
      }
    }
    const manualLanguage = new Map(fixture.manuals.map((m) => [m.id, m.language]));
    const questions: EvalQuestion[] = fixture.questions
      .filter((q) => (q.language ?? manualLanguage.get(q.manual ?? '')) === language)
      .map((q) => ({ q: q.q, language, phrase: q.outOfScope ? null : (q.phrase ?? null), manual: q.manual ?? null }));
    const expected = questions.map((question) =>
      question.phrase === null
        ? []
        : segments
            .filter((s) => s.documentName === `${question.manual}.md` && containsPhrase(`${s.title ?? ''}\n${s.text}`, question.phrase ?? ''))
            .map((s) => s.id),
    );
    const unfindable = questions.filter((q, i) => q.phrase !== null && expected[i]!.length === 0);
    if (unfindable.length > 0) console.log(`[${language}] phrases in no segment: ${unfindable.map((q) => JSON.stringify(q.phrase)).join(', ')}`);
    sets.push({ language, baseId, segments, questions, expected });
  }
  return sets;
}

/** hit@1, hit@3 and MRR (over the first 10) of in-scope questions. */
export function rankingFigures(rankings: ReadonlyArray<readonly string[]>, expected: ReadonlyArray<readonly string[]>): {
  hitAt1: number;
  hitAt3: number;
  mrr: number;
} {
  let hit1 = 0;
  let hit3 = 0;
  let reciprocal = 0;
  let n = 0;
  expected.forEach((wanted, i) => {
    if (wanted.length === 0) return;
    n++;
    const rank = (rankings[i] ?? []).slice(0, 10).findIndex((id) => wanted.includes(id));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 3) hit3++;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  });
  const share = (x: number): number => Number((n > 0 ? x / n : 0).toFixed(3));
  return { hitAt1: share(hit1), hitAt3: share(hit3), mrr: share(reciprocal) };
}
