/**
 * The two uploaded videos, checked (§5): the training video's container, size, length and
 * resolution, and one face on sampled frames; the authorization video's statement, heard by
 * speech recognition (English offline with a grammar of the statement; other languages through
 * the ASR port when it serves them, otherwise kept for an operator's review).
 */
import fs from 'node:fs';
import { analysisSize, detectFacesInFrame, extractSpeech, probeVideo, readFrames } from '@orator/faces/node';
import {
  authorizationStatement,
  checkFaceSamples,
  checkTrainingVideo,
  CLONE_AUTH_MAX_BYTES,
  CLONE_AUTH_MAX_MS,
  faceSampleTimes,
  sniffVideoContainer,
  statementMatch,
  STATEMENT_MIN_MATCH,
  type CloneAuthorization,
  type CloneTrainingVideo,
  type CloneVideoFormat,
} from '@orator/shared/clone';
import { toUiLanguage } from '@orator/shared';
import { asrLanguageOf } from '@orator/speech';
import { badRequest, tooLarge } from '../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../kernel/http/multipart-form.ts';
import type { SpeechRecogniser } from '../../../kernel/ai/asr/index.ts';

/** Phrases besides the statement in the English grammar: without them any speech would be heard as the statement. */
const DISTRACTORS = [
  'hello',
  'yes',
  'no',
  'thank you',
  'one two three four five',
  'testing testing',
  'good morning everyone',
  'i do not agree',
];

async function containerOf(file: ReceivedFile): Promise<CloneVideoFormat | null> {
  const handle = await fs.promises.open(file.path, 'r');
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    return sniffVideoContainer(head);
  } finally {
    await handle.close();
  }
}

async function probeOrRefuse(path: string) {
  try {
    return await probeVideo(path);
  } catch {
    throw badRequest('cloneVideoUnreadable');
  }
}

/** Face counts on CLONE_FACE_SAMPLES frames spread over the video. */
async function sampleFaceCounts(path: string, durationMs: number, width: number, height: number): Promise<number[]> {
  const size = analysisSize(width, height, 720);
  const counts: number[] = [];
  for (const at of faceSampleTimes(durationMs)) {
    let count = 0;
    await readFrames({ path, fps: 5, ...size, startMs: at, durationMs: 200 }, async (rgba, index) => {
      if (index === 0) count = (await detectFacesInFrame(rgba, size.width, size.height)).faces.length;
    });
    counts.push(count);
  }
  return counts;
}

export async function inspectTrainingVideo(file: ReceivedFile): Promise<{ format: CloneVideoFormat; video: CloneTrainingVideo }> {
  const format = await containerOf(file);
  if (!format) throw badRequest('cloneVideoFormat');
  if (file.tooLarge) throw tooLarge('cloneVideoTooLarge');
  const probe = await probeOrRefuse(file.path);
  const refused = checkTrainingVideo({ size: file.size, format, durationMs: probe.durationMs, width: probe.width, height: probe.height });
  if (refused === 'cloneVideoTooLarge') throw tooLarge(refused);
  if (refused) throw badRequest(refused);
  const faces = checkFaceSamples(await sampleFaceCounts(file.path, probe.durationMs, probe.width, probe.height));
  if (faces) throw badRequest(faces);
  return {
    format,
    video: { fileName: file.fileName, size: file.size, durationMs: probe.durationMs, width: probe.width, height: probe.height },
  };
}

export async function checkAuthorizationVideo(
  file: ReceivedFile,
  cloneName: string,
  language: string,
  recogniser: SpeechRecogniser,
): Promise<{ format: CloneVideoFormat; authorization: CloneAuthorization }> {
  const format = await containerOf(file);
  if (!format) throw badRequest('cloneVideoFormat');
  if (file.tooLarge || file.size > CLONE_AUTH_MAX_BYTES) throw tooLarge('fileSizeExceeded');
  const probe = await probeOrRefuse(file.path);
  if (!probe.hasAudio || probe.durationMs > CLONE_AUTH_MAX_MS) throw badRequest('videoAuthorizationFailed');
  const statement = authorizationStatement(cloneName, toUiLanguage(language));
  // The statement without the name: a name the English dictionary lacks cannot be in the grammar.
  const core = authorizationStatement('', toUiLanguage(language));
  const english = asrLanguageOf(language) === 'en';
  const done = (status: CloneAuthorization['status']) => ({ format, authorization: { fileName: file.fileName, language, status } });
  if (!english && !recogniser.supports(language)) return done('review');
  const wav = await extractSpeech(file.path);
  const heard = await recogniser
    .transcribe(wav, { language, grammarPhrases: english ? [statement, core, ...DISTRACTORS] : undefined })
    .catch(() => null);
  if (!heard) return english ? Promise.reject(badRequest('videoAuthorizationFailed')) : done('review');
  if (Math.max(statementMatch(statement, heard.text), statementMatch(core, heard.text)) < STATEMENT_MIN_MATCH)
    throw badRequest('videoAuthorizationFailed');
  return done('passed');
}
