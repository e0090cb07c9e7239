import { describe, expect, it } from 'vitest';
import { spokenText } from './spoken.ts';

describe('spokenText', () => {
  it('drops code blocks, code-like spans, URLs, markup and citations but keeps words', () => {
    const text = 'Set **`enabled`** to true:\n```js\ndebug.enabled = true;\n```\nSee https://example.com/docs for more [debug.md · Usage].';
    expect(spokenText(text)).toBe('Set enabled to true: See for more.');
    expect(spokenText('Run `npm install --save ws` first.')).toBe('Run first.');
    expect(spokenText('设置 `preserve` 为 false。[1]')).toBe('设置 preserve 为 false。');
  });
});
