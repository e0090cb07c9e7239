import { beforeAll, describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_PATHS,
  messageFor,
  type HitTestResult,
  type KnowledgeBaseDetail,
  type KnowledgeBasePage,
  type KnowledgeDocument,
  type KnowledgeSegment,
  type KnowledgeSegmentPage,
} from '@orator/shared';
import { convertWithLibreOffice } from '../../../../../../packages/knowledge/test/fixtures/office.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, multipartBody, type TestUser, useTestApp } from '../../../../test/factory/index.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';

const ENGLISH_HTML = `<html><body>
<h1>Harbor Museum Guide</h1>
<h2>Opening hours</h2><p>The museum opens at nine in the morning and closes at six in the evening, Tuesday to Sunday.</p>
<h2>Lighthouse lens</h2><p>The Fresnel lens of the old lighthouse was polished by hand in 1872 and weighs four tonnes.</p>
<h2>Tickets</h2><p>Children under twelve enter free; adults pay eight euros at the front desk.</p>
</body></html>`;
const CHINESE_HTML = `<html><head><meta charset="utf-8"></head><body>
<h1>茶叶简史</h1>
<h2>龙井</h2><p>龙井茶产于杭州西湖一带，以色绿、香郁、味甘、形美著称。</p>
<h2>普洱</h2><p>普洱茶产于云南，经过发酵后存放越久，滋味越醇厚。</p>
</body></html>`;

const databases = await testDatabases({ postgresBecause: 'document limit under 15 concurrent uploads' });

