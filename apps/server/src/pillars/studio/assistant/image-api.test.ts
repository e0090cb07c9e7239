/**
 * The image assistant (issue 15 §4 "Image", product-rules#assistant) on every database: offline
 * compositions, the images model (a local stand-in server started by the test: the one allowed
 * test double for a remote service), the prompt rule, pictures kept for their owner only, Save to
 * My Assets (storage quota), and the image allowance spent per picture — exactly what is left
 * under concurrent requests, and given back when a generation fails.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import {
  MATERIAL_PATHS,
  messageFor,
  STORAGE_PATHS,
  type Material,
  type Page,
  type MaterialCapacity,
  type StoredFile,
} from '@orator/shared';
import { ASSISTANT_PATHS, IMAGE_PATHS, type Allowance, type ImageResult, type SavedImage } from '@orator/shared/assistant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantAllowances } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';

const databases = await testDatabases({ postgresBecause: 'spends exactly what is left under concurrency' });

describe.each(databases)('image assistant offline on $name', (target) => {
  // 'queue': a saved picture is stored like an upload, which queues its media probe.
  const api = useTestApp(target, { jobs: 'queue', listen: true });
  const allowanceOf = async (user: TestUser) => (await api.call<Allowance>(user, 'GET', ASSISTANT_PATHS.allowance)).body.data;
  const generate = (user: TestUser, body: object) => api.call<ImageResult>(user, 'POST', IMAGE_PATHS.generate, body);
  const fileOf = (user: TestUser, url: string) => api.app.inject({ method: 'GET', url, headers: user.headers });

  it('composes offline, says so, charges one image per picture and keeps the pictures for their owner only', async () => {
    const user = await api.newUser();
    expect(await allowanceOf(user)).toMatchObject({ images: 10, imageGenerator: 'offline' });
    const reply = await generate(user, { prompt: 'A blue chart of sales growth', title: '销售增长', ratio: '16:9', count: 3 });
    expect(reply.status).toBe(200);
    const result = reply.body.data;
    expect(result).toMatchObject({ generator: 'offline', charged: 3, allowance: { images: 7 } });
    expect(result.images.map((image) => [image.width, image.height])).toEqual([
      [1280, 720],
      [1280, 720],
      [1280, 720],
    ]);
    expect(result.images[0]!.illustrations[0]).toBe('il-charts-blue');
    const file = await fileOf(user, result.images[0]!.url);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(file.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Another user (or no session) cannot read it.
    const stranger = await api.newUser();
    expect((await fileOf(stranger, result.images[0]!.url)).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: result.images[0]!.url })).statusCode).toBe(401);
    expect((await allowanceOf(user)).images).toBe(7);
  });

  it('saves a picture to My Assets as an image in the owner’s storage, counted against the quota', async () => {
    const user = await api.newUser();
    const [image] = (await generate(user, { prompt: 'red badge', ratio: '1:1' })).body.data.images;
    const before = (await api.call<MaterialCapacity>(user, 'GET', MATERIAL_PATHS.capacity)).body.data.usedBytes;
    const stranger = await api.newUser();
    expect((await api.call(stranger, 'POST', IMAGE_PATHS.save, { id: image!.id })).status).toBe(404);
    const saved = await api.call<SavedImage>(user, 'POST', IMAGE_PATHS.save, { id: image!.id, name: 'Red badge' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.name).toBe('Red-badge.png');
    const after = (await api.call<MaterialCapacity>(user, 'GET', MATERIAL_PATHS.capacity)).body.data.usedBytes;
    expect(after - before).toBe((await fileOf(user, image!.url)).rawPayload.length);
    // The storage routes answer over a real socket (their scope reads bodies as streams).
    const listing = await fetch(`http://127.0.0.1:${api.port}${STORAGE_PATHS.files}?kind=image&page=1&size=20`, { headers: user.headers });
    const files = (await listing.json()) as { data: Page<StoredFile> };
    expect(files.data.items.map((f) => f.key)).toContain(saved.body.data.key);
    const materials = await api.call<Page<Material>>(user, 'GET', `${MATERIAL_PATHS.page}?kind=image`);
    expect(materials.body.data.items.map((m) => m.id)).toEqual([saved.body.data.materialId]);
  });

  it("refuses an illegal or empty prompt with 'Illegal input' and charges nothing", async () => {
    const user = await api.newUser();
    for (const body of [
      { prompt: '<script>x</script>' },
      { prompt: '   ' },
      { prompt: '!!!' },
      { prompt: 'ok', title: '<b>' },
      { prompt: 'x'.repeat(401) },
    ]) {
      const reply = await generate(user, body);
      expect([reply.status, reply.body.message], JSON.stringify(body)).toEqual([400, messageFor('illegalInput', 'en')]);
    }
    expect((await allowanceOf(user)).images).toBe(10);
  });

  it('spends exactly what is left under concurrent requests, then answers imageCountUsedUp', async () => {
    const user = await api.newUser();
    await allowanceOf(user);
    await api.ctx.db.update(assistantAllowances).set({ images: 5 }).where(eq(assistantAllowances.userId, user.userId));
    const replies = await Promise.all(Array.from({ length: 12 }, (_, k) => generate(user, { prompt: `tag ${k}`, count: 1 })));
    const succeeded = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    expect([succeeded.length, refused.length]).toEqual([5, 7]);
    for (const r of refused) expect([r.status, r.body.message]).toEqual([400, messageFor('imageCountUsedUp', 'en')]);
    expect((await allowanceOf(user)).images).toBe(0);
  });

  it('makes only what is left when a request asks for more', async () => {
    const user = await api.newUser();
    await allowanceOf(user);
    await api.ctx.db.update(assistantAllowances).set({ images: 2 }).where(eq(assistantAllowances.userId, user.userId));
    const reply = await generate(user, { prompt: 'green shape', count: 4 });
    expect([reply.status, reply.body.data.images.length, reply.body.data.charged, reply.body.data.allowance.images]).toEqual([
      200, 2, 2, 0,
    ]);
  });
});

interface ImagesCall {
  authorization: string | undefined;
  body: Record<string, unknown>;
}
interface ImagesServer {
  url: string;
  calls: ImagesCall[];
  /** Answers in order: a status with a JSON body. */
  answers: Array<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/** A stand-in OpenAI-compatible images server (POST /v1/images/generations); also serves /files/x.png for url answers. */
