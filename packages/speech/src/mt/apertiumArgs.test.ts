import { describe, expect, it } from 'vitest';
import { OFFLINE_TRANSLATION_PAIRS } from '@orator/shared/wizards';
import { apertiumInput, apertiumModeFor, apertiumOutput, buildApertiumArgs } from './apertiumArgs.ts';

describe('apertium arguments', () => {
  it('has an installed mode for every offline pair of the shared route table', () => {
    for (const [source, target] of OFFLINE_TRANSLATION_PAIRS) expect(apertiumModeFor(source, target)).not.toBeNull();
    expect(apertiumModeFor('en', 'pt')).toBeNull();
    expect(apertiumModeFor('es', 'pt')).toBe('es-pt_BR');
  });

  it('translates line by line without unknown-word marks', () => {
    expect(buildApertiumArgs('eng-spa', '/tmp/in.txt')).toEqual(['-u', '-f', 'line', 'eng-spa', '/tmp/in.txt']);
  });

  it('puts one segment per line and reads them back', () => {
    expect(apertiumInput(['Hello\nthere ', 'Bye'])).toBe('Hello there\nBye\n');
    expect(apertiumOutput('Hola allí \nAdiós\n', 2)).toEqual(['Hola allí', 'Adiós']);
    expect(apertiumOutput('Hola\n', 2)).toBeNull();
  });
});
