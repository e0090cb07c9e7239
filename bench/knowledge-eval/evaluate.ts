/**
 * Retrieval and answers on real manuals (see manuals.ts), per language: today's lexical ranking,
 * the relevance ranking (what the server uses), and the plain BM25 baseline on the same segments;
 * then the offline answer built from the relevance ranking, judged by its key phrase.
 * Run alone: npx tsx bench/knowledge-eval/evaluate.ts  (bench:knowledge runs it too).
 */
import { prepareWordVectors } from '@orator/knowledge/node';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeAnswer } from '@orator/knowledge';
import { containsPhrase } from '@orator/knowledge/bench';
import { estimateScriptSeconds } from '@orator/shared/wizards';
import { loadConfig } from '../../apps/server/src/kernel/config.ts';
import { closeContext, createContext, type AppContext } from '../../apps/server/src/context.ts';
import { openPglite } from '../../apps/server/src/kernel/db/client.ts';
import { RELEVANCE_WEIGHTS, Retrieval } from '../../apps/server/src/pillars/conversation/knowledge/retrieval.ts';
import { SegmentRepo } from '../../apps/server/src/pillars/conversation/knowledge/segment-repo.ts';
import { RETRIEVAL } from '../../apps/server/src/pillars/conversation/roles/answer-engine.ts';
import { ownerOf } from '../../apps/server/src/kernel/tenancy/owner.ts';
import { createTestUser } from '../../apps/server/test/factory/index.ts';
import { PlainBm25 } from './baseline.ts';
import { ingestManuals, rankingFigures, type EvalLanguageSet } from './manuals.ts';

export interface LanguageFigures {
  questions: number;
  segments: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  lexical: { hitAt1: number; hitAt3: number; mrr: number };
  bm25: { hitAt1: number; hitAt3: number; mrr: number };
  answers: { right: number; partial: number; wrong: number; fallback: number };
  outOfScopeFallback: number;
  medianSpokenSeconds: number;
  hitTestP95Ms: number;
}

/** The role defaults an answer is composed under (maxReplyLength of a new role). */
const MAX_REPLY_LENGTH = 500;
const SEARCH = { topN: 10, threshold: 0 };

async function rankAll(retrieval: Retrieval, set: EvalLanguageSet): Promise<string[][]> {
  const rankings: string[][] = [];
  for (const question of set.questions) rankings.push((await retrieval.search([set.baseId], question.q, SEARCH)).map((hit) => hit.segmentId));
  return rankings;
}

