/**
 * Text as an engine should read it, with a map back to the script it came from. Subtitles
 * show the script as written, so every character of the spoken text remembers the span of
 * the script it stands for: word timings of the spoken text can then be put back on the
 * script's own words (see wordMapping.ts).
 */
export interface SpokenText {
  text: string;
  /** For each UTF-16 unit of `text`, the script span [sourceStart, sourceEnd) it reads. */
  sourceStart: number[];
  sourceEnd: number[];
}

/** A rewrite of one stretch of text: `source` is a substring of the match, `spoken` its reading. */
export type SpokenPart = readonly [source: string, spoken: string];

export interface ReadingRule {
  /** Must be global (g); matches are taken left to right and never overlap earlier rules' matches. */
  pattern: RegExp;
  /** The reading of a match: one string for the whole match, or parts that concatenate to it. */
  read: (match: RegExpExecArray) => string | readonly SpokenPart[];
}

export function identity(text: string): SpokenText {
  return {
    text,
    sourceStart: Array.from({ length: text.length }, (_, i) => i),
    sourceEnd: Array.from({ length: text.length }, (_, i) => i + 1),
  };
}

/** Rewrites each code point on its own (punctuation, widths, letters); `map` returns its reading. */
export function mapCharacters(input: SpokenText, map: (char: string) => string): SpokenText {
  const out: SpokenText = { text: '', sourceStart: [], sourceEnd: [] };
  let index = 0;
  for (const char of input.text) {
    const spoken = map(char);
    const start = input.sourceStart[index] ?? 0;
    const end = input.sourceEnd[index + char.length - 1] ?? start;
    out.text += spoken;
    for (let k = 0; k < spoken.length; k++) {
      out.sourceStart.push(start);
      out.sourceEnd.push(end);
    }
    index += char.length;
  }
  return out;
}

interface Claim {
  start: number;
  end: number;
  parts: readonly SpokenPart[];
}

/**
 * Applies reading rules in priority order: each rule reads what earlier rules left alone.
 * A rewritten stretch maps every spoken character to the whole script span it replaced.
 */
export function applyRules(input: SpokenText, rules: readonly ReadingRule[]): SpokenText {
  const claims: Claim[] = [];
  const free = (start: number, end: number) => claims.every((c) => end <= c.start || start >= c.end);
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(input.text); m; m = rule.pattern.exec(input.text)) {
      if (m[0].length === 0) {
        rule.pattern.lastIndex++;
        continue;
      }
      const start = m.index;
      const end = start + m[0].length;
      if (!free(start, end)) continue;
      const reading = rule.read(m);
      const parts = typeof reading === 'string' ? [[m[0], reading] as const] : reading;
      if (parts.map((p) => p[0]).join('') !== m[0]) throw new Error(`reading rule ${String(rule.pattern)} lost text of "${m[0]}"`);
      claims.push({ start, end, parts });
    }
  }
  claims.sort((a, b) => a.start - b.start);
  const out: SpokenText = { text: '', sourceStart: [], sourceEnd: [] };
  const copy = (from: number, to: number) => {
    out.text += input.text.slice(from, to);
    out.sourceStart.push(...input.sourceStart.slice(from, to));
    out.sourceEnd.push(...input.sourceEnd.slice(from, to));
  };
  let at = 0;
  for (const claim of claims) {
    copy(at, claim.start);
    let partStart = claim.start;
    for (const [source, spoken] of claim.parts) {
      const partEnd = partStart + source.length;
      if (spoken === source) copy(partStart, partEnd);
      else {
        // An insertion (empty source) reads as part of the character before it.
        const first = partEnd > partStart ? partStart : Math.max(0, partStart - 1);
        const last = Math.max(first, partEnd - 1);
        const start = input.sourceStart[first] ?? 0;
        const end = input.sourceEnd[last] ?? start;
        out.text += spoken;
        for (let k = 0; k < spoken.length; k++) {
          out.sourceStart.push(start);
          out.sourceEnd.push(end);
        }
      }
      partStart = partEnd;
    }
    at = claim.end;
  }
  copy(at, input.text.length);
  return out;
}

/** Collapses runs of spaces (and spaces before a comma) the rewrites left behind, keeping the map aligned. */
export function collapseSpaces(input: SpokenText): SpokenText {
  const out: SpokenText = { text: '', sourceStart: [], sourceEnd: [] };
  for (let i = 0; i < input.text.length; i++) {
    const char = input.text[i] as string;
    if (char === ' ' && (out.text.length === 0 || out.text.endsWith(' '))) continue;
    if (char === ',' && out.text.endsWith(' ')) {
      out.text = out.text.slice(0, -1);
      out.sourceStart.pop();
      out.sourceEnd.pop();
    }
    out.text += char;
    out.sourceStart.push(input.sourceStart[i] ?? 0);
    out.sourceEnd.push(input.sourceEnd[i] ?? 0);
  }
  while (out.text.endsWith(' ')) {
    out.text = out.text.slice(0, -1);
    out.sourceStart.pop();
    out.sourceEnd.pop();
  }
  return out;
}
