/**
 * docs/product-rules.md stays true to the code: every `product-rules#<anchor>` a comment or test
 * cites exists in it, and its "Planned" list holds only rules nothing enforces yet (a constant
 * listed there and used by any code but its own declaration is a built rule, to be described in
 * its area instead).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const rules = fs.readFileSync(path.join(root, 'docs/product-rules.md'), 'utf8');
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('node_modules/') && fs.existsSync(path.join(root, file)));
const textOf = new Map(sources.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));

describe('docs/product-rules.md', () => {
  it('has every anchor the code cites', () => {
    const anchors = new Set([...rules.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]));
    const missing = new Set<string>();
    for (const [file, text] of textOf)
      for (const match of text.matchAll(/product-rules#([a-z0-9-]+)/g)) if (!anchors.has(match[1]!)) missing.add(`${match[1]} (${file})`);
    expect([...missing]).toEqual([]);
  });

  it('lists as planned only rules that no code enforces', () => {
    const planned = rules.slice(rules.indexOf('<a id="planned"></a>'));
    const constants = [...planned.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!);
    expect(constants.length).toBeGreaterThan(0);
    const enforced = constants.filter((name) => {
      const pattern = new RegExp(`\\b${name}\\b`);
      const users = [...textOf].filter(([, text]) => pattern.test(text)).map(([file]) => file);
      return users.some((file) => !file.includes('/constants/') && !file.endsWith('.test.ts'));
    });
    expect(enforced).toEqual([]);
  });
});