describe.each(databases)('knowledge API on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  let docx: Uint8Array;
  let pdf: Uint8Array;

  // Real office files, made once by LibreOffice (slow on a busy machine, hence its own hook and limit).
  beforeAll(async () => {
    const [docxFiles, pdfFiles] = await Promise.all([
      convertWithLibreOffice({ 'museum.html': ENGLISH_HTML }, 'docx:MS Word 2007 XML', 'HTML (StarWriter)'),
      convertWithLibreOffice({ 'tea.html': CHINESE_HTML }, 'pdf:writer_pdf_Export', 'HTML (StarWriter)'),
    ]);
    docx = docxFiles['museum.html'] as Uint8Array;
    pdf = pdfFiles['tea.html'] as Uint8Array;
  }, 180_000);
  const api = useTestApp(target, {
    jobs: 'work',
    env: { WORKERS: '2' },
    setup: async ({ newUser }) => {
      alice = await newUser();
      mallory = await newUser();
    },
  });
  const { call } = api;
  const q = (url: string, params: Record<string, string | number>) =>
    `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  const newBase = async (user: TestUser, name: string) => {
    const res = await call<KnowledgeBaseDetail>(user, 'POST', KNOWLEDGE_PATHS.baseSave, { name });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const upload = async (user: TestUser, libId: string, name: string, bytes: Uint8Array, rename = false) => {
    const form = multipartBody({ libId }, [{ name, bytes }]);
    const url = rename ? `${KNOWLEDGE_PATHS.fileUpload}?rename=1` : KNOWLEDGE_PATHS.fileUpload;
    const res = await api.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...user.headers, ...form.headers } });
    return { status: res.statusCode, body: res.json<{ code: number; message: string; data: KnowledgeDocument }>() };
  };
  /** Waits until no document of the base is processing; answers its documents. */
  const settled = (user: TestUser, libId: string) =>
    eventually(async () => {
      const docs = (await call<KnowledgeDocument[]>(user, 'GET', q(KNOWLEDGE_PATHS.documents, { libId }))).body.data;
      return docs.every((d) => d.status !== 'processing') ? docs : undefined;
    }, 45_000);
  const hitTest = async (user: TestUser, id: string, query: string) =>
    (await call<HitTestResult>(user, 'GET', q(KNOWLEDGE_PATHS.hitTest, { id, query, topN: 3, threshold: 0.1 }))).body.data;

  it('creates, lists, renames and deletes bases; private bases stay out of the list', async () => {
    const base = await newBase(alice, 'Museum notes');
    expect(base).toMatchObject({ name: 'Museum notes', type: 'file', status: 'available', documentCount: 0, private: false });
    expect(base.segment).toEqual({ mode: 'auto', delimiters: '', maxLength: 500 });
    await api.ctx.services.knowledge.createPrivateBase(ownerOf(alice), 'Role docs');
    const page = (await call<KnowledgeBasePage>(alice, 'GET', q(KNOWLEDGE_PATHS.basePage, { name: 'notes' }))).body.data;
    expect(page.items.map((b) => b.name)).toEqual(['Museum notes']);
    const all = (await call<KnowledgeBasePage>(alice, 'GET', KNOWLEDGE_PATHS.basePage)).body.data;
    expect(all.items.some((b) => b.name === 'Role docs')).toBe(false);
    const renamed = await call<KnowledgeBaseDetail>(alice, 'POST', KNOWLEDGE_PATHS.baseSave, { id: base.id, name: 'Harbor notes' });
    expect(renamed.body.data.name).toBe('Harbor notes');
    const missing = await call(alice, 'POST', KNOWLEDGE_PATHS.baseSave, { name: ' ' }, { language: 'zhchs' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messageFor('nameRequired', 'zh-CN'));
    expect((await call(alice, 'GET', q(KNOWLEDGE_PATHS.baseDelete, { id: base.id }))).status).toBe(200);
    expect((await call(alice, 'GET', q(KNOWLEDGE_PATHS.baseGet, { id: base.id }))).status).toBe(404);
  });

  it('processes a DOCX and a PDF; the hit test finds the segment in English and Chinese', async () => {
    const base = await newBase(alice, 'Guides');
    const first = await upload(alice, base.id, 'museum.docx', docx);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ name: 'museum.docx', format: 'docx', status: 'processing' });
    expect((await upload(alice, base.id, 'tea.pdf', pdf)).status).toBe(200);
    const docs = await settled(alice, base.id);
    expect(docs.map((d) => [d.name, d.status, d.progress])).toEqual([
      ['museum.docx', 'available', 100],
      ['tea.pdf', 'available', 100],
    ]);
    expect(docs.every((d) => d.segmentCount > 0 && d.characterCount > 0)).toBe(true);

    const english = await hitTest(alice, base.id, 'How heavy is the lighthouse lens?');
    expect(english.hits[0]?.text).toContain('Fresnel lens');
    expect(english.hits[0]?.documentName).toBe('museum.docx');
    expect(english.hits[0]?.score).toBeGreaterThan(0.5);
    const chinese = await hitTest(alice, base.id, '普洱茶产自哪里？');
    expect(chinese.hits[0]?.text).toContain('云南');
    const traditional = await hitTest(alice, base.id, '龍井茶有什麼特點');
    expect(traditional.hits[0]?.text).toContain('西湖');
    const empty = await call(alice, 'GET', q(KNOWLEDGE_PATHS.hitTest, { id: base.id, query: ' ' }), undefined, { language: 'zhchs' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messageFor('knowledgeQueryRequired', 'zh-CN'));

    // Segments: a disabled one is never retrieved; an edit re-indexes.
    const museum = docs[0] as KnowledgeDocument;
    const segments = (await call<KnowledgeSegmentPage>(alice, 'GET', q(KNOWLEDGE_PATHS.segments, { docId: museum.id }))).body.data;
    const lens = segments.items.find((s) => s.text.includes('Fresnel')) as KnowledgeSegment;
    expect(lens.title).toBe('Lighthouse lens');
    await call(alice, 'POST', KNOWLEDGE_PATHS.segmentSave, { id: lens.id, enabled: false });
    expect((await hitTest(alice, base.id, 'lighthouse lens')).hits.some((h) => h.segmentId === lens.id)).toBe(false);
    const edited = await call<KnowledgeSegment>(alice, 'POST', KNOWLEDGE_PATHS.segmentSave, {
      id: lens.id,
      enabled: true,
      text: 'The brass foghorn sounds every thirty seconds.',
    });
    expect(edited.body.data).toMatchObject({ enabled: true, characterCount: 46 });
    expect((await hitTest(alice, base.id, 'foghorn')).hits[0]?.segmentId).toBe(lens.id);

    // search() for other modules: one ranking across bases, a foreign base skipped silently.
    const foreign = await newBase(mallory, 'Mallory');
    const hits = await api.ctx.services.knowledge.search(ownerOf(alice), [base.id, foreign.id], '龙井', { topN: 2, threshold: 0.2 });
    expect(hits[0]?.text).toContain('龙井');
    expect(await api.ctx.services.knowledge.search(ownerOf(mallory), [base.id], '龙井', { topN: 2, threshold: 0 })).toEqual([]);
    const sample = await api.ctx.services.knowledge.segmentSample(ownerOf(alice), base.id, 2);
    expect(sample[0]?.documentName).toBe('museum.docx');

    // Deleting a document: its segments leave retrieval, the base asks for reprocessing.
    await call(alice, 'GET', q(KNOWLEDGE_PATHS.documentDelete, { id: museum.id }));
    expect((await hitTest(alice, base.id, 'foghorn')).hits).toEqual([]);
    const after = (await call<KnowledgeBaseDetail>(alice, 'GET', q(KNOWLEDGE_PATHS.baseGet, { id: base.id }))).body.data;
    expect(after).toMatchObject({ needsReprocess: true, documentCount: 1 });
    const reprocessed = await call<KnowledgeBaseDetail>(alice, 'POST', q(KNOWLEDGE_PATHS.baseReprocess, { id: base.id }));
    expect(reprocessed.body.data).toMatchObject({ needsReprocess: false, status: 'processing' });
    const busy = await call(alice, 'POST', KNOWLEDGE_PATHS.baseSegment, {
      id: base.id,
      mode: 'delimiter',
      delimiters: '。',
      maxLength: 100,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(messageFor('knowledgeBaseProcessing', 'en'));
    const busySave = await call(alice, 'POST', KNOWLEDGE_PATHS.baseSave, {
      id: base.id,
      name: 'Renamed',
      segment: { mode: 'delimiter', delimiters: '。', maxLength: 100 },
    });
    expect(busySave.status).toBe(409);
    await settled(alice, base.id);
    expect((await hitTest(alice, base.id, '普洱')).hits[0]?.text).toContain('云南');

    // New segment settings reprocess every document: one sentence per segment now.
    const resegmented = await call<KnowledgeBaseDetail>(alice, 'POST', KNOWLEDGE_PATHS.baseSave, {
      id: base.id,
      name: 'Guides',
      segment: { mode: 'delimiter', delimiters: '。', maxLength: 100 },
    });
    expect(resegmented.body.data).toMatchObject({ name: 'Guides', status: 'processing', segment: { mode: 'delimiter', maxLength: 100 } });
    await settled(alice, base.id);
    const hit = (await hitTest(alice, base.id, '普洱')).hits[0];
    expect(hit?.text).toContain('普洱');
    expect(hit?.text).not.toContain('龙井');
  }, 120_000);

  it('fails a corrupt or empty file alone and keeps the others', async () => {
    const base = await newBase(alice, 'Mixed');
    await upload(alice, base.id, 'good.txt', Buffer.from('Penguins live in the southern hemisphere.\n'));
    await upload(alice, base.id, 'broken.pdf', Buffer.from('%PDF-1.7 this is not really a pdf'));
    await upload(alice, base.id, 'blank.md', Buffer.from('   \n\n  '));
    const docs = await settled(alice, base.id);
    expect(docs.map((d) => [d.name, d.status, d.failureReason])).toEqual([
      ['good.txt', 'available', null],
      ['broken.pdf', 'failed', 'documentCorrupt'],
      ['blank.md', 'failed', 'documentEmpty'],
    ]);
    const detail = (await call<KnowledgeBaseDetail>(alice, 'GET', q(KNOWLEDGE_PATHS.baseGet, { id: base.id }))).body.data;
    expect(detail).toMatchObject({ status: 'failed', failureReason: 'documentCorrupt', documentCount: 3 });
    expect((await hitTest(alice, base.id, 'penguins')).hits).toHaveLength(1);
  }, 60_000);

  it('holds at most 10 documents under 15 concurrent uploads; duplicate names are refused or renamed', async () => {
    const base = await newBase(alice, 'Crowded');
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => upload(alice, base.id, `note-${i}.txt`, Buffer.from(`Note number ${i} about otters.`))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 400 && r.body.message === messageFor('knowledgeBaseDocumentLimit', 'en'))).toBe(true);
    expect((await settled(alice, base.id)).length).toBe(10);

    const other = await newBase(alice, 'Names');
    expect((await upload(alice, other.id, 'notes.txt', Buffer.from('one'))).status).toBe(200);
    const duplicate = await upload(alice, other.id, 'notes.txt', Buffer.from('two'));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(messageFor('documentNameExists', 'en'));
    expect((await upload(alice, other.id, 'notes.txt', Buffer.from('two'), true)).body.data.name).toBe('notes (2).txt');
    const wrong = await upload(alice, other.id, 'movie.mp4', Buffer.from('x'));
    expect(wrong.body.message).toBe(messageFor('fileFormatNotSupported', 'en'));
    await settled(alice, other.id);
  }, 60_000);

  it('webUpload refuses loopback, private and non-http addresses without the operator flag', async () => {
    const base = await newBase(alice, 'Web');
    const refusal = async (url: string) => (await call(alice, 'POST', KNOWLEDGE_PATHS.webUpload, { libId: base.id, url })).body.message;
    expect(await refusal('http://127.0.0.1:8080/admin')).toBe(messageFor('webPageAddressRefused', 'en'));
    expect(await refusal('http://10.0.0.8/intranet')).toBe(messageFor('webPageAddressRefused', 'en'));
    expect(await refusal('file:///etc/passwd')).toBe(messageFor('webPageUrlInvalid', 'en'));
    expect((await call<KnowledgeDocument[]>(alice, 'GET', q(KNOWLEDGE_PATHS.documents, { libId: base.id }))).body.data).toEqual([]);
  });

  it("answers 404 for another owner's base, document and segment on every route", async () => {
    const base = await newBase(alice, 'Private');
    const doc = (await upload(alice, base.id, 'secret.txt', Buffer.from('The vault code is in the blue folder.'))).body.data;
    await settled(alice, base.id);
    const segment = (await call<KnowledgeSegmentPage>(alice, 'GET', q(KNOWLEDGE_PATHS.segments, { docId: doc.id }))).body.data.items[0];
    const segmentId = segment?.id ?? 'none';
    const attempts = [
      call(mallory, 'GET', q(KNOWLEDGE_PATHS.baseGet, { id: base.id })),
      call(mallory, 'POST', KNOWLEDGE_PATHS.baseSave, { id: base.id, name: 'mine' }),
      call(mallory, 'POST', KNOWLEDGE_PATHS.baseSegment, { id: base.id, mode: 'auto', delimiters: '', maxLength: 300 }),
      call(mallory, 'POST', q(KNOWLEDGE_PATHS.baseReprocess, { id: base.id })),
      call(mallory, 'GET', q(KNOWLEDGE_PATHS.hitTest, { id: base.id, query: 'vault' })),
      call(mallory, 'GET', q(KNOWLEDGE_PATHS.documents, { libId: base.id })),
      call(mallory, 'GET', q(KNOWLEDGE_PATHS.segments, { docId: doc.id })),
      call(mallory, 'POST', KNOWLEDGE_PATHS.segmentSave, { id: segmentId, enabled: false }),
      call(mallory, 'GET', q(KNOWLEDGE_PATHS.segmentDelete, { id: segmentId })),
      call(mallory, 'GET', q(KNOWLEDGE_PATHS.documentDelete, { id: doc.id })),
      upload(mallory, base.id, 'intruder.txt', Buffer.from('hello')),
      call(mallory, 'GET', q(KNOWLEDGE_PATHS.baseDelete, { id: base.id })),
    ];
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual(attempts.map(() => 404));
    expect((await hitTest(alice, base.id, 'vault code')).hits).toHaveLength(1);
    expect(await api.ctx.services.knowledge.baseExists(ownerOf(mallory), base.id)).toBe(false);
  }, 60_000);
});
