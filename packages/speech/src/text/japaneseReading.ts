import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * espeak-ng's Japanese voice reads kana only and spells every kanji as "Chinese letter".
 * kuromoji (IPADIC, shipped inside the npm package) gives each token's pronunciation in
 * katakana, which espeak then reads correctly.
 */

interface KuromojiToken {
  surface_form: string;
  pronunciation?: string;
  reading?: string;
}
interface KuromojiTokenizer {
  tokenize(text: string): KuromojiToken[];
}
interface KuromojiModule {
  builder(options: { dicPath: string }): { build(done: (err: Error | null, tokenizer: KuromojiTokenizer) => void): void };
}

const HAN = /\p{Script=Han}/u;
let tokenizerPromise: Promise<KuromojiTokenizer> | null = null;

function loadTokenizer(): Promise<KuromojiTokenizer> {
  tokenizerPromise ??= new Promise((resolve, reject) => {
    const require = createRequire(import.meta.url);
    const kuromoji = require('kuromoji') as KuromojiModule;
    const dicPath = join(dirname(require.resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((err, tokenizer) => (err ? reject(err) : resolve(tokenizer)));
  });
  return tokenizerPromise;
}

/** Replaces tokens containing kanji by their katakana pronunciation; kana and punctuation stay. */
export async function kanjiToKana(text: string): Promise<string> {
  if (!HAN.test(text)) return text;
  const tokenizer = await loadTokenizer();
  return tokenizer
    .tokenize(text)
    .map((t) => (HAN.test(t.surface_form) ? (t.pronunciation ?? t.reading ?? t.surface_form) : t.surface_form))
    .join('');
}
