/**
 * A video made in Orator translated from its own script (issue 26 item 3): Apertium (offline,
 * real) translates the pages' scripts and titles, the new draft speaks Spanish with a Spanish
 * voice of the same gender, and the original is untouched. The translation must equal the
 * machine translation of the script itself, not of recognised speech. PGlite only: one insert.
 */
import { messageFor, VIDEO_PATHS, type VideoProject } from '@orator/shared';
import { PROJECT_TRANSLATION_PATHS, type ProjectTranslationOptions, type ProjectTranslationResult } from '@orator/shared/wizards';
import { createSpeechService, translateWithApertium } from '@orator/speech';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../../test/databases.ts';
import { twoPageProject, type TestUser, useTestApp } from '../../../../../test/factory/index.ts';

const [pglite] = (await testDatabases()).filter((d) => d.name === 'pglite');

describe('project translation API (English -> Spanish, from the script)', () => {
  let alice: TestUser;
  let mallory: TestUser;
  const { call } = useTestApp(pglite!, {
    setup: async ({ newUser }) => {
      alice = await newUser();
      mallory = await newUser();
    },
  });
  const create = async (user: TestUser, body = twoPageProject('Harbour news')) =>
    (await call<VideoProject>(user, 'POST', VIDEO_PATHS.projectCreate, body)).body.data;
  const dubbingOf = (project: VideoProject, page: number) => {
    const element = project.document.ppts[page]?.elements.find((e) => e.type === 'dubbing');
    return element?.type === 'dubbing' ? element : undefined;
  };

  it('offers the offline pairs and makes a Spanish draft from the script, voiced in Spanish', async () => {
    const original = await create(alice);
    const options = (await call<ProjectTranslationOptions>(alice, 'GET', PROJECT_TRANSLATION_PATHS.options(original.id))).body.data;
    expect(options.sourceLanguage).toBe('en');
    expect(options.targets).toContainEqual({ code: 'es', engine: 'offline', pivot: null });
    expect(options.targets.map((t) => t.code)).not.toContain('en');

    const answer = await call<ProjectTranslationResult>(alice, 'POST', PROJECT_TRANSLATION_PATHS.translate(original.id), {
      targetLanguage: 'es',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.projectName).toBe('Harbour news (Spanish)');
    const translated = (await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(answer.body.data.projectId))).body.data;

    // Scripts and titles go through the translator in page order, in one batch.
    const scripts = [0, 1].map((page) => dubbingOf(original, page)?.text ?? '');
    const expected = await translateWithApertium([scripts[0]!, 'Slide p1', scripts[1]!, 'Slide p2'], [['en', 'es']]);
    expect(translated.document.ppts.map((_, page) => dubbingOf(translated, page)?.text)).toEqual([expected[0], expected[2]]);
    const title = translated.document.ppts[0]?.elements.find((e) => e.type === 'title');
    expect(title && 'text' in title ? title.text : '').toBe(expected[1]);
    // A Spanish voice of the original's gender (espeak:en:female).
    const spanish = createSpeechService().voicesFor('es');
    const voice = spanish.find((v) => v.id === dubbingOf(translated, 0)?.voiceId);
    expect(voice).toMatchObject({ language: 'es', gender: 'female' });
    // The original keeps its English.
    expect(dubbingOf((await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(original.id))).body.data, 0)?.text).toBe(scripts[0]);
  });

  it('refuses what it cannot do with the spec-style message, and other owners get 404', async () => {
    const original = await create(alice);
    const same = await call(alice, 'POST', PROJECT_TRANSLATION_PATHS.translate(original.id), { targetLanguage: 'en' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(messageFor('projectTranslationSameLanguage', 'en', { language: 'English' }));
    const unknown = await call(alice, 'POST', PROJECT_TRANSLATION_PATHS.translate(original.id), { targetLanguage: 'xx' });
    expect(unknown.status).toBe(400);

    const empty = await create(alice, { projectName: 'Blank', projectType: 'Lamination', ratio: 0, ppts: [] });
    const nothing = await call(alice, 'POST', PROJECT_TRANSLATION_PATHS.translate(empty.id), { targetLanguage: 'es' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(messageFor('projectTranslationEmpty', 'en'));

    expect((await call(mallory, 'POST', PROJECT_TRANSLATION_PATHS.translate(original.id), { targetLanguage: 'es' })).status).toBe(404);
    expect((await call(mallory, 'GET', PROJECT_TRANSLATION_PATHS.options(original.id))).status).toBe(404);
  });
});
