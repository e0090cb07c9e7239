/**
 * Avatar cloning rules (issue 12 §2; spec §5 online clone upload, §8 messages, §9 editions).
 * One place for the web wizard (checks before uploading) and the server (checks again).
 */
import type { UiLanguage } from '../../kernel/locale.ts';

export const CLONE_VIDEO_FORMATS = ['mp4', 'mov', 'webm'] as const;
export type CloneVideoFormat = (typeof CLONE_VIDEO_FORMATS)[number];

/** §5: under 2 GB. */
export const CLONE_VIDEO_MAX_BYTES = 2 * 1024 ** 3 - 1;
/** §5: 3 to 5 minutes. */
const CLONE_VIDEO_MIN_MS = 3 * 60_000;
const CLONE_VIDEO_MAX_MS = 5 * 60_000;
/** §5: 360p to 4K: the short side at least 360, the long side at most 4096 (DCI 4K). */
const CLONE_VIDEO_MIN_SHORT_SIDE = 360;
const CLONE_VIDEO_MAX_LONG_SIDE = 4096;
/** The authorization video only has to hold the statement: at most 2 minutes and 500 MB. */
export const CLONE_AUTH_MAX_MS = 2 * 60_000;
export const CLONE_AUTH_MAX_BYTES = 500 * 1024 ** 2;
/** Frames sampled from a training video to check that one face is visible throughout. */
const CLONE_FACE_SAMPLES = 6;
/** Share of sampled frames that must show exactly one face. */
const CLONE_FACE_SHARE = 0.8;

export type CloneVideoRefusal =
  'cloneVideoFormat' | 'cloneVideoTooLarge' | 'cloneVideoDuration' | 'cloneVideoResolution' | 'cloneVideoNoFace' | 'cloneVideoManyFaces';

/** The container from the first bytes (ISO BMFF `ftyp`: QuickTime brand -> mov, others mp4; EBML -> webm). */
export function sniffVideoContainer(head: Uint8Array): CloneVideoFormat | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return ascii(8, 12) === 'qt  ' ? 'mov' : 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return null;
}

export interface CloneVideoFacts {
  size: number;
  format: CloneVideoFormat | null;
  durationMs: number;
  width: number;
  height: number;
}

/** §5 file rules for the training video (format, size, length, resolution), or null when it may be used. */
export function checkTrainingVideo(facts: CloneVideoFacts): CloneVideoRefusal | null {
  if (!facts.format) return 'cloneVideoFormat';
  if (facts.size > CLONE_VIDEO_MAX_BYTES) return 'cloneVideoTooLarge';
  if (facts.durationMs < CLONE_VIDEO_MIN_MS || facts.durationMs > CLONE_VIDEO_MAX_MS) return 'cloneVideoDuration';
  const short = Math.min(facts.width, facts.height);
  const long = Math.max(facts.width, facts.height);
  if (short < CLONE_VIDEO_MIN_SHORT_SIDE || long > CLONE_VIDEO_MAX_LONG_SIDE) return 'cloneVideoResolution';
  return null;
}

/** §5 one person, face visible: face counts of the sampled frames. */
export function checkFaceSamples(faceCounts: readonly number[]): 'cloneVideoNoFace' | 'cloneVideoManyFaces' | null {
  if (faceCounts.some((count) => count > 1)) return 'cloneVideoManyFaces';
  const single = faceCounts.filter((count) => count === 1).length;
  return single >= Math.ceil(CLONE_FACE_SHARE * faceCounts.length) && single > 0 ? null : 'cloneVideoNoFace';
}

/** Times (ms) of the sampled frames: evenly inside the video, never at its very start or end. */
export function faceSampleTimes(durationMs: number, samples = CLONE_FACE_SAMPLES): number[] {
  return Array.from({ length: samples }, (_, i) => Math.round(((i + 1) * durationMs) / (samples + 1)));
}

/** The statement the person reads in the authorization video, in the UI language, naming the clone. */
export function authorizationStatement(name: string, language: UiLanguage): string {
  const who = name.trim();
  switch (language) {
    case 'zh-CN':
      return `我本人同意使用我的形象和声音创建名为${who}的数字分身。`;
    case 'zh-TW':
      return `我本人同意使用我的形象和聲音建立名為${who}的數位分身。`;
    default:
      return `I agree that my face and voice are used to create the digital avatar ${who}.`;
  }
}

/** Share of the statement's words that recognition must hear (in order-free overlap). */
export const STATEMENT_MIN_MATCH = 0.7;

/** Words to compare; Chinese has no spaces, so each Han character counts as a word. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\p{Script=Han})/gu, ' $1 ')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** How much of the statement was heard: matched words / statement words (each heard word used once). */
export function statementMatch(statement: string, heard: string): number {
  const expected = words(statement);
  const pool = new Map<string, number>();
  for (const word of words(heard)) pool.set(word, (pool.get(word) ?? 0) + 1);
  let matched = 0;
  for (const word of expected) {
    const left = pool.get(word) ?? 0;
    if (left > 0) {
      matched++;
      pool.set(word, left - 1);
    }
  }
  return expected.length === 0 ? 0 : matched / expected.length;
}

/**
 * Sentences shown for the person to read in the training video (English): the phoneme
 * alignment of the training speech is constrained by them, which is faster and more exact
 * than open dictation. Any speech works; reading these gives the best mouth library.
 */
export const CLONE_TRAINING_SCRIPT = [
  'Hello, this is my training video for a digital avatar.',
  'I am speaking clearly and looking at the camera.',
  'The quick brown fox jumps over the lazy dog.',
  'We open our mouths wide for apples and oranges.',
  'Peter picked a few purple plums from the big blue bowl.',
  'She sells sea shells by the sea shore.',
  'Thank you for watching, see you soon.',
];
