import { describe, expect, it } from 'vitest';
import { messageFor, PHOTO_PATHS, VIDEO_PATHS, type EditorTrack, type VideoProject } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { twoPageProject, useTestApp } from '../../../../test/factory/index.ts';

// Thin routes over services other suites test on both databases: one suffices.
const databases = await testDatabases();

describe('spec §7 studio paths (issue 24 §6)', () => {
  const api = useTestApp(databases[0]!, { jobs: 'off', users: { alice: {}, mallory: {} } });

  it("metaman/track names the editor of the caller's own project", async () => {
    const [alice, mallory] = [api.user('alice'), api.user('mallory')];
    const project = (await api.call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectCreate, twoPageProject('Tracked'))).body.data;
    const track = await api.call<EditorTrack>(alice, 'GET', `${VIDEO_PATHS.editorTrack}?projectId=${project.id}`);
    expect(track.status).toBe(200);
    expect(track.body.data).toMatchObject({ projectId: project.id, projectType: 'Lamination', path: `/main/lamination/${project.id}` });
    expect(track.body.data.url).toMatch(new RegExp(`^https?://[^/]+/main/lamination/${project.id}$`));

    const foreign = await api.call(mallory, 'GET', `${VIDEO_PATHS.editorTrack}?projectId=${project.id}`);
    expect(foreign.status).toBe(404);
    expect((await api.call(null, 'GET', `${VIDEO_PATHS.editorTrack}?projectId=${project.id}`)).status).toBe(401);
    expect((await api.call(alice, 'GET', VIDEO_PATHS.editorTrack)).status).toBe(400);
  });

  it('itm/cmp composes a talking photo like photo/compose', async () => {
    const alice = api.user('alice');
    // No name: refused by the compose body's own schema (an unknown path would answer 404).
    const body = { avatarId: 'no-such-photo', projectName: ' ', chats: [], roles: [{ id: 'r1', name: 'Grace', voiceId: 'x' }] };
    const original = await api.call(alice, 'POST', PHOTO_PATHS.compose, body);
    const alias = await api.call(alice, 'POST', PHOTO_PATHS.itmCompose, body);
    expect(original.status).toBe(400);
    expect(original.body.message).toBe(messageFor('nameRequired', 'en'));
    expect({ status: alias.status, body: alias.body }).toEqual({ status: original.status, body: original.body });
  });
});
