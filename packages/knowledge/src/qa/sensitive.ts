import { simplified } from '../search/tokens.ts';

/**
 * Normalises text for matching: full-width to half-width (NFKC), lower case, traditional to
 * simplified, and drops separators (spaces, punctuation, symbols) so "退 款" and "f.o.o" are found.
 * `boundaryBefore[i]` tells whether a separator or the text start preceded kept character i.
 */
function normalize(text: string): { chars: string[]; boundaryBefore: boolean[] } {
  let folded = text.normalize('NFKC').toLowerCase();
  if (/\p{Script=Han}/u.test(folded)) folded = simplified(folded);
  const chars: string[] = [];
  const boundaryBefore: boolean[] = [];
  let separated = true;
  for (const char of folded) {
    if (/[\p{L}\p{N}]/u.test(char)) {
      chars.push(char);
      boundaryBefore.push(separated);
      separated = false;
    } else separated = true;
  }
  boundaryBefore.push(true); // the end of the text is a boundary
  return { chars, boundaryBefore };
}

const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{Script=Latin}\p{N}]/u.test(char);

interface AutomatonNode {
  next: Map<string, number>;
  fail: number;
  /** Indices into the word list of words ending here (own and through fail links). */
  outputs: number[];
  depth: number;
}

/**
 * An operator's sensitive-word list, matched with an Aho-Corasick automaton in one pass over the
 * text (linear in text length however many words). Case-, width- and script-insensitive (繁/简).
 * Han words match anywhere; a word made of Latin letters or digits matches only as a whole word
 * ("ass" is not found in "class"), with separators inside the text ignored.
 */
export class SensitiveWordList {
  private readonly words: string[] = [];
  private readonly latin: boolean[] = [];
  private readonly lengths: number[] = [];
  private readonly nodes: AutomatonNode[] = [{ next: new Map(), fail: 0, outputs: [], depth: 0 }];

  constructor(words: string[]) {
    for (const word of words) {
      const { chars } = normalize(word);
      if (chars.length === 0 || this.words.includes(word.trim())) continue;
      const index = this.words.push(word.trim()) - 1;
      this.latin.push(chars.every(isWordChar));
      this.lengths.push(chars.length);
      let node = 0;
      for (const char of chars) {
        const current = this.nodes[node] as AutomatonNode;
        let child = current.next.get(char);
        if (child === undefined) {
          child = this.nodes.push({ next: new Map(), fail: 0, outputs: [], depth: current.depth + 1 }) - 1;
          current.next.set(char, child);
        }
        node = child;
      }
      (this.nodes[node] as AutomatonNode).outputs.push(index);
    }
    this.link();
  }

  /** Breadth-first failure links, outputs merged along them. */
  private link(): void {
    const queue: number[] = [...(this.nodes[0] as AutomatonNode).next.values()];
    while (queue.length > 0) {
      const index = queue.shift() as number;
      const node = this.nodes[index] as AutomatonNode;
      for (const [char, child] of node.next) {
        let fail = node.fail;
        while (fail !== 0 && !(this.nodes[fail] as AutomatonNode).next.has(char)) fail = (this.nodes[fail] as AutomatonNode).fail;
        const target = (this.nodes[fail] as AutomatonNode).next.get(char);
        const childNode = this.nodes[child] as AutomatonNode;
        childNode.fail = target !== undefined && target !== child ? target : 0;
        childNode.outputs.push(...(this.nodes[childNode.fail] as AutomatonNode).outputs);
        queue.push(child);
      }
    }
  }

  get size(): number {
    return this.words.length;
  }

  /** The listed words found in the text, as the operator wrote them, in order of first appearance. */
  find(text: string): string[] {
    if (this.words.length === 0) return [];
    const { chars, boundaryBefore } = normalize(text);
    const found = new Set<number>();
    let state = 0;
    chars.forEach((char, position) => {
      while (state !== 0 && !(this.nodes[state] as AutomatonNode).next.has(char)) state = (this.nodes[state] as AutomatonNode).fail;
      state = (this.nodes[state] as AutomatonNode).next.get(char) ?? 0;
      for (const index of (this.nodes[state] as AutomatonNode).outputs) {
        if (found.has(index)) continue;
        if (this.latin[index]) {
          const start = position - (this.lengths[index] as number) + 1;
          const startsWord = boundaryBefore[start] === true || !isWordChar(chars[start - 1]);
          const endsWord = boundaryBefore[position + 1] === true || !isWordChar(chars[position + 1]);
          if (!startsWord || !endsWord) continue;
        }
        found.add(index);
      }
    });
    return [...found].map((index) => this.words[index] as string);
  }

  /** Whether any listed word occurs in the text. */
  matches(text: string): boolean {
    return this.find(text).length > 0;
  }
}
