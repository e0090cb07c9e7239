import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildFliteArgs } from './fliteArgs.ts';

describe('buildFliteArgs', () => {
  it('stretches duration by the inverse of the speed', () => {
    const args = buildFliteArgs('slt', { speed: 2, pitch: 1 }, 'Hello.', { print: 'words' });
    expect(args.slice(0, 4)).toEqual(['-voice', 'slt', '--setf', 'duration_stretch=0.500']);
  });

  it("moves the voice's mean F0 by the pitch factor, and leaves it alone at 1 or for an unknown voice", () => {
    expect(buildFliteArgs('slt', { speed: 1, pitch: 1.2 }, 'Hi', { print: 'words' })).toContain('int_f0_target_mean=204.0');
    expect(buildFliteArgs('slt', { speed: 1, pitch: 1 }, 'Hi', { print: 'words' }).join(' ')).not.toContain('int_f0');
    expect(buildFliteArgs('newvoice', { speed: 1, pitch: 1.2 }, 'Hi', { print: 'words' }).join(' ')).not.toContain('int_f0');
  });

  it('writes audio with segment timings in one run and prints words without audio in the other', () => {
    expect(buildFliteArgs('rms', { speed: 1, pitch: 1 }, 'Hi there', { print: 'segments', wavPath: '/t/0.wav' }).slice(-5)).toEqual([
      '-psdur',
      '-t',
      'Hi there',
      '-o',
      '/t/0.wav',
    ]);
    expect(buildFliteArgs('rms', { speed: 1, pitch: 1 }, 'Hi there', { print: 'words' }).slice(-5)).toEqual([
      '-pw',
      '-t',
      'Hi there',
      '-o',
      'none',
    ]);
  });

  it('passes the sentence as one argument, so no shell ever splits or interprets it', () => {
    const sentence = 'It costs $5; rm -rf "/" && echo `x`';
    const args = buildFliteArgs('slt', { speed: 1, pitch: 1 }, sentence, { print: 'words' });
    expect(args[args.indexOf('-t') + 1]).toBe(sentence);
  });

  it('has the real flite read a sentence that looks like an option as text (argument injection)', () => {
    for (const sentence of ['-voice', '--setf', '-o']) {
      const words = execFileSync('flite', buildFliteArgs('slt', { speed: 1, pitch: 1 }, sentence, { print: 'words' }), { encoding: 'utf8' });
      expect(words.replace(/\s+/g, '')).toBe(sentence.replace(/-/g, ''));
    }
  });
});
