/**
 * Cloned-avatar figures (issue 12 §5): minutes to train a clone from a 3-minute video, and render
 * speed of the trained clone at 720p through the normal export path. The training video is made
 * here (face-api's sample portrait with a jaw and mouth driven by our own TTS, as the clone tests
 * do) at 1280x720, 25 fps: the size a phone records, so the figure is not flattered by a tiny input.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectFacesInFrame, trainClone } from '@orator/faces/node';
import { makeTalkingVideo } from '@orator/faces/testing';
import { CLONE_TRAINING_SCRIPT } from '@orator/shared/clone';
import { projectSchema } from '@orator/shared/project';
import { createSpeechService, DiskSpeechCache } from '@orator/speech';
import { renderProject } from '../../packages/render/src/renderProject.ts';

const VOICE = 'festival:en:slt';
const TRAINING_MS = 180_000;
const LINES = [
  'Hello, and welcome. This is my clone speaking, made from three minutes of my own video.',
  'Every word you hear moves my mouth, picked from the mouths I recorded while reading the training script.',
  'All of it is drawn on an ordinary computer, without a graphics card.',
];

export interface CloneFigures {
  trainMinutes: number;
  atlasCells: number;
  /** Seconds of cloned-avatar video per second of rendering at 1280x720. */
  realtime: number;
  videoSeconds: number;
  renderSeconds: number;
}

export async function measureClone(): Promise<CloneFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'orator-bench-clone-'));
  try {
    const video = await makeTalkingVideo({
      dir,
      name: 'training',
      text: CLONE_TRAINING_SCRIPT.join(' '),
      durationMs: TRAINING_MS,
      speechMs: 60_000,
      fps: 25,
      width: 1280,
      height: 720,
    });
    const trainStart = performance.now();
    const trained = await trainClone({ videoPath: video.path, outDir: dir, detect: detectFacesInFrame, phrases: CLONE_TRAINING_SCRIPT });
    const trainMinutes = (performance.now() - trainStart) / 60_000;

    const face = { kind: 'clone', loopUrl: 'loop.mp4', atlasUrl: 'atlas.png', loop: trained.loop, atlas: trained.atlas, playback: 'repeat' };
    const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-bench-speech')) });
    for (const text of LINES) await speech.synthesize({ text, voiceId: VOICE });
    const project = projectSchema.parse({
      id: 'bench-clone',
      projectName: 'Cloned avatar benchmark',
      projectType: 'Lamination',
      ppts: LINES.map((text, i) => ({
        uuid: `page-${i}`,
        elements: [
          {
            uuid: `man-${i}`,
            type: 'digitalMan',
            url: 'clone:bench',
            speaker_id: 'clone:bench',
            manType: 'REAL',
            face,
            position: { left: 0, top: 0, width: 1280, height: 720 },
            zIndex: 1,
          },
          { uuid: `sub-${i}`, type: 'subtitle', srt_len: 90, srt_show: true },
          { uuid: `dub-${i}`, type: 'dubbing', text, voiceId: VOICE },
        ],
      })),
    });
    const files: Record<string, string> = { 'loop.mp4': trained.loopPath, 'atlas.png': trained.atlasPath };
    const assets = async (url: string) => files[url] ?? Promise.reject(new Error(`unexpected asset ${url}`));
    const renderStart = performance.now();
    const result = await renderProject(project, { outDir: join(dir, 'out'), tier: '720p', speech, assets });
    const renderSeconds = (performance.now() - renderStart) / 1000;
    const videoSeconds = result.durationMs / 1000;
    return { trainMinutes, atlasCells: trained.atlas.cells.length, realtime: videoSeconds / renderSeconds, videoSeconds, renderSeconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
