/** The en-us acoustic model of Debian's pocketsphinx is trained on 16 kHz audio. */
export const POCKETSPHINX_SAMPLE_RATE = 16000;

/** pocketsphinx_continuous on one WAV file: the transcript on stdout, the (long) log discarded. */
export function buildPocketsphinxArgs(wavPath: string): string[] {
  return ['-infile', wavPath, '-logfn', '/dev/null'];
}
