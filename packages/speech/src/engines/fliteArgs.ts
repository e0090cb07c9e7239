import type { VoiceParameters } from '../types.ts';

/** Mean F0 the flite voices are built around, so the pitch factor can be turned into Hz. */
const FLITE_BASE_F0: Record<string, number> = { slt: 170, awb: 120, kal: 105, kal16: 105, rms: 105 };

/**
 * flite prints one relation per run, so a sentence takes two: 'segments' writes the audio to
 * `wavPath` and prints "phone:end" pairs; 'words' prints the normalised words only.
 */
export type FliteRun = { print: 'segments'; wavPath: string } | { print: 'words' };

export function buildFliteArgs(
  engineVoice: string,
  params: Pick<VoiceParameters, 'speed' | 'pitch'>,
  sentence: string,
  run: FliteRun,
): string[] {
  const args = ['-voice', engineVoice, '--setf', `duration_stretch=${(1 / params.speed).toFixed(3)}`];
  const baseF0 = FLITE_BASE_F0[engineVoice];
  if (params.pitch !== 1 && baseF0) args.push('--setf', `int_f0_target_mean=${(baseF0 * params.pitch).toFixed(1)}`);
  return run.print === 'segments' ? [...args, '-psdur', '-t', sentence, '-o', run.wavPath] : [...args, '-pw', '-t', sentence, '-o', 'none'];
}
