/**
 * Paying must never take anything away (issue 24 §1; product-rules#export-avatar-gating): every
 * plan composes every store template, every one-click scenario and a URL project with the
 * wizard's defaults; each plan composes at least what the plan below it composes, members all
 * of it. Composes stop at the queued job (no worker renders here). A refused compose leaves no
 * draft behind. The PPT wizard's default presenter is in wizard-ppt-api.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_PATHS, messageFor, VIDEO_PATHS, type ComposeResult, type UseTemplateResult } from '@orator/shared';
import {
  SCRIPT_SCENARIOS,
  WIZARD_URL_PATHS,
  type ProductExtraction,
  type UrlCreateBody,
  type WizardCreateResult,
} from '@orator/shared/wizards';
import { testDatabases } from '../../../../test/databases.ts';
import { type TestUser, type TestUserOptions, useTestApp } from '../../../../test/factory/index.ts';
import { storeTemplates } from '../catalog/templates/template-designs.ts';

/** The plans from the bottom up (Enterprise carries Business's flags plus the 4K tier it is sold with). */
const PLANS: readonly { name: string; options: TestUserOptions }[] = [
  { name: 'free', options: {} },
  { name: 'Personal', options: { vipType: 'vip' } },
  { name: 'Business', options: { vipType: 'vip', proMan: true } },
  { name: 'Enterprise', options: { vipType: 'vip', proMan: true, ultra: true } },
];
const PLENTY = 100_000;
const TEXT =
  'Our quarterly results are in. Revenue grew by twelve percent, and every region beat its plan. ' +
  'Next quarter we open two new stores and hire forty people. Thank you all for the hard work.';
const SAMPLE = '/manprocess/wizard/url/sample/harbor-ceramic-mug-set';

describe.each(await testDatabases())('paying never takes anything away on $name', (target) => {
  const users: TestUser[] = [];
  const api = useTestApp(target, {
    setup: async ({ newUser }) => {
      for (const plan of PLANS) users.push(await newUser({ ...plan.options, remainCredits: PLENTY }));
    },
  });
  const { call } = api;
  const projectCount = async (user: TestUser) =>
    (await call<{ total: number }>(user, 'GET', `${VIDEO_PATHS.projectList}?filter=all`)).body.data.total;

  /** Use the template, then compose it as the editor's export does: the refusal key, or null when queued. */
  const composeTemplate = async (user: TestUser, templateId: string): Promise<string | null> => {
    const used = await call<UseTemplateResult>(user, 'POST', CATALOG_PATHS.templateUse(templateId), {});
    if (used.status !== 200) return `use:${used.status}`;
    const composed = await call<ComposeResult>(user, 'POST', VIDEO_PATHS.composeVideo, { projectId: used.body.data.projectId });
    return composed.status === 200 && composed.body.data.state === 'synthesizing' ? null : `compose:${composed.body.message}`;
  };

  it('composes every store template it may use, each plan at least what the plan below it does, members all', async () => {
    const templates = storeTemplates();
    expect(templates).toHaveLength(32);
    // The plans run side by side (each its own user): the template's stock import is the slow part.
    const accepted = await Promise.all(
      users.map(async (user, index) => {
        const ok = new Set<string>();
        for (const template of templates) {
          const outcome = await composeTemplate(user, template.id);
          if (outcome === null) ok.add(template.id);
          // Free users are refused exactly the members-only templates, with the template's refusal.
          else
            expect({ plan: PLANS[index]!.name, template: template.id, vipOnly: template.vipOnly, outcome }).toMatchObject({
              vipOnly: true,
              outcome: 'use:403',
            });
        }
        return ok;
      }),
    );
    for (let i = 1; i < accepted.length; i++)
      for (const id of accepted[i - 1]!) expect(accepted[i]!.has(id), `${PLANS[i]!.name} ${id}`).toBe(true);
    expect(accepted[0]!.size).toBe(templates.filter((t) => !t.vipOnly).length);
    for (const member of accepted.slice(1)) expect(member.size).toBe(templates.length);
  }, 240_000);

  it('composes every one-click scenario for every plan', async () => {
    for (const [index, user] of users.entries()) {
      for (const scenario of SCRIPT_SCENARIOS) {
        const res = await call<WizardCreateResult>(user, 'POST', WIZARD_URL_PATHS.oneClick, {
          source: 'text',
          text: TEXT,
          scenario,
          ratio: 0,
        });
        expect({ plan: PLANS[index]!.name, scenario, status: res.status, message: res.body.message }).toMatchObject({ status: 200 });
        expect(res.body.data).toMatchObject({ state: 'synthesizing', composeError: null });
      }
    }
  }, 120_000);

  it('composes a URL project with the wizard defaults (the first template not members-only) for every plan', async () => {
    const template = storeTemplates().find((t) => t.ratio === 0 && !t.vipOnly)!;
    for (const [index, user] of users.entries()) {
      const extracted = await call<ProductExtraction>(user, 'POST', WIZARD_URL_PATHS.extract, { url: `http://localhost${SAMPLE}` });
      expect(extracted.status).toBe(200);
      const product = extracted.body.data;
      const body: UrlCreateBody = {
        product: {
          url: product.url,
          name: product.name,
          description: product.description,
          media: product.media.slice(0, 3),
          proportion: 0,
          duration: 30,
          language: product.language,
        },
        price: product.price,
        currency: product.currency,
        script: 'Meet the Harbor Ceramic Mug Set, four hand-glazed mugs. They keep your coffee warm for longer.',
        templateId: template.id,
      };
      const res = await call<WizardCreateResult>(user, 'POST', WIZARD_URL_PATHS.create, body);
      expect({ plan: PLANS[index]!.name, status: res.status, message: res.body.message }).toMatchObject({ status: 200 });
      expect(res.body.data).toMatchObject({ state: 'synthesizing', composeError: null });
    }
  }, 120_000);

  it('a refused compose leaves no draft behind, and says what is needed and what is left', async () => {
    const empty = await api.newUser({ vipType: 'vip', remainCredits: 0 });
    const before = await projectCount(empty);
    const refused = await call(empty, 'POST', WIZARD_URL_PATHS.oneClick, { source: 'text', text: TEXT, scenario: 'reporting', ratio: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageFor('noCompositionTime', 'en'));
    expect(await projectCount(empty)).toBe(before);

    const short = await api.newUser({ vipType: 'vip', remainCredits: 3 });
    const shortBefore = await projectCount(short);
    const refusedShort = await call(short, 'POST', WIZARD_URL_PATHS.oneClick, {
      source: 'text',
      text: TEXT,
      scenario: 'reporting',
      ratio: 0,
    });
    expect(refusedShort.status).toBe(400);
    expect(refusedShort.body.message).toMatch(/^This video needs \d+ s of composition time and 3 s are left/);
    expect(await projectCount(short)).toBe(shortBefore);
  }, 60_000);
});
