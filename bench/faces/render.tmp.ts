import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { projectSchema, screenSizeFor, photoVideoBox, type RatioKey } from '@orator/shared';
import { createSpeechService, DiskSpeechCache } from '@orator/speech';
import { renderProject } from '../../packages/render/src/renderProject.ts';
import { loadPortraits } from './portraits.ts';
const out = '/tmp/faces-render'; mkdirSync(out, { recursive: true });
const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-bench-speech')) });
const wanted = (process.env.WANT ?? 'obama.jpg,john1,biden2,sample3').split(',');
const portraits = (await loadPortraits()).filter((p) => wanted.some((w) => p.name.includes(w)));
const ratio = Number(process.env.RATIO ?? 3) as RatioKey;
for (const [k, p] of portraits.entries()) {
  const dir = join(out, `p${k}-r${ratio}`); mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'photo.jpg'), p.image);
  const page = screenSizeFor(ratio);
  const text = 'Hello! My photo can talk now, and it opens its mouth wide to say so. Watch me speak, and blink.';
  const project = projectSchema.parse({ id: `p${k}`, projectName: 'x', projectType: 'Lamination', ratio, ppts: [{ uuid: 'a', elements: [
    { uuid: 'm', type: 'digitalMan', url: 'photo.jpg', speaker_id: 'photo:x', manType: 'PHOTO', face: { kind: 'photo', imageUrl: 'photo.jpg', width: p.width, height: p.height, landmarks: p.landmarks }, position: photoVideoBox(page), zIndex: 1 },
    { uuid: 'd', type: 'dubbing', text, voiceId: 'festival:en:slt' } ] }] });
  const r = await renderProject(project, { outDir: dir, tier: '720p', speech, assets: async (u) => join(dir, u) });
  console.log(p.name, r.videoPath, r.width, r.height, r.durationMs);
}
