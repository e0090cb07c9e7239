import type { Viseme } from '@orator/shared';

/**
 * IPA phoneme -> viseme. Every engine reports IPA (espeak natively in IPA mode, festival
 * and flite through cmuPhones.ts), so one table covers all languages. Lookup goes by the
 * longest known prefix after dropping length marks, tone digits and diacritics, so
 * "tɕʰ", "ts." (espeak's retroflex affricate), "aʊ", "o̞" and "ɯᵝ" all resolve.
 */
// prettier-ignore
const PREFIXES: [string, Viseme][] = [
  // affricates and multi-letter symbols first (longest match wins)
  ['tʃ', 'CH'], ['dʒ', 'CH'], ['tɕ', 'CH'], ['dʑ', 'CH'], ['ʈʂ', 'CH'], ['ts.', 'CH'], ['tʂ', 'CH'], ['s.', 'CH'], ['z.', 'CH'],
  ['ts', 'SS'], ['dz', 'SS'],
  ['p', 'PP'], ['b', 'PP'], ['m', 'PP'], ['ɱ', 'FF'], ['ɓ', 'PP'],
  ['f', 'FF'], ['v', 'FF'], ['ɸ', 'FF'], ['β', 'FF'], ['ʋ', 'FF'],
  ['θ', 'TH'], ['ð', 'TH'],
  ['t', 'DD'], ['d', 'DD'], ['ɾ', 'DD'], ['ʈ', 'DD'], ['ɖ', 'DD'], ['ɗ', 'DD'], ['ʔ', 'DD'],
  ['k', 'kk'], ['ɡ', 'kk'], ['g', 'kk'], ['q', 'kk'], ['ɢ', 'kk'], ['x', 'kk'], ['ɣ', 'kk'],
  ['χ', 'kk'], ['ŋ', 'kk'], ['ħ', 'kk'], ['ʕ', 'kk'], ['h', 'kk'], ['ɦ', 'kk'], ['ʁ', 'RR'],
  ['ʃ', 'CH'], ['ʒ', 'CH'], ['ɕ', 'CH'], ['ʑ', 'CH'], ['ʂ', 'CH'], ['ʐ', 'CH'], ['ç', 'CH'], ['ʝ', 'CH'],
  ['s', 'SS'], ['z', 'SS'],
  ['n', 'nn'], ['l', 'nn'], ['ɲ', 'nn'], ['ɳ', 'nn'], ['ɫ', 'nn'], ['ʎ', 'nn'], ['ɭ', 'nn'], ['ɬ', 'nn'],
  ['r', 'RR'], ['ɹ', 'RR'], ['ɻ', 'RR'], ['ʀ', 'RR'], ['ɺ', 'RR'],
  ['j', 'ih'], ['w', 'ou'], ['ɥ', 'ou'], ['ʍ', 'ou'],
  ['a', 'aa'], ['ɑ', 'aa'], ['æ', 'aa'], ['ä', 'aa'], ['ɐ', 'aa'], ['ʌ', 'aa'], ['ɒ', 'aa'], ['ɶ', 'aa'],
  ['e', 'E'], ['ɛ', 'E'], ['ə', 'E'], ['ɜ', 'E'], ['ɚ', 'E'], ['ø', 'E'], ['œ', 'E'], ['ɘ', 'E'], ['ɝ', 'E'],
  ['i', 'ih'], ['ɪ', 'ih'], ['y', 'ih'], ['ʏ', 'ih'], ['ɨ', 'ih'], ['ɯ', 'ih'], ['ɤ', 'E'],
  ['o', 'oh'], ['ɔ', 'oh'], ['ɵ', 'oh'],
  ['u', 'ou'], ['ʊ', 'ou'], ['ʉ', 'ou'],
];
const PREFIX_TABLE = [...PREFIXES].sort((a, b) => b[0].length - a[0].length);

/** Front rounded vowels keep their tongue viseme but round the lips. */
const ROUNDED_SYMBOLS = /[yʏøœɶɥ]/u;

export interface VisemeShape {
  viseme: Viseme;
  /** 0..1 target mouth opening while the phoneme is held */
  openness: number;
  /** 0..1 lip rounding */
  rounding: number;
}

/**
 * Target openness follows how loud each class is as well as how it looks: voiced sonorants
 * (l, n, r, w, j) sound with a half-open mouth, voiceless obstruents barely open it. That
 * keeps the mouth in step with the audio envelope the viewer hears.
 */
const SHAPES: Record<Viseme, { openness: number; rounding: number }> = {
  sil: { openness: 0, rounding: 0 },
  PP: { openness: 0, rounding: 0 },
  FF: { openness: 0.1, rounding: 0 },
  TH: { openness: 0.15, rounding: 0 },
  DD: { openness: 0.15, rounding: 0 },
  kk: { openness: 0.2, rounding: 0 },
  CH: { openness: 0.2, rounding: 0.5 },
  SS: { openness: 0.1, rounding: 0 },
  nn: { openness: 0.45, rounding: 0 },
  RR: { openness: 0.5, rounding: 0.35 },
  aa: { openness: 1, rounding: 0 },
  E: { openness: 0.8, rounding: 0 },
  ih: { openness: 0.65, rounding: 0 },
  oh: { openness: 0.85, rounding: 0.8 },
  ou: { openness: 0.6, rounding: 1 },
};

export function visemeForPhoneme(phoneme: string): VisemeShape {
  const cleaned = phoneme
    .normalize('NFC')
    .replace(/[ːˑ'ˈˌ0-9ʰʲʷˠˤᵝ]|\p{M}/gu, '')
    .toLowerCase();
  if (phoneme === '') return { viseme: 'sil', ...SHAPES.sil };
  // A bare modifier (espeak emits 'ʲ' as its own event in Japanese) is a palatal glide.
  if (cleaned === '') return { viseme: 'ih', ...SHAPES.ih };
  const match = PREFIX_TABLE.find(([prefix]) => cleaned.startsWith(prefix));
  // Unknown symbols are almost always vowels or sonorants: a half-open neutral shape.
  const viseme: Viseme = match ? match[1] : 'E';
  const shape = SHAPES[viseme];
  const rounding = ROUNDED_SYMBOLS.test(cleaned) ? Math.max(shape.rounding, 0.8) : shape.rounding;
  return { viseme, openness: shape.openness, rounding };
}
