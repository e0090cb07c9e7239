/**
 * Where a line or a subtitle cue may break inside Han text: between words, never inside one
 * (一款 stays whole). Chinese has no spaces, so words come from a dictionary segmenter. The
 * product's segmenter is jieba (the same one the knowledge base indexes with), installed at
 * run time by `loadChineseWords` (@orator/scene) in the browser and in render workers alike, so
 * a preview cuts exactly as the export does. Until it is installed, Unicode's word rules
 * (Intl.Segmenter, ICU's dictionary) stand in: good, but they sometimes join or split
 * differently (了一|款).
 */

export type WordCutter = (text: string) => string[];

const HAN = /\p{Script=Han}/u;
let installed: WordCutter | null = null;
let icu: Intl.Segmenter | null = null;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

export function installChineseWordCutter(cutter: WordCutter): void {
  installed = cutter;
}

export function chineseWordCutterInstalled(): boolean {
  return installed !== null;
}

/** The words of a run of text, concatenating back to exactly the run. */
export function chineseWords(run: string): string[] {
  if (installed) {
    const words = installed(run);
    // A cutter that loses or changes characters would lose script text: fall back to ICU then.
    if (words.join('') === run) return words;
  }
  icu ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return Array.from(icu.segment(run), (piece) => piece.segment);
}
