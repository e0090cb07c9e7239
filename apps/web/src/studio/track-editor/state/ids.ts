import { generateId } from '@orator/shared';

/** Fresh clip and track ids; getRandomValues works on plain http too, unlike randomUUID. */
export const newId = (): string => generateId(() => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32);
