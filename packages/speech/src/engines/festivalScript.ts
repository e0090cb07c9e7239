import type { TimedPhoneme, TimedWord } from '../types.ts';

/**
 * Pure halves of the festival engine: the Scheme batch script and the parser of what the
 * script prints. Segment and word times come from the utterance after HTS synthesis, so
 * they are the durations HTS actually generated.
 */

/** festival reads the Scheme script (festivalScript) from stdin and exits at its end: no script file. */
export const FESTIVAL_BATCH_ARGS: readonly string[] = ['--batch', '--pipe'];

export interface FestivalScriptOptions {
  voiceFunction: string;
  sentences: string[];
  wavPath: (index: number) => string;
  speed: number;
  pitch: number;
}

export function festivalScript(options: FestivalScriptOptions): string {
  const lines = [`(${options.voiceFunction})`];
  const engineParams: string[] = [];
  if (options.speed !== 1) engineParams.push(`(list "-r" ${options.speed.toFixed(3)})`);
  // hts_engine's -fm shifts log F0 in half-tones.
  if (options.pitch !== 1) engineParams.push(`(list "-fm" ${(12 * Math.log2(options.pitch)).toFixed(3)})`);
  if (engineParams.length > 0) lines.push(`(set! hts_engine_params (append hts_engine_params (list ${engineParams.join(' ')})))`);
  options.sentences.forEach((sentence, index) => {
    lines.push(
      `(set! u (Utterance Text "${escapeScheme(sentence)}"))`,
      '(utt.synth u)',
      `(format t "@@U\\t%d\\n" ${index})`,
      `(mapcar (lambda (s) (format t "@@S\\t%s\\t%f\\n" (item.name s) (item.feat s "end"))) (utt.relation.items u 'Segment))`,
      `(mapcar (lambda (w) (format t "@@W\\t%s\\t%f\\t%f\\n" (item.name w) (item.feat w "word_start") (item.feat w "word_end"))) (utt.relation.items u 'Word))`,
      `(utt.save.wave u "${escapeScheme(options.wavPath(index))}" 'riff)`,
    );
  });
  return `${lines.join('\n')}\n`;
}

function escapeScheme(text: string): string {
  // Control characters would end the string literal early in festival's reader.
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"');
}

export interface FestivalUtteranceTimings {
  /** radio phone-set names, 'pau' for pauses */
  segments: TimedPhoneme[];
  words: TimedWord[];
}

export function parseFestivalOutput(stdout: string, sentenceCount: number): FestivalUtteranceTimings[] {
  const result: FestivalUtteranceTimings[] = Array.from({ length: sentenceCount }, () => ({ segments: [], words: [] }));
  let current: FestivalUtteranceTimings | undefined;
  let segmentStartMs = 0;
  for (const line of stdout.split('\n')) {
    const fields = line.split('\t');
    if (fields[0] === '@@U') {
      current = result[Number(fields[1])];
      segmentStartMs = 0;
    } else if (fields[0] === '@@S' && current) {
      const endMs = Number(fields[2]) * 1000;
      current.segments.push({ phoneme: fields[1] ?? '', startMs: segmentStartMs, endMs });
      segmentStartMs = endMs;
    } else if (fields[0] === '@@W' && current) {
      current.words.push({ text: fields[1] ?? '', startMs: Number(fields[2]) * 1000, endMs: Number(fields[3]) * 1000 });
    }
  }
  return result;
}