async function startImagesServer(png: Buffer): Promise<ImagesServer> {
  const state = { calls: [] as ImagesCall[], answers: [] as Array<{ status: number; body: unknown }> };
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/files/x.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      state.calls.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
      const answer = state.answers.shift() ?? { status: 500, body: { error: { message: 'no answer scripted' } } };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, ...state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function samplePng(): Buffer {
  const canvas = createCanvas(64, 36);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#e5484d';
  ctx.fillRect(0, 0, 64, 36);
  return canvas.toBuffer('image/png');
}

describe.each(databases)('image assistant with an images model on $name', (target) => {
  const png = samplePng();
  let images: ImagesServer;
  beforeAll(async () => {
    images = await startImagesServer(png);
  });
  afterAll(() => images.close());
  const api = useTestApp(target, {
    jobs: 'off',
    env: () => ({ IMAGE_BASE_URL: `${images.url}/v1`, IMAGE_API_KEY: 'sk-test', IMAGE_MODEL: 'dall-e-3' }),
  });
  const allowanceOf = async (user: TestUser) => (await api.call<Allowance>(user, 'GET', ASSISTANT_PATHS.allowance)).body.data;
  const generate = (user: TestUser, body: object) => api.call<ImageResult>(user, 'POST', IMAGE_PATHS.generate, body);

  it('asks the model in the OpenAI shape and keeps the b64 answer as sent', async () => {
    const user = await api.newUser();
    expect((await allowanceOf(user)).imageGenerator).toBe('model');
    images.answers.push({
      status: 200,
      body: { created: 1, data: [{ b64_json: png.toString('base64') }, { url: `${images.url}/files/x.png` }] },
    });
    const reply = await generate(user, { prompt: 'A lighthouse at dawn', ratio: '16:9', count: 2 });
    expect(reply.status).toBe(200);
    expect(images.calls.at(-1)).toEqual({
      authorization: 'Bearer sk-test',
      body: { model: 'dall-e-3', prompt: 'A lighthouse at dawn', n: 2, size: '1792x1024', response_format: 'b64_json' },
    });
    expect(reply.body.data).toMatchObject({ generator: 'model', charged: 2, allowance: { images: 8 } });
    expect(reply.body.data.images.map((i) => [i.width, i.height, i.contentType])).toEqual([
      [64, 36, 'image/png'],
      [64, 36, 'image/png'],
    ]);
    for (const image of reply.body.data.images) {
      const file = await api.app.inject({ method: 'GET', url: image.url, headers: user.headers });
      expect(file.rawPayload.equals(png)).toBe(true);
    }
  });

  it('gives the images back when the model fails, and answers imageModelFailed', async () => {
    const user = await api.newUser();
    images.answers.push({ status: 500, body: { error: { message: 'overloaded' } } });
    const reply = await generate(user, { prompt: 'A lighthouse', count: 3 });
    expect([reply.status, reply.body.message]).toEqual([502, messageFor('imageModelFailed', 'en')]);
    expect((await allowanceOf(user)).images).toBe(10);
    // A reply without pictures fails the same way.
    images.answers.push({ status: 200, body: { data: [{ nothing: true }] } });
    expect((await generate(user, { prompt: 'A lighthouse' })).status).toBe(502);
    expect((await allowanceOf(user)).images).toBe(10);
  });

  it('charges only the pictures the model sent', async () => {
    const user = await api.newUser();
    images.answers.push({ status: 200, body: { data: [{ b64_json: png.toString('base64') }] } });
    const reply = await generate(user, { prompt: 'Two cats', count: 3, ratio: '9:16' });
    expect(images.calls.at(-1)!.body).toMatchObject({ n: 3, size: '1024x1792' });
    expect([reply.body.data.images.length, reply.body.data.charged, reply.body.data.allowance.images]).toEqual([1, 1, 9]);
  });
});
