import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  KNOWLEDGE_PATHS,
  ROLE_PATHS,
  type ChatStatus,
  type HitTestResult,
  type KnowledgeBaseDetail,
  type KnowledgeDocument,
  type KnowledgeSegment,
  type KnowledgeSegmentPage,
} from '@orator/shared';
import { loadConfig } from '../../../kernel/config.ts';
import { closeContext, createContext, type AppContext } from '../../../context.ts';
import { buildApp } from '../../../app.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { callAs, createTestUser, eventually, multipartBody, type TestUser } from '../../../../test/factory/index.ts';
import { Retrieval } from './retrieval.ts';
import { SegmentRepo } from './segment-repo.ts';

/** Concept axes of the fake model: words of one group land on the same axis (what "semantic" means here). */
const CONCEPTS: ReadonlyArray<readonly string[]> = [
  ['dog', 'dogs', 'canine', 'canines', 'puppy', 'puppies', 'pet', 'pets'],
  ['price', 'prices', 'cost', 'costs', 'fare', 'fares', 'euros', 'pay'],
  ['open', 'opens', 'close', 'closes', 'sunrise', 'sunset', 'hours'],
];
const DIMS = 48;

/** Deterministic vector: a strong concept axis per known word, a weak hashed axis per other word. */
function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(DIMS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((group) => group.includes(word));
    if (concept >= 0) vector[concept] = (vector[concept] ?? 0) + 1;
    else {
      const axis = CONCEPTS.length + (crypto.createHash('sha1').update(word).digest().readUInt32BE(0) % (DIMS - CONCEPTS.length));
      vector[axis] = (vector[axis] ?? 0) + 0.25;
    }
  }
  return vector;
}

/**
 * A small local OpenAI-compatible /v1/embeddings server: it stands in for a remote embeddings
 * service we cannot reach in tests. `failing` makes it answer 500 (an outage).
 */
async function startEmbeddingsServer() {
  const state = { failing: false, requests: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      state.requests++;
      if (state.failing || req.url !== '/v1/embeddings') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
        return;
      }
      const { model, input } = JSON.parse(body) as { model: string; input: string[] };
      const data = input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', model, data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const PARK = `# City park

## Dogs
Dogs on a lead are welcome on every path; please clean up after them.

## Train
The little train runs along the lake every half hour and a ride is two euros.

## Gates
The gates open at sunrise and close at sunset.
`;
const MUSEUM = `# Museum

## Lens
The Fresnel lens of the old lighthouse was polished by hand in 1872.
`;

const databases = await testDatabases({ postgresBecause: 'bytea vectors through the pg driver' });

describe.each(databases)('knowledge vectors on $name', (target) => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let alice: TestUser;
  let embeddings: Awaited<ReturnType<typeof startEmbeddingsServer>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-kvec-'));

  beforeAll(async () => {
    embeddings = await startEmbeddingsServer();
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      ORATOR_TEST_MODE: '1',
      WORKERS: '2',
      S3_ENDPOINT: '',
      DATABASE_URL: '',
      EMBEDDINGS_BASE_URL: embeddings.url,
      EMBEDDINGS_MODEL: 'fake-concepts',
    });
    ctx = await createContext(config, { database: await target.open() });
    await ctx.jobs.start({ work: true });
    app = await buildApp(ctx, { serveWeb: false });
    alice = await createTestUser(ctx);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    await target.drop();
    await embeddings.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = <T>(method: 'GET' | 'POST', url: string, payload?: object) => callAs<T>(app, alice, method, url, payload);
  const q = (url: string, params: Record<string, string | number>) =>
    `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  const hitTest = async (id: string, query: string, threshold = 0.5) =>
    (await call<HitTestResult>('GET', q(KNOWLEDGE_PATHS.hitTest, { id, query, topN: 3, threshold }))).body.data;
  const uploadAndSettle = async (libId: string, name: string, text: string) => {
    const form = multipartBody({ libId }, [{ name, bytes: Buffer.from(text) }]);
    const res = await app.inject({
      method: 'POST',
      url: KNOWLEDGE_PATHS.fileUpload,
      payload: form.payload,
      headers: { ...alice.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    return eventually(async () => {
      const docs = (await call<KnowledgeDocument[]>('GET', q(KNOWLEDGE_PATHS.documents, { libId }))).body.data;
      const doc = docs.find((d) => d.name === name);
      return doc && doc.status !== 'processing' ? doc : undefined;
    }, 45_000);
  };

  it('finds a segment by meaning only with embeddings; an edit re-embeds it', async () => {
    const base = (await call<KnowledgeBaseDetail>('POST', KNOWLEDGE_PATHS.baseSave, { name: 'Park' })).body.data;
    expect((await uploadAndSettle(base.id, 'park.md', PARK)).status).toBe('available');
    // Vectors are stored right after the segments; wait for them rather than sleep.
    const found = await eventually(async () => {
      const result = await hitTest(base.id, 'canine companions');
      return result.hits.length > 0 ? result : undefined;
    });
    expect(found.vector).toBe(true);
    // Asked again: the first answer's missing-vectors check may have run just before the vectors were written.
    expect((await hitTest(base.id, 'canine companions')).vectorsMissing).toEqual([]);
    expect(found.hits[0]?.text).toContain('Dogs on a lead');
    expect(found.hits[0]?.sources).toMatchObject({ lexical: null, trigram: null });
    expect(found.hits[0]?.sources.vector).toBeGreaterThan(0.5);
    expect((await hitTest(base.id, 'what does it cost')).hits[0]?.text).toContain('two euros');

    // The same query without the vector list: no word in common, nothing pretends to be semantic.
    const lexicalOnly = await new Retrieval(new SegmentRepo(ctx.db)).search([base.id], 'canine companions', { topN: 3, threshold: 0 });
    expect(lexicalOnly.some((hit) => hit.text.includes('Dogs on a lead'))).toBe(false);

    const status = await call<ChatStatus>('GET', ROLE_PATHS.chatStatus);
    expect(status.body.data.embeddings).toBe(true);

    const doc = (await call<KnowledgeDocument[]>('GET', q(KNOWLEDGE_PATHS.documents, { libId: base.id }))).body
      .data[0] as KnowledgeDocument;
    const segments = (await call<KnowledgeSegmentPage>('GET', q(KNOWLEDGE_PATHS.segments, { docId: doc.id }))).body.data;
    const dogs = segments.items.find((s) => s.text.includes('Dogs on a lead')) as KnowledgeSegment;
    await call('POST', KNOWLEDGE_PATHS.segmentSave, { id: dogs.id, title: 'Bicycles', text: 'Bicycles are parked at the north entrance.' });
    expect((await hitTest(base.id, 'canine companions')).hits.some((h) => h.segmentId === dogs.id)).toBe(false);
  });

  it('keeps documents available and the hit test lexical while the embeddings server fails', async () => {
    const base = (await call<KnowledgeBaseDetail>('POST', KNOWLEDGE_PATHS.baseSave, { name: 'Museum' })).body.data;
    embeddings.state.failing = true;
    try {
      const doc = await uploadAndSettle(base.id, 'museum.md', MUSEUM);
      expect(doc).toMatchObject({ status: 'available' });
      expect(doc.segmentCount).toBeGreaterThan(0);
      const result = await hitTest(base.id, 'lighthouse lens', 0.3);
      expect(result.hits[0]?.text).toContain('Fresnel lens');
      expect(result.hits[0]?.sources.vector).toBeNull();
      expect(result.vectorsMissing).toEqual(['museum.md']);
    } finally {
      embeddings.state.failing = false;
    }
  });
});
