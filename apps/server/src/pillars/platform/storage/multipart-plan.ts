/**
 * Where multipart bytes go. Parts that arrive in order (our web client sends its 4 MiB
 * slices one after another) are written in place into one assembly file, so completing
 * the upload needs no copy. Anything else (parallel or re-sent parts) gets a file of its
 * own and completion concatenates.
 */
export interface ReceivedPart {
  partNumber: number;
  size: number;
  /** Position in the assembly file, or null when the part has its own file. */
  offset: number | null;
}

/** The assembly offset for a new part, or null when it cannot be appended. */
export function appendOffset(received: readonly ReceivedPart[], partNumber: number): number | null {
  const sorted = [...received].sort((a, b) => a.partNumber - b.partNumber);
  let expected = 0;
  for (let i = 0; i < sorted.length; i++) {
    const part = sorted[i]!;
    if (part.partNumber !== i + 1 || part.offset !== expected) return null;
    expected += part.size;
  }
  return partNumber === sorted.length + 1 ? expected : null;
}

/** True when the chosen parts are exactly the assembly file from its start: completion is a truncate and rename. */
export function isAssembledInPlace(chosen: readonly ReceivedPart[]): boolean {
  let expected = 0;
  for (const part of chosen) {
    if (part.offset !== expected) return false;
    expected += part.size;
  }
  return chosen.length > 0;
}
