import { describe, expect, it } from 'vitest';
import { SCRIPT_LANGUAGES, SCRIPT_SCENARIOS, SCRIPT_TONES, scriptBudget, scriptUnits } from '@orator/shared/wizards';
import { formatPrice, offlineProductScripts, offlineTopicScript } from './offline-scripts.ts';
import { parseModelScripts } from './wizard-url-service.ts';

describe('offline scripts', () => {
  it('formats prices with the currency symbol or code', () => {
    expect(formatPrice('1299.00', 'USD')).toBe('$1,299.00');
    expect(formatPrice('88', 'CNY')).toBe('¥88');
    expect(formatPrice('59.5', 'EUR')).toBe('€59.50');
    expect(formatPrice('1200', 'CHF')).toBe('1,200 CHF');
    expect(formatPrice('free', 'USD')).toBeNull();
    expect(formatPrice(null, 'USD')).toBeNull();
  });

  it.each(
    SCRIPT_LANGUAGES.flatMap((language) =>
      SCRIPT_SCENARIOS.flatMap((scenario) => [30, 60].map((seconds) => [language, scenario, seconds] as const)),
    ),
  )('expands a topic for %s %s %i s to fill the duration', (language, scenario, seconds) => {
    const fitted = offlineTopicScript(language === 'en' ? 'remote work' : '远程办公', scenario, language, seconds);
    const budget = scriptBudget(seconds, language);
    expect(fitted.fit).toBe('expanded');
    expect(fitted.units).toBeGreaterThanOrEqual(budget.minUnits);
    expect(fitted.units).toBeLessThanOrEqual(budget.maxUnits);
    expect(fitted.script).toContain(language === 'en' ? 'remote work' : '远程办公');
  });

  it('writes three product scripts in every tone, within the budget, naming the product and its price', () => {
    for (const tone of SCRIPT_TONES) {
      const scripts = offlineProductScripts(
        {
          name: 'Aurora Desk Lamp',
          description: 'A lamp that follows the day.',
          price: '49.99',
          currency: 'USD',
          brand: 'Lumen & Co.',
          facts: ['Its arm turns 270 degrees and the head tilts.', 'USD 49.99', 'A single touch dims it from 100% to 5%.'],
        },
        tone,
        'en',
        30,
      );
      expect(scripts).toHaveLength(3);
      for (const script of scripts) {
        expect(scriptUnits(script.script, 'en')).toBeLessThanOrEqual(scriptBudget(30, 'en').maxUnits);
        expect(script.script).toContain('Aurora Desk Lamp');
        expect(script.script).not.toContain('USD 49.99');
      }
      expect(scripts[0]?.script).toContain('$49.99');
    }
  });
});

describe('parseModelScripts', () => {
  it('splits at ### lines and drops labels and wrapping quotes', () => {
    expect(parseModelScripts('Script 1: "Hello there, meet the lamp."\n###\n**Script 2:** Second one here.\n###\n')).toEqual([
      'Hello there, meet the lamp.',
      'Second one here.',
    ]);
    expect(parseModelScripts('文案1：这是第一条。\n###\n这是第二条。')).toEqual(['这是第一条。', '这是第二条。']);
  });
});
