import { describe, expect, it } from 'vitest';
import { checkFieldAnswer, normalisePhone } from './flow-fields.ts';
import { fillTemplate } from './flow-template.ts';

const field = (kind: 'text' | 'phone' | 'email' | 'number', required = true) => ({ key: 'k', prompt: 'p', kind, required });

describe('collect field answers', () => {
  it('phones: mainland mobile (§5) with optional +86, or international E.164', () => {
    expect(normalisePhone('13800138000')).toBe('13800138000');
    expect(normalisePhone('+86 138-0013-8000')).toBe('13800138000');
    expect(normalisePhone('(+44) 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('12800138000')).toBe(null); // second digit 2
    expect(normalisePhone('1380013800')).toBe(null); // 10 digits
    expect(normalisePhone('+0123456789')).toBe(null);
    expect(normalisePhone('+1234567890123456')).toBe(null); // 16 digits
  });

  it('email, number, text, and optional blanks', () => {
    expect(checkFieldAnswer(field('email'), 'a@b.co')).toEqual({ ok: true, value: 'a@b.co' });
    expect(checkFieldAnswer(field('email'), 'a@b')).toEqual({ ok: false, error: 'invalidEmail' });
    expect(checkFieldAnswer(field('number'), '1,250.5')).toEqual({ ok: true, value: '1250.5' });
    expect(checkFieldAnswer(field('number'), '-3')).toEqual({ ok: true, value: '-3' });
    expect(checkFieldAnswer(field('number'), '12a')).toEqual({ ok: false, error: 'invalidNumber' });
    expect(checkFieldAnswer(field('text'), '  Ada  ')).toEqual({ ok: true, value: 'Ada' });
    expect(checkFieldAnswer(field('text'), '')).toEqual({ ok: false, error: 'fieldAnswerRequired' });
    expect(checkFieldAnswer(field('phone', false), '')).toEqual({ ok: true, value: '' });
    expect(checkFieldAnswer(field('phone', false), '123')).toEqual({ ok: false, error: 'invalidPhone' });
  });

  it('fills {{path}} from a JSON answer', () => {
    const data = { a: { b: [{ c: 'x' }] }, n: 0, flag: false, obj: { k: 1 } };
    expect(fillTemplate('{{a.b.0.c}}/{{ n }}/{{flag}}/{{obj}}/{{nope.deeper}}/{{a.b.9}}', data)).toBe('x/0/false/{"k":1}//');
    expect(fillTemplate('{{x}}', 'text')).toBe('');
    expect(fillTemplate('no placeholders', null)).toBe('no placeholders');
  });
});
