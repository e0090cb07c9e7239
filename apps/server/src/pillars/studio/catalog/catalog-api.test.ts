import { describe, expect, it } from 'vitest';
import {
  CATALOG_PATHS,
  messageFor,
  MODEL_PATHS,
  RECENT_TEMPLATES_KEPT,
  type DefaultPresenter,
  type LaminationConfig,
  type TemplateName,
  STORAGE_PATHS,
  VIDEO_PATHS,
  type Page,
  type StockImport,
  type StockPage,
  type TemplateApplication,
  type TemplateDetail,
  type TemplatePage,
  type TemplateSummary,
  type UseTemplateResult,
  type VideoProject,
  type VideoProjectSummary,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { storeTemplates } from './templates/template-designs.ts';

const JPEG = [0xff, 0xd8, 0xff];
/** A stock background copied into the caller's storage: its own folder, named after the item. */
const importedUrlPattern = (id: string) => new RegExp(`^${STORAGE_PATHS.object(`image/stock/${id}/`)}[^/]+\\.jpg$`);

describe.each(await testDatabases())('catalog API on $name', (target) => {
  let member: TestUser;
  let visitor: TestUser;
  let staff: TestUser;
  // Imports store objects, which queue a media probe: the queue must exist (no worker needed).
  const api = useTestApp(target, {
    jobs: 'queue',
    setup: async ({ newUser, newWorkspace }) => {
      member = await newUser({ vipType: 'vip' });
      visitor = await newUser();
      const { tenantId } = await newWorkspace(visitor);
      staff = await newUser({ vipType: 'vip', tenantId });
    },
  });
  const { call } = api;
  const firstTemplate = (predicate: (t: ReturnType<typeof storeTemplates>[number]) => boolean) => {
    const found = storeTemplates().find(predicate);
    if (!found) throw new Error('no such template in the store');
    return found;
  };

  it('lists stock libraries with categories, pages and localized names', async () => {
    const backgrounds = await call<StockPage>(null, 'GET', `${CATALOG_PATHS.stock('backgrounds')}?size=10&page=2`);
    expect(backgrounds.status).toBe(200);
    expect(backgrounds.body.data.total).toBeGreaterThanOrEqual(40);
    expect(backgrounds.body.data.items).toHaveLength(10);
    expect(backgrounds.body.data.categories).toEqual(expect.arrayContaining(['gradient', 'studio', 'office', 'classroom', 'newsdesk']));

    const studios = await call<StockPage>(null, 'GET', `${CATALOG_PATHS.stock('backgrounds')}?category=studio`, undefined, {
      language: 'zhchs',
    });
    expect(studios.body.data.items.every((i) => i.category === 'studio')).toBe(true);
    expect(studios.body.data.items[0]?.name).toMatch(/演播室/);

    const illustrations = await call<StockPage>(null, 'GET', `${CATALOG_PATHS.stock('illustrations')}?size=100`);
    expect(illustrations.body.data.total).toBeGreaterThanOrEqual(40);
    const music = await call<StockPage>(null, 'GET', CATALOG_PATHS.stock('music'));
    expect(music.body.data.total).toBeGreaterThanOrEqual(8);
    for (const track of music.body.data.items) expect(track.durationMs).toBeGreaterThanOrEqual(30_000);

    const bad = await call(null, 'GET', `${CATALOG_PATHS.stock('music')}?size=5000`);
    expect(bad.status).toBe(400);
  });

  it('serves stock files and imports them into the caller storage', async () => {
    const file = await api.app.inject({ method: 'GET', url: CATALOG_PATHS.stockFile('backgrounds', 'bg-studio-blue-studio') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect([...file.rawPayload.subarray(0, 3)]).toEqual(JPEG);
    const thumb = await api.app.inject({
      method: 'GET',
      url: `${CATALOG_PATHS.stockFile('backgrounds', 'bg-studio-blue-studio')}?variant=thumb`,
    });
    expect(thumb.rawPayload.length).toBeLessThan(file.rawPayload.length);
    expect((await api.app.inject({ method: 'GET', url: CATALOG_PATHS.stockFile('backgrounds', 'bg-nope') })).statusCode).toBe(404);

    const imported = await call<StockImport>(visitor, 'POST', CATALOG_PATHS.stockImport, { kind: 'illustrations', id: 'il-charts-blue' });
    expect(imported.status).toBe(200);
    // Named after the item in the caller's language, in one folder per asset.
    expect(imported.body.data.key).toBe('image/stock/il-charts-blue/Chart-blue.png');
    const again = await call<StockImport>(
      visitor,
      'POST',
      CATALOG_PATHS.stockImport,
      { kind: 'illustrations', id: 'il-charts-blue' },
      { language: 'zhchs' },
    );
    expect(again.body.data.key).toBe(imported.body.data.key);
    const stored = await api.app.inject({ method: 'GET', url: imported.body.data.url, headers: visitor.headers });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call(null, 'POST', CATALOG_PATHS.stockImport, { kind: 'music', id: 'mu-calm-reflection' })).status).toBe(401);
  });

  it('filters the template store by ratio, scenario and access, and draws covers', async () => {
    const wide = await call<TemplatePage>(null, 'GET', `${CATALOG_PATHS.templates}?ratio=0&size=100`);
    expect(wide.body.data.total).toBeGreaterThan(4);
    expect(wide.body.data.items.every((t) => t.ratio === 0)).toBe(true);
    const courses = await call<TemplatePage>(null, 'GET', `${CATALOG_PATHS.templates}?scenario=course&size=100`);
    expect(courses.body.data.items.every((t) => t.scenario === 'course')).toBe(true);
    const vip = await call<TemplatePage>(null, 'GET', `${CATALOG_PATHS.templates}?access=vip&size=100`);
    expect(vip.body.data.total).toBeGreaterThan(0);
    expect(vip.body.data.items.every((t) => t.vipOnly)).toBe(true);
    const all = await call<TemplatePage>(null, 'GET', `${CATALOG_PATHS.templates}?size=100`);
    expect(all.body.data.total).toBeGreaterThanOrEqual(30);

    const template = all.body.data.items[0]!;
    const detail = await call<TemplateDetail>(null, 'GET', CATALOG_PATHS.template(template.id));
    expect(detail.body.data.document.ppts.length).toBe(template.pageCount);
    const cover = await api.app.inject({ method: 'GET', url: template.coverUrl });
    expect(cover.statusCode).toBe(200);
    expect([...cover.rawPayload.subarray(0, 3)]).toEqual(JPEG);
  });

  it('uses a free template: a draft owned by the caller, its stock copied into their storage', async () => {
    const template = firstTemplate((t) => !t.vipOnly && !t.personalOnly && t.ratio === 0);
    const used = await call<UseTemplateResult>(visitor, 'POST', CATALOG_PATHS.templateUse(template.id), {});
    expect(used.status).toBe(200);
    const project = await call<VideoProject>(visitor, 'GET', VIDEO_PATHS.project(used.body.data.projectId));
    expect(project.body.data).toMatchObject({ projectType: 'Lamination', ratio: 0, templateId: template.id, state: 'notSynthesized' });
    const background = project.body.data.document.ppts[0]?.elements.find((e) => e.type === 'image' && e.isBg === 1);
    expect(background && 'url' in background ? background.url : '').toMatch(importedUrlPattern(template.backgroundId));
    const drafts = await call<Page<VideoProjectSummary>>(visitor, 'GET', `${VIDEO_PATHS.projectList}?filter=drafts`);
    expect(drafts.body.data.items.map((p) => p.id)).toContain(used.body.data.projectId);
    // Not visible to another user.
    expect((await call(member, 'GET', VIDEO_PATHS.project(used.body.data.projectId))).status).toBe(404);
    expect((await call(null, 'POST', CATALOG_PATHS.templateUse(template.id), {})).status).toBe(401);
  });

  it('applies a template to an open project: its document with stock copied into the caller storage, gated like use', async () => {
    const template = firstTemplate((t) => !t.vipOnly && !t.personalOnly && t.ratio === 0);
    const applied = await call<TemplateApplication>(visitor, 'POST', CATALOG_PATHS.templateApply(template.id), {});
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ templateId: template.id, ratio: 0 });
    expect(applied.body.data.document.ppts).toHaveLength(template.document.ppts.length);
    const background = applied.body.data.document.ppts[0]?.elements.find((e) => e.type === 'image' && e.isBg === 1);
    expect(background && 'url' in background ? background.url : '').toMatch(importedUrlPattern(template.backgroundId));
    const vipTemplate = firstTemplate((t) => t.vipOnly && !t.personalOnly);
    expect((await call(visitor, 'POST', CATALOG_PATHS.templateApply(vipTemplate.id), {})).status).toBe(403);
    expect((await call(null, 'POST', CATALOG_PATHS.templateApply(template.id), {})).status).toBe(401);
  });

  it('refuses a VIP-only template to a non-member and a personal-only one in an enterprise workspace', async () => {
    const vipTemplate = firstTemplate((t) => t.vipOnly && !t.personalOnly);
    const refused = await call(visitor, 'POST', CATALOG_PATHS.templateUse(vipTemplate.id), {});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: -1, message: messageFor('templateVipOnly', 'en'), data: null });
    expect((await call<UseTemplateResult>(member, 'POST', CATALOG_PATHS.templateUse(vipTemplate.id), {})).status).toBe(200);

    const personal = firstTemplate((t) => t.personalOnly && !t.vipOnly);
    const inEnterprise = await call(staff, 'POST', CATALOG_PATHS.templateUse(personal.id), {}, { language: 'zhchs' });
    expect(inEnterprise.status).toBe(403);
    expect(inEnterprise.body.message).toBe(messageFor('templatePersonalOnly', 'zh-CN'));
    expect((await call(member, 'POST', CATALOG_PATHS.templateUse(personal.id), {})).status).toBe(200);
  });

  it('saves a project as my template, lists, uses and deletes it', async () => {
    const template = firstTemplate((t) => !t.vipOnly && !t.personalOnly);
    const used = await call<UseTemplateResult>(member, 'POST', CATALOG_PATHS.templateUse(template.id), { projectName: 'Launch video' });
    const saved = await call<TemplateSummary>(member, 'POST', CATALOG_PATHS.myTemplateSave, {
      projectId: used.body.data.projectId,
      name: 'House style',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'House style', mine: true });
    expect((await call(member, 'POST', CATALOG_PATHS.myTemplateSave, { projectId: used.body.data.projectId, name: '  ' })).status).toBe(
      400,
    );

    const mine = await call<TemplatePage>(member, 'GET', `${CATALOG_PATHS.templates}?scope=mine`);
    expect(mine.body.data.items.map((t) => t.id)).toEqual([saved.body.data.id]);
    expect((await call<TemplatePage>(visitor, 'GET', `${CATALOG_PATHS.templates}?scope=mine`)).body.data.total).toBe(0);
    const cover = await api.app.inject({ method: 'GET', url: saved.body.data.coverUrl, headers: member.headers });
    expect(cover.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: saved.body.data.coverUrl, headers: visitor.headers })).statusCode).toBe(404);

    const again = await call<UseTemplateResult>(member, 'POST', CATALOG_PATHS.templateUse(saved.body.data.id), {});
    const project = await call<VideoProject>(member, 'GET', VIDEO_PATHS.project(again.body.data.projectId));
    expect(project.body.data.projectName).toBe('House style');
    expect((await call(visitor, 'POST', CATALOG_PATHS.myTemplateDelete(saved.body.data.id))).status).toBe(404);
    expect((await call(member, 'POST', CATALOG_PATHS.myTemplateDelete(saved.body.data.id))).status).toBe(200);
    expect((await call<TemplatePage>(member, 'GET', `${CATALOG_PATHS.templates}?scope=mine`)).body.data.total).toBe(0);
  });

  it('answers the template model paths: info by modelId, names by ratio, recently used per user', async () => {
    const template = firstTemplate((t) => !t.vipOnly && !t.personalOnly && t.ratio === 0);
    const info = await call<TemplateDetail>(visitor, 'GET', `${MODEL_PATHS.info}?modelId=${template.id}`);
    expect(info.body.data).toMatchObject({ id: template.id, ratio: 0 });
    expect(info.body.data.document.ppts.length).toBeGreaterThan(0);
    expect((await call(visitor, 'GET', `${MODEL_PATHS.info}?modelId=tpl-nope`)).status).toBe(404);
    expect((await call(visitor, 'GET', MODEL_PATHS.info)).status).toBe(400);

    const names = await call<TemplateName[]>(null, 'GET', `${MODEL_PATHS.nameList}?ratio=1`, undefined, { language: 'zhchs' });
    expect(names.body.data.length).toBeGreaterThan(0);
    expect(names.body.data.every((n) => n.ratio === 1 && !n.mine)).toBe(true);
    expect((await call(null, 'GET', `${MODEL_PATHS.nameList}?ratio=9`)).status).toBe(400);

    // Using a template records it; the POST records another; each user has their own list.
    await call(visitor, 'POST', CATALOG_PATHS.templateUse(template.id), {});
    const other = firstTemplate((t) => !t.vipOnly && !t.personalOnly && t.id !== template.id);
    const recent = await call<TemplateSummary[]>(visitor, 'POST', MODEL_PATHS.recentUsed, { modelId: other.id });
    expect(recent.body.data.map((t) => t.id)).toEqual([other.id, template.id]);
    expect((await call<TemplateSummary[]>(visitor, 'POST', MODEL_PATHS.recentUsed, {})).body.data).toHaveLength(2);
    expect((await call<TemplateSummary[]>(staff, 'POST', MODEL_PATHS.recentUsed, {})).body.data).toEqual([]);
    expect((await call(visitor, 'POST', MODEL_PATHS.recentUsed, { modelId: 'my-someone-elses' })).status).toBe(404);
    expect((await call(null, 'POST', MODEL_PATHS.recentUsed, {})).status).toBe(401);

    // The list keeps the newest RECENT_TEMPLATES_KEPT.
    const many = storeTemplates()
      .filter((t) => !t.vipOnly && !t.personalOnly)
      .slice(0, RECENT_TEMPLATES_KEPT + 2);
    for (const t of many) await call(member, 'POST', MODEL_PATHS.recentUsed, { modelId: t.id });
    const kept = await call<TemplateSummary[]>(member, 'POST', MODEL_PATHS.recentUsed, {});
    expect(kept.body.data.map((t) => t.id)).toEqual(
      many
        .slice(-RECENT_TEMPLATES_KEPT)
        .reverse()
        .map((t) => t.id),
    );
  });

  it('answers the page-style configuration of the caller plan and the default presenter per language', async () => {
    const free = await call<LaminationConfig>(null, 'GET', MODEL_PATHS.laminationConfig);
    expect(free.body.data).toMatchObject({
      maxPages: 6,
      recommendedPages: 5,
      dubbingMinChars: 15,
      batchMaxVideos: 3,
      resolutions: ['low'],
    });
    expect(free.body.data.subtitleLineLength).toEqual({ '0': 90, '1': 32, '2': 32, '3': 32, '4': 32 });
    const paid = await call<LaminationConfig>(member, 'GET', MODEL_PATHS.laminationConfig);
    expect(paid.body.data).toMatchObject({ maxPages: null, batchMaxVideos: 50, watermarkOptional: true });

    const english = await call<DefaultPresenter>(visitor, 'GET', `${MODEL_PATHS.defaultAvatar}?language=en`);
    expect(english.body.data).toMatchObject({ voiceId: 'festival:en:slt', language: 'en', avatar: { gender: 'female', vipType: '' } });
    const chinese = await call<DefaultPresenter>(visitor, 'GET', `${MODEL_PATHS.defaultAvatar}?language=zhchs`);
    expect(chinese.body.data.language).toBe('zhchs');
    expect(chinese.body.data.voiceId).toMatch(/zhchs/);
    expect((await call(visitor, 'GET', `${MODEL_PATHS.defaultAvatar}?language=xx-nope`)).status).toBe(400);
    expect((await call(null, 'GET', MODEL_PATHS.defaultAvatar)).status).toBe(401);
  });
});
