import type { Notice } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/en.ts';
import { viewOfNotice } from './noticeView.ts';

/** A translate function over the English bundle, filling {{placeholders}} like i18next. */
const t = (key: string, values: Record<string, string> = {}) =>
  (key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  );

const notice = (over: Partial<Notice>): Notice => ({
  id: 'n1',
  kind: 'broadcast',
  title: null,
  body: null,
  params: {},
  isRead: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('a notice as the reader sees it', () => {
  it('words a finished render from its params and leads to the finished videos', () => {
    expect(viewOfNotice(notice({ kind: 'renderSucceeded', params: { name: 'Q3 “review”', projectId: 'p' } }), t)).toEqual({
      title: 'Video ready',
      body: '“Q3 “review”” has finished rendering.',
      link: '/main/newMainIndex/createNewVideo?tab=finished',
    });
  });

  it('words a failed render with its reason and leads to the workbench', () => {
    const view = viewOfNotice(notice({ kind: 'renderFailed', params: { name: 'Launch', reason: 'asset not found: image/a.png' } }), t);
    expect(view.body).toBe('“Launch” could not be rendered: asset not found: image/a.png');
    expect(view.link).toBe('/main/newMainIndex/createNewVideo?tab=workbench');
  });

  it('shows a broadcast in the operator’s own words, leading nowhere', () => {
    expect(viewOfNotice(notice({ title: 'Maintenance', body: 'Tonight 01:00 UTC' }), t)).toEqual({
      title: 'Maintenance',
      body: 'Tonight 01:00 UTC',
      link: null,
    });
  });

  it('words a redeemed code: minutes, or days of a plan', () => {
    expect(
      viewOfNotice(notice({ kind: 'codeRedeemed', params: { code: 'ABCD-EFGH', plan: '', days: '0', seconds: '1800' } }), t).body,
    ).toBe('Code ABCD-EFGH added 30 minutes of composition time.');
    expect(
      viewOfNotice(notice({ kind: 'codeRedeemed', params: { code: 'ABCD', plan: 'business', days: '30', seconds: '0' } }), t).body,
    ).toBe('Code ABCD added 30 days of Business membership.');
  });
});
