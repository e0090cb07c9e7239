/**
 * The one sentence splitter of the product: speech synthesis reads a script sentence by
 * sentence and subtitle cues end where sentences end, in the browser preview and in the
 * export alike. Unicode sentence rules (Intl.Segmenter) already keep "$13.7", "mozilla.org"
 * and "U.S. and" together; what they cannot know is that "Mr. Smith" or "e.g. Paris" go on
 * after a full stop followed by a capital, so a per-language list of abbreviations that never
 * end a sentence joins those pieces back.
 */

/** Abbreviations after which a sentence never ends (compared case-sensitively, with the dot). */
const NON_FINAL_ABBREVIATIONS: Record<string, readonly string[]> = {
  en: [
    'Mr.',
    'Mrs.',
    'Ms.',
    'Mx.',
    'Dr.',
    'Prof.',
    'St.',
    'Mt.',
    'Ft.',
    'No.',
    'Nos.',
    'Vol.',
    'vs.',
    'e.g.',
    'i.e.',
    'cf.',
    'approx.',
    'Gen.',
    'Col.',
    'Capt.',
    'Lt.',
    'Sgt.',
    'Gov.',
    'Sen.',
    'Rep.',
    'Rev.',
    'Hon.',
    'Fig.',
    'Jan.',
    'Feb.',
    'Mar.',
    'Apr.',
    'Aug.',
    'Sept.',
    'Sep.',
    'Oct.',
    'Nov.',
    'Dec.',
  ],
  es: ['Sr.', 'Sra.', 'Srta.', 'Dr.', 'Dra.', 'Ud.', 'Uds.', 'EE.', 'p.', 'ej.', 'núm.', 'Núm.', 'aprox.', 'Av.', 'Avda.'],
  de: ['Dr.', 'Prof.', 'Hr.', 'Fr.', 'Nr.', 'z.', 'B.', 'bzw.', 'ca.', 'usw.', 'vgl.', 'Str.', 'St.'],
  fr: ['M.', 'MM.', 'Mme.', 'Mlle.', 'Dr.', 'Pr.', 'St.', 'Ste.', 'n°.', 'p.', 'ex.', 'cf.', 'av.', 'env.'],
  it: ['Sig.', 'Sigg.', 'Sig.ra', 'Dott.', 'Dr.', 'Prof.', 'Ing.', 'Avv.', 'S.', 'p.', 'es.', 'ca.', 'pag.'],
  pt: ['Sr.', 'Sra.', 'Dr.', 'Dra.', 'Prof.', 'Av.', 'n.º', 'p.', 'ex.', 'aprox.'],
};

const ALL_ABBREVIATIONS = new Set(Object.values(NON_FINAL_ABBREVIATIONS).flat());

/** "J." of "J. K. Rowling": a lone capital with a dot is an initial, not a sentence end. */
const INITIAL = /^\p{Lu}\.$/u;
/** "D.A.", "U.S.", "p.m.": letters with inner dots are an abbreviation, not a sentence end. */
const DOTTED_ABBREVIATION = /^(?:\p{L}{1,2}\.){2,}$/u;
/** Opening quotes and brackets belong to the sentence they open (ASCII quotes are ambiguous, so left alone). */
const TRAILING_OPENERS = /[\s“‘«「『（(［[《〈【]+$/u;

export interface SentenceSpan {
  /** UTF-16 offsets into the text; the span includes the whitespace after the sentence. */
  start: number;
  end: number;
}

function abbreviationsFor(language: string | undefined): ReadonlySet<string> {
  const base = language?.slice(0, 2).toLowerCase();
  const list = base === undefined ? undefined : NON_FINAL_ABBREVIATIONS[base];
  return list ? new Set(list) : ALL_ABBREVIATIONS;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(language: string | undefined): Intl.Segmenter {
  const locale = language?.startsWith('zh') ? 'zh' : (language?.slice(0, 2) ?? 'en');
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

function endsWithNonFinal(sentence: string, abbreviations: ReadonlySet<string>): boolean {
  const lastWord = sentence.trimEnd().split(/\s+/u).pop() ?? '';
  return abbreviations.has(lastWord) || INITIAL.test(lastWord) || DOTTED_ABBREVIATION.test(lastWord);
}

/**
 * Sentence spans covering the whole text. `language` is a content-language code (en, zhchs,
 * es, de-DE...); without one every language's abbreviations are honoured.
 */
export function sentenceSpans(text: string, language?: string): SentenceSpan[] {
  const abbreviations = abbreviationsFor(language);
  const spans: SentenceSpan[] = [];
  for (const { index, segment } of segmenterFor(language).segment(text)) {
    const previous = spans[spans.length - 1];
    if (previous && endsWithNonFinal(text.slice(previous.start, previous.end), abbreviations)) previous.end = index + segment.length;
    else spans.push({ start: index, end: index + segment.length });
  }
  // Give opening quotes at the end of one span to the next: “ of '…说。“引号”' opens the next sentence.
  for (let i = 0; i + 1 < spans.length; i++) {
    const span = spans[i] as SentenceSpan;
    const openers = TRAILING_OPENERS.exec(text.slice(span.start, span.end));
    const moved = openers ? openers[0].trimStart().length : 0;
    if (moved > 0 && moved < span.end - span.start) {
      span.end -= moved;
      (spans[i + 1] as SentenceSpan).start -= moved;
    }
  }
  return spans;
}

/** The sentences of a text, trimmed, without pieces that hold no letter or digit. */
export function splitSentences(text: string, language?: string): string[] {
  return sentenceSpans(text, language)
    .map((span) => text.slice(span.start, span.end).trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
