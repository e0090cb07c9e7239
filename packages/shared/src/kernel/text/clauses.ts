/**
 * Cuts a streamed answer into clauses as it arrives, so speech can start on the first clause
 * while the rest is still being written (issue #10 §3). Strong punctuation (sentence ends,
 * semicolons, line breaks) always ends a clause; weak punctuation (commas, colons, enumeration
 * commas) ends one only when the clause is long enough to be worth its own synthesis call.
 * Latin punctuation counts only when followed by white space, so "3.5", "e.g.x" and "a,b" stay
 * whole; CJK punctuation ends a clause at once.
 */
const STRONG_CJK = new Set(['。', '！', '？', '；', '…']);
const WEAK_CJK = new Set(['，', '、', '：']);
const STRONG_LATIN = new Set(['.', '!', '?', ';']);
const WEAK_LATIN = new Set([',', ':']);

/** A clause cut at weak punctuation needs this many characters (shorter ones wait for more). */
const MIN_WEAK_CLAUSE_CHARS = 8;

/** "J." of "J. K." and "Mr." end no clause (a lone capital, or a short title word before the dot). */
const NON_FINAL_WORD = /(?:^|\s)(?:\p{Lu}|Mr|Mrs|Ms|Dr|Prof|St|vs|No|e\.g|i\.e)\.$/u;

export class ClauseCutter {
  private pending = '';

  /** Adds streamed text; returns the clauses it completed (trimmed, non-empty), in order. */
  push(text: string): string[] {
    this.pending += text;
    const clauses: string[] = [];
    let start = 0;
    for (let i = 0; i < this.pending.length; i++) {
      const end = this.boundaryAt(i, start);
      if (end === null) continue;
      const clause = this.pending.slice(start, end).trim();
      if (clause !== '') clauses.push(clause);
      start = end;
      i = end - 1;
    }
    this.pending = this.pending.slice(start);
    return clauses;
  }

  /** What is left when the answer ends (or null). */
  flush(): string | null {
    const rest = this.pending.trim();
    this.pending = '';
    return rest === '' ? null : rest;
  }

  /** The index just after a clause that ends at position i, or null. */
  private boundaryAt(i: number, start: number): number | null {
    const char = this.pending[i] ?? '';
    const length = i + 1 - start;
    if (char === '\n') return i + 1;
    if (STRONG_CJK.has(char)) return this.afterClosers(i + 1);
    if (WEAK_CJK.has(char)) return length >= MIN_WEAK_CLAUSE_CHARS ? i + 1 : null;
    const strong = STRONG_LATIN.has(char);
    if (!strong && !WEAK_LATIN.has(char)) return null;
    // Latin punctuation: decided by the next character, which may not have arrived yet.
    const next = this.pending[i + 1];
    if (next === undefined || !/\s/u.test(next)) return null;
    if (strong) return char === '.' && NON_FINAL_WORD.test(this.pending.slice(start, i + 1)) ? null : i + 1;
    return length >= MIN_WEAK_CLAUSE_CHARS ? i + 1 : null;
  }

  /** Closing quotes and brackets stay with the clause they close. */
  private afterClosers(index: number): number {
    let end = index;
    while (end < this.pending.length && /[”’」』）)】》〉"]/u.test(this.pending[end] ?? '')) end++;
    return end;
  }
}

/** All clauses of a whole text (what the streamed cut yields for it). */
export function cutClauses(text: string): string[] {
  const cutter = new ClauseCutter();
  const clauses = cutter.push(text);
  const rest = cutter.flush();
  return rest === null ? clauses : [...clauses, rest];
}
