/**
 * Apertium command lines (pure). Debian's language packages name their modes by their own
 * conventions (eng-spa, es-pt_BR, spa-ita), so each direction of a pair is looked up here.
 */

/** The installed mode of each direction (see `apertium -l`); pt is read as Brazilian, as our pt voice speaks. */
const APERTIUM_MODES: Readonly<Record<string, string>> = {
  'en>es': 'eng-spa',
  'es>en': 'spa-eng',
  'es>pt': 'es-pt_BR',
  'pt>es': 'pt-es',
  'es>fr': 'es-fr',
  'fr>es': 'fr-es',
  'es>it': 'spa-ita',
  'it>es': 'ita-spa',
};

export function apertiumModeFor(source: string, target: string): string | null {
  return APERTIUM_MODES[`${source}>${target}`] ?? null;
}

/**
 * One run translates many segments: `-f line` keeps one output line per input line, `-u` drops
 * the `*` Apertium puts before words it does not know (they pass through untranslated). The input
 * is a file: the apertium script opens /dev/stdin by name, which fails on Node's socket pipes.
 */
export function buildApertiumArgs(mode: string, inputPath: string): string[] {
  return ['-u', '-f', 'line', mode, inputPath];
}

/** Segments as Apertium's input: one per line (newlines inside a segment become spaces). */
export function apertiumInput(texts: readonly string[]): string {
  return `${texts.map((text) => text.replace(/\s+/g, ' ').trim()).join('\n')}\n`;
}

/** Apertium's output back into segments; a line count that does not match is an error the caller reports. */
export function apertiumOutput(stdout: string, expected: number): string[] | null {
  const lines = stdout
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  return lines.length === expected ? lines : null;
}
