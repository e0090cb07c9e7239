import { ok } from '../../kernel/envelope.ts';
import { defaultCoverDocument } from './cover.ts';

/**
 * Hand-written examples of the Open API document (issue 15 §1), keyed `METHOD /openapi/path`.
 * They cover the walk-through (a project from a script or a template, compose, job status, download,
 * voices, avatars, knowledge upload, a conversation turn, batch, translation) and the answers that
 * are files rather than JSON. Every other operation a key may call gets an example generated from
 * its route's zod schemas (apps/server/src/kernel/http/openapi-examples.ts); a request example is published
 * only when the route's body schema accepts it (the server's test checks every one).
 */
export interface OpenApiExample {
  /** The JSON body, or for `requestType: 'multipart/form-data'` the form fields (a file as its description). */
  request?: unknown;
  requestType?: 'application/json' | 'multipart/form-data';
  /** The answer: the envelope for JSON, a description of the bytes for files. */
  response?: unknown;
  responseType?: string;
}

const PROJECT_ID = '3f0c2a8e-6b1d-4f55-9a2e-0c8e7d4b9a10';
const JOB_ID = '7d1e6c52-0f3a-4a8b-b3de-92c1f1e0a4b7';
const AT = '2026-11-28T02:40:00.000Z';
const file = (what: string) => `(binary: ${what})`;

/** A one-page project from a script (the guide's curl walk-through). */
const SCRIPT_PROJECT = {
  projectName: 'Hello from the API',
  projectType: 'Lamination',
  ratio: 0,
  ppts: [
    {
      uuid: 'p1',
      elements: [
        {
          uuid: 'man',
          type: 'digitalMan',
          url: '',
          speaker_id: 'anna-office',
          position: { left: 780, top: 120, width: 400, height: 600 },
          zIndex: 1,
        },
        { uuid: 'dub', type: 'dubbing', text: 'Hello, this video was made with the Open API.', voiceId: 'espeak:en:female' },
      ],
    },
  ],
};