export async function evaluateManuals(ctx: AppContext, verbose = false): Promise<Record<string, LanguageFigures>> {
  const knowledge = ctx.services.knowledge;
  const owner = ownerOf(await createTestUser(ctx));
  const sets = await ingestManuals(knowledge, owner);
  const loadStarted = performance.now();
  await prepareWordVectors();
  const words = (await knowledge.words?.ready()) ? knowledge.words! : undefined;
  console.log(`word vectors: ${words ? 'loaded' : 'not installed'} in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s (prepared once after npm ci)`);
  const figures: Record<string, LanguageFigures> = {};
  for (const set of sets) {
    const lexical = await rankAll(new Retrieval(new SegmentRepo(ctx.db), null, 'lexical'), set);
    const retrieval = new Retrieval(new SegmentRepo(ctx.db), null, 'relevance', RELEVANCE_WEIGHTS, words);
    const relevance = await rankAll(retrieval, set);
    const withoutVectors = rankingFigures(await rankAll(new Retrieval(new SegmentRepo(ctx.db), null, 'relevance'), set), set.expected);
    console.log(`  [${set.language}] relevance without word vectors: ${JSON.stringify(withoutVectors)}`);
    const baseline = new PlainBm25(set.segments);
    const bm25 = set.questions.map((question) => baseline.search(question.q, 10));

    const answers = { right: 0, partial: 0, wrong: 0, fallback: 0 };
    let outOfScope = 0;
    let outOfScopeFallback = 0;
    const spoken: number[] = [];
    for (const [i, question] of set.questions.entries()) {
      const hits = await retrieval.search([set.baseId], question.q, RETRIEVAL);
      const answer = composeAnswer({ question: question.q, segments: hits, maxLength: MAX_REPLY_LENGTH, prefix: '' });
      if (question.phrase === null) {
        outOfScope++;
        if (answer === null) outOfScopeFallback++;
        else if (verbose) console.log(`  [${set.language}] OOS answered: ${question.q} -> ${answer.spoken.slice(0, 80)}`);
        continue;
      }
      if (answer === null) {
        answers.fallback++;
        if (verbose) console.log(`  [${set.language}] fallback: ${question.q}`);
        continue;
      }
      spoken.push(estimateScriptSeconds(answer.spoken, set.language));
      const fromRightSegment = answer.segmentIds.some((id) => set.expected[i]!.includes(id));
      if (containsPhrase(answer.text, question.phrase)) answers.right++;
      else if (fromRightSegment) answers.partial++;
      else {
        answers.wrong++;
        if (verbose) console.log(`  [${set.language}] wrong: ${question.q} -> ${answer.spoken.slice(0, 100)}`);
      }
    }
    spoken.sort((a, b) => a - b);
    // The hit test as the API runs it (KnowledgeService.hitTest: the server's retrieval, word vectors included).
    const durations: number[] = [];
    for (const question of set.questions) {
      const started = performance.now();
      await knowledge.hitTest(owner, { id: set.baseId, query: question.q, topN: 5, threshold: 0.2 });
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    const inScope = set.questions.length - outOfScope;
    const share = (n: number, of: number): number => Number((of > 0 ? n / of : 0).toFixed(3));
    figures[set.language] = {
      questions: set.questions.length,
      segments: set.segments.length,
      ...rankingFigures(relevance, set.expected),
      lexical: rankingFigures(lexical, set.expected),
      bm25: rankingFigures(bm25, set.expected),
      answers: {
        right: share(answers.right, inScope),
        partial: share(answers.partial, inScope),
        wrong: share(answers.wrong, inScope),
        fallback: share(answers.fallback, inScope),
      },
      outOfScopeFallback: share(outOfScopeFallback, outOfScope),
      medianSpokenSeconds: spoken[Math.floor(spoken.length / 2)] ?? 0,
      hitTestP95Ms: Number((durations[Math.min(durations.length - 1, Math.floor(0.95 * durations.length))] ?? 0).toFixed(1)),
    };
    if (verbose) {
      const grid: Array<Record<string, number>> = [
        { bm25: 1, sentence: 1, semantic: 0, lexical: 0.5, trigram: 0.5 },
        { bm25: 1, sentence: 1, semantic: 0.5, lexical: 0.5, trigram: 0.5 },
        { bm25: 1, sentence: 1, semantic: 1, lexical: 0, trigram: 0 },
        { bm25: 1, sentence: 0.5, semantic: 1, lexical: 0, trigram: 0 },
        { bm25: 0, sentence: 0, semantic: 1, lexical: 0, trigram: 0 },
      ];
      for (const weights of grid) {
        const ranked = await rankAll(new Retrieval(new SegmentRepo(ctx.db), null, 'relevance', { ...weights, vector: 1 }, words), set);
        console.log(`  [${set.language}] ${JSON.stringify(weights)} ${JSON.stringify(rankingFigures(ranked, set.expected))}`);
      }
      const rows: string[] = [];
      for (const [i, question] of set.questions.entries()) {
        const top = (await retrieval.search([set.baseId], question.q, RETRIEVAL))[0];
        rows.push([question.phrase === null ? 'oos' : 'in', top && set.expected[i]!.includes(top.segmentId) ? 1 : 0, top?.score ?? 0].join('\t'));
      }
      fs.writeFileSync(`/tmp/retrieval-scores-${set.language}.tsv`, rows.join('\n'));
      set.questions.forEach((question, i) => {
        const rank = relevance[i]!.findIndex((id) => set.expected[i]!.includes(id));
        if (question.phrase !== null && (rank < 0 || rank > 2)) console.log(`  [${set.language}] rank ${rank}: ${question.q}`);
      });
    }
  }
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-manuals-eval-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ORATOR_TEST_MODE: '1', WORKERS: '0', S3_ENDPOINT: '', DATABASE_URL: '' });
  const ctx = await createContext(config, { database: await openPglite(null) });
  try {
    await ctx.jobs.start({ work: false });
    console.log(JSON.stringify(await evaluateManuals(ctx, process.env.VERBOSE === '1')));
  } finally {
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
