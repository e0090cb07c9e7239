/**
 * The assistant's transcription (issue 15 §4, product-rules#assistant): an uploaded recording
 * (audio or video) becomes timed segments through a job; the user edits them and exports SRT or
 * TXT, or uses the text as a script. English is recognised offline (pocketsphinx); other
 * languages need the speech-recognition server (ASR_BASE_URL).
 */
import { z } from 'zod';
import { TRANSLATION_LANGUAGE_CODES } from '../wizards/translate.ts';

export const TRANSCRIPTION_PATHS = {
  /** POST multipart (file, language) -> TranscriptionStarted; follow the job at JOB_PATHS.job */
  upload: '/coreprocess/api/assistant/transcription',
} as const;

/** The job queue the transcription runs in; the job's result is a Transcript. */
export const TRANSCRIPTION_QUEUE = 'assistant-transcribe';

/** The languages a recording may be in: those of the video area (spec §9), without auto-detect. */
export const TRANSCRIPTION_LANGUAGES = TRANSLATION_LANGUAGE_CODES;
export const TranscriptionFields = z.object({ language: z.enum(TRANSCRIPTION_LANGUAGES).default('en') });

/** Recordings up to 100 MB and 30 minutes. */
export const TRANSCRIPTION_MAX_BYTES = 100 * 1024 * 1024;
export const TRANSCRIPTION_MAX_MS = 30 * 60_000;
export const TRANSCRIPTION_ACCEPT = 'audio/*,video/*,.mp3,.wav,.m4a,.ogg,.webm,.mp4,.mov';

export const TranscriptSegment = z.object({ startMs: z.number().int().min(0), endMs: z.number().int().min(0), text: z.string() });
export type TranscriptSegment = z.infer<typeof TranscriptSegment>;

export const Transcript = z.object({
  fileName: z.string(),
  language: z.string(),
  durationMs: z.number().int(),
  segments: z.array(TranscriptSegment),
});
export type Transcript = z.infer<typeof Transcript>;

export const TranscriptionStarted = z.object({ jobId: z.string() });
export type TranscriptionStarted = z.infer<typeof TranscriptionStarted>;

function clock(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${two(hours)}:${two(minutes)}:${two(seconds)},${String(total % 1000).padStart(3, '0')}`;
}

/** The segments with text, in time order (an emptied segment is left out of every export). */
function spoken(segments: readonly TranscriptSegment[]): TranscriptSegment[] {
  return segments.filter((s) => s.text.trim() !== '').toSorted((a, b) => a.startMs - b.startMs);
}

/** SubRip: numbered cues, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, one blank line between cues. */
export function transcriptToSrt(segments: readonly TranscriptSegment[]): string {
  return spoken(segments)
    .map((s, i) => `${i + 1}\n${clock(s.startMs)} --> ${clock(Math.max(s.endMs, s.startMs))}\n${s.text.trim().replace(/\n+/g, ' ')}\n`)
    .join('\n');
}

/** Plain text: one segment per line. */
export function transcriptToText(segments: readonly TranscriptSegment[]): string {
  return spoken(segments)
    .map((s) => s.text.trim().replace(/\n+/g, ' '))
    .join('\n');
}

/** The transcript as a script: segments joined into running text (a space between Latin-script segments). */
export function transcriptToScript(segments: readonly TranscriptSegment[]): string {
  let out = '';
  for (const text of spoken(segments).map((s) => s.text.trim().replace(/\s+/g, ' '))) {
    const spaced = out !== '' && /[A-Za-z0-9.,!?;:]$/.test(out) && /^[A-Za-z0-9]/.test(text);
    out += out === '' ? text : spaced ? ` ${text}` : /\p{Script=Han}/u.test(text) ? text : ` ${text}`;
  }
  return out;
}

/** "mm:ss" of a segment's start (spec §9 elapsed-time format). */
export function segmentClock(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
