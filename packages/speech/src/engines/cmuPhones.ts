/** CMU/radio phone set (festival and flite English voices) to IPA; pauses become ''. */
// prettier-ignore
const CMU_TO_IPA: Record<string, string> = {
  aa: 'ɑ', ae: 'æ', ah: 'ʌ', ao: 'ɔ', aw: 'aʊ', ax: 'ə', axr: 'ɚ', ay: 'aɪ',
  b: 'b', ch: 'tʃ', d: 'd', dh: 'ð', dx: 'ɾ', eh: 'ɛ', el: 'l', em: 'm', en: 'n',
  er: 'ɚ', ey: 'eɪ', f: 'f', g: 'ɡ', hh: 'h', ih: 'ɪ', ix: 'ɪ', iy: 'i', jh: 'dʒ',
  k: 'k', l: 'l', m: 'm', n: 'n', ng: 'ŋ', nx: 'ŋ', ow: 'oʊ', oy: 'ɔɪ', p: 'p',
  r: 'ɹ', s: 's', sh: 'ʃ', t: 't', th: 'θ', uh: 'ʊ', uw: 'u', v: 'v', w: 'w',
  wh: 'w', y: 'j', z: 'z', zh: 'ʒ',
};

const PAUSES = new Set(['pau', 'h#', 'sil', 'ssil', 'brth']);

export function cmuToIpa(phone: string): string {
  const base = phone.toLowerCase().replace(/[0-9]/g, '');
  if (PAUSES.has(base)) return '';
  return CMU_TO_IPA[base] ?? base;
}
