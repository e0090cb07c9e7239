/** The en-us acoustic model of Debian's pocketsphinx is trained on 16 kHz audio. */
export const POCKETSPHINX_SAMPLE_RATE = 16000;
/** Debian's en-us pronunciation dictionary (what a grammar's words must be found in). */
export const POCKETSPHINX_DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

/** A JSGF grammar and the dictionary holding its words (see grammar.ts). */
export interface GrammarFiles {
  jsgfPath: string;
  dictionaryPath: string;
}

/**
 * pocketsphinx_continuous on one WAV file: the transcript on stdout, the (long) log discarded.
 * With a grammar, only its phrases can be heard (and only its words' dictionary is loaded).
 */
export function buildPocketsphinxArgs(wavPath: string, grammar?: GrammarFiles, options: { wordTimes?: boolean } = {}): string[] {
  const args = ['-infile', wavPath, '-logfn', '/dev/null'];
  if (grammar) args.push('-jsgf', grammar.jsgfPath, '-dict', grammar.dictionaryPath);
  // Word segments with start and end seconds, one per line after each utterance's text.
  if (options.wordTimes) args.push('-time', 'yes');
  return args;
}
