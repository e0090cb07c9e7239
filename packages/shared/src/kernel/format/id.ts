import { GENERATED_ID_LENGTH } from '../constants/client.ts';

export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A source of numbers in [0, 1), e.g. Math.random or a seeded generator in tests. */
export type RandomSource = () => number;

/**
 * A random id (32 characters by default). The random source is passed in so this stays
 * pure and reproducible; callers needing unguessable ids pass a crypto-backed source.
 */
export function generateId(random: RandomSource, length: number = GENERATED_ID_LENGTH, alphabet: string = ID_ALPHABET): string {
  let id = '';
  for (let i = 0; i < length; i++) {
    const index = Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length));
    id += alphabet[index];
  }
  return id;
}
