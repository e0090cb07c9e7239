import { describe, expect, it } from 'vitest';
import { extractCode } from './extractCode.ts';

describe('extractCode', () => {
  it('finds a standalone six-digit code', () => {
    expect(extractCode('Your Orator code is 482913. It is valid for 10 minutes.')).toBe('482913');
    expect(extractCode('验证码：004211，10分钟内有效')).toBe('004211');
  });

  it('ignores longer numbers and bodies without a code', () => {
    expect(extractCode('Order 12345678 shipped')).toBeNull();
    expect(extractCode('Welcome to Orator')).toBeNull();
  });
});
