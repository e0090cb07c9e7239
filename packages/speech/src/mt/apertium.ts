import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, withTempDir } from '@orator/process';
import { apertiumInput, apertiumModeFor, apertiumOutput, buildApertiumArgs } from './apertiumArgs.ts';

class MachineTranslationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MachineTranslationError';
  }
}

/**
 * Translates segments along Apertium legs (one leg, or two through Spanish), one process per leg.
 * Empty segments stay empty (Apertium would print an empty line for them anyway).
 */
export async function translateWithApertium(
  texts: readonly string[],
  legs: readonly (readonly [string, string])[],
  signal?: AbortSignal,
): Promise<string[]> {
  let current = [...texts];
  for (const [source, target] of legs) {
    const mode = apertiumModeFor(source, target);
    if (!mode) throw new MachineTranslationError(`Apertium has no ${source}-${target} mode`);
    if (current.length === 0) return current;
    // Rule-based and fast: a few hundred words take well under a second.
    const input = apertiumInput(current);
    const stdout = await withTempDir('mt', async (dir) => {
      const path = join(dir, 'segments.txt');
      await writeFile(path, input);
      return runProcess('apertium', buildApertiumArgs(mode, path), { signal, timeoutMs: 120_000 });
    });
    const lines = apertiumOutput(stdout.toString('utf8'), current.length);
    if (!lines) throw new MachineTranslationError(`Apertium ${mode} returned a different number of lines`);
    current = lines;
  }
  return current;
}