export const OPEN_API_EXAMPLES: Readonly<Record<string, OpenApiExample>> = {
  // ---------------------------------------------------------------- video
  'POST /manprocess/video/project/create': { request: SCRIPT_PROJECT },
  'POST /manprocess/man/lamination/compose/video': {
    request: { projectId: PROJECT_ID, resolution: 'low', watermark: true },
    response: ok({ projectId: PROJECT_ID, jobId: JOB_ID, state: 'synthesizing', estimatedSeconds: 5, remainCredits: 595 }),
  },
  'POST /manprocess/man/compose/create': {
    request: { project: SCRIPT_PROJECT, resolution: 'low' },
    response: ok({ projectId: PROJECT_ID, jobId: JOB_ID, state: 'synthesizing', estimatedSeconds: 5, remainCredits: 595 }),
  },
  'GET /manprocess/job/{id}': {
    response: ok({
      id: JOB_ID,
      queue: 'video.render',
      state: 'completed',
      progress: 100,
      message: null,
      result: { projectId: PROJECT_ID, videoKey: `renders/${PROJECT_ID}/video.mp4`, durationMs: 4120, deductedSeconds: 5 },
      error: null,
      createdAt: AT,
      updatedAt: '2026-11-28T02:41:05.000Z',
    }),
  },
  'POST /manprocess/job/{id}/cancel': { response: ok(null) },
  'GET /manprocess/video/project/{id}/download': {
    response: ok({
      fileName: 'Hello from the API.mp4',
      videoUrl: `/oss/orator/renders/${PROJECT_ID}/video.mp4`,
      coverUrl: `/oss/orator/renders/${PROJECT_ID}/cover.jpg`,
      srtUrl: null,
      vttUrl: null,
      durationMs: 4120,
    }),
  },
  'GET /manprocess/video/project/{id}/cover/frame': {
    response: file("the video's frame at timeMs, at the video's size"),
    responseType: 'image/jpeg',
  },
  'POST /manprocess/video/project/{id}/cover/save': {
    // The editor's starting document for a 4.5 s video (frame at 1.5 s) with a title typed in.
    request: defaultCoverDocument(4500, 'Hello from the API'),
  },
  'GET /oss/{bucket}': { response: file('the stored object'), responseType: 'application/octet-stream' },
  'GET /oss/{bucket}/{*}': { response: file('the stored object, e.g. the rendered MP4'), responseType: 'application/octet-stream' },
  'PUT /oss/{bucket}/{*}': { response: ok(null) },
  'POST /oss/{bucket}/{*}': { response: ok(null) },
  'DELETE /oss/{bucket}/{*}': { response: ok(null) },
  'GET /manprocess/catalog/file/{kind}/{id}': { response: file('a stock picture or clip'), responseType: 'application/octet-stream' },
  'GET /manprocess/catalog/templates/{id}/cover': { response: file('the template cover'), responseType: 'image/jpeg' },
  'GET /manprocess/wizard/url/sample/{slug}': { response: '<!doctype html><title>Sample product</title>…', responseType: 'text/html' },
  'GET /manprocess/wizard/url/sample/{slug}/{n}.png': { response: file('picture n of the sample product'), responseType: 'image/png' },
  // ---------------------------------------------------------------- voices
  'GET /apis/tts-web-api/v1/speakers/{voiceId}/sample': { response: file("the voice's sample"), responseType: 'audio/mpeg' },
  'GET /overseas-apis/tts/v1/speakers/{voiceId}/sample': { response: file("the voice's sample"), responseType: 'audio/mpeg' },
  'GET /aiask/avatar/tts/synthesis': { response: file('the spoken text'), responseType: 'audio/mpeg' },
  'POST /aiask/avatar/tts/synthesis': { response: file('the spoken text'), responseType: 'audio/mpeg' },
  'POST /tts/compose': {
    request: {
      speaker: 'festival:en:slt',
      text: 'Welcome to our spring collection. Prices start at $19.99 until 31 March.',
      speed: 1,
      volume: 1,
      name: 'Spring welcome',
    },
    response: ok({ jobId: JOB_ID }),
  },
  'GET /manprocess/preview/audio/{key}.wav': { response: file('16-bit PCM WAV of a preview'), responseType: 'audio/wav' },
  // ---------------------------------------------------------------- avatars
  'POST /manprocess/clone/delete': { response: ok(null) },
  // ---------------------------------------------------------------- knowledge
  'POST /aiask/avatar/file/upload': {
    requestType: 'multipart/form-data',
    request: { libId: 'b7c4e1d2-9f30-4c1b-8a6e-5d2f0e9a1c33', file: file('faq.pdf (PDF, DOCX, TXT, MD, … up to the upload limit)') },
  },
  // ---------------------------------------------------------------- conversation
  'POST /aiask/avatar/avatarRole/answer': {
    request: {
      roleId: 'c2a9f7e4-1b3d-4e8f-9a60-7d5c3b2e1f08',
      question: 'What are your opening hours?',
      history: [],
      stream: false,
    },
    // With `stream: true` (the default) the answer arrives as NDJSON events instead: source, deltas, done.
    response: ok({
      answer: 'We are open every day from 9:00 to 18:00.',
      source: 'qa',
      answerMode: 'extractive',
      actions: [],
      segments: [],
      qaMatch: null,
      sensitiveWords: [],
      elapsedMs: 42,
    }),
  },
  'POST /aiask/avatar/avatarProject/updateProject': {
    request: {
      name: 'Museum guide',
      ratio: 'horizontal',
      width: 1920,
      height: 1080,
      roleId: 'c2a9f7e4-1b3d-4e8f-9a60-7d5c3b2e1f08',
      avatarId: null,
      voiceId: null,
    },
  },
  'GET /api/chat/question/template': {
    response: file('the import table'),
    responseType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /api/chat/question/export': {
    response: file('the library as a table'),
    responseType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /api/chat/flow/page': { response: ok({ items: [], total: 0, page: 1, size: 20 }) },
  'POST /aiask/avatar/avatarConversation/export/conversation/data': {
    request: { period: 'month', page: 1, size: 20 },
    response: file('one row per turn'),
    responseType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /aiask/avatar/avatarConversation/export/conversation/data': {
    response: file('one row per turn'),
    responseType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  // ---------------------------------------------------------------- batch
  'POST /manprocess/batch/start': {
    request: {
      name: 'Spring offers',
      templateIds: ['tpl-spring-offers'],
      rows: [
        { dialogue: 'Our spring offers start today: twenty percent off every plan.', title: 'Offer' },
        { dialogue: 'Book a demo this week and get a month free.', title: 'Demo' },
      ],
      settings: { count: 2, priority: 'scriptFirst', resolution: 'low', watermark: true },
    },
  },
  'GET /manprocess/model/model/batch/blank': {
    response: file('the blank materials table'),
    responseType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /manprocess/batch/{id}/download': { response: file('a zip of the finished videos'), responseType: 'application/zip' },
  // ---------------------------------------------------------------- translation
  'POST /manprocess/videoDub/upload': {
    requestType: 'multipart/form-data',
    request: { file: file('launch.mp4'), videoLanguage: 'en', targetLanguage: 'es', name: 'Launch (es)', subtitle: 'true' },
  },
  'POST /manprocess/videoDub/{id}/render': { request: { retranslate: false } },
  'GET /manprocess/videoDub/list': { response: ok({ items: [], total: 0, page: 1, size: 20 }) },
  'DELETE /manprocess/videoDub/{id}': { response: ok(null) },
  'GET /manprocess/videoDub/{id}/download': {
    response: file('the dubbed MP4 (kind=video) or its SRT (kind=srt)'),
    responseType: 'video/mp4',
  },
  // ---------------------------------------------------------------- assistant (session routes, documented too)
  'POST /coreprocess/api/assistant/image/assistant/vip': {
    request: { prompt: 'A blue chart of sales growth', title: 'Sales up 20%', ratio: '16:9', count: 2, seed: 0 },
    response: ok({
      images: [1, 2].map((n) => ({
        id: `5b0c7f4e-2d1a-4c8e-9f3b-7a6d5e4c3b2${n}`,
        url: `/coreprocess/api/assistant/image/file/5b0c7f4e-2d1a-4c8e-9f3b-7a6d5e4c3b2${n}`,
        width: 1280,
        height: 720,
        contentType: 'image/png',
        illustrations: ['il-charts-blue'],
        expiresAt: '2026-11-29T02:40:00.000Z',
      })),
      generator: 'offline',
      charged: 2,
      allowance: {
        tier: 'trial',
        characters: 200,
        images: 8,
        expiresAt: '2026-12-01T02:40:00.000Z',
        magicAssistant: false,
        writer: 'offline',
        imageGenerator: 'offline',
      },
    }),
  },
  'POST /coreprocess/api/assistant/image/save': {
    request: { id: '5b0c7f4e-2d1a-4c8e-9f3b-7a6d5e4c3b21', name: 'Sales up' },
    response: ok({
      key: 'media/material/0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a/Sales-up.png',
      url: '/oss/orator/media/material/0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a/Sales-up.png',
      name: 'Sales-up.png',
      materialId: '8c7b6a5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d',
    }),
  },
};
