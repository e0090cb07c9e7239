/**
 * A designed avatar end to end: a page whose digital man carries a designed face (issue 12
 * "custom avatar design") renders through the normal path to MP4, and a frame of the file shows
 * the design: its hair colour where the head is, and a different colour once the design changes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@orator/process';
import { HAIR_COLORS, shuffledAvatarParams } from '@orator/scene';
import type { AvatarParams } from '@orator/shared';
import { projectSchema, type Project } from '@orator/shared/project';
import { createSpeechService, DiskSpeechCache } from '@orator/speech';
import { renderProject, type RenderResult } from '../renderProject.ts';

const SENTENCE = 'I am a presenter you designed yourself.';
const BOX = { left: 700, top: 40, width: 500, height: 680 };
const DESIGN: AvatarParams = {
  ...shuffledAvatarParams(4242),
  gender: 'female',
  hairStyle: 'afro',
  hairColor: 'copper',
  hat: 'none',
  earrings: false,
  facialHair: 'none',
  skin: 2,
  style: '2d',
};

const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-render-test-speech')) });
let dir: string;
let results: RenderResult[];

function designedProject(params: AvatarParams): Project {
  return projectSchema.parse({
    id: 'designed',
    projectName: 'Designed presenter',
    projectType: 'Lamination',
    ppts: [
      {
        uuid: 'p0',
        elements: [
          {
            uuid: 'm0',
            type: 'digitalMan',
            url: 'ua_designed',
            speaker_id: 'ua_designed',
            manType: 'REAL',
            face: { kind: 'designed', params },
            position: BOX,
            zIndex: 1,
          },
          { uuid: 'd0', type: 'dubbing', text: SENTENCE, voiceId: 'festival:en:slt' },
        ],
      },
    ],
  });
}

/** The RGB frame at `seconds` of the MP4 (and a PNG of it next to the file, to look at). */
async function frameAt(path: string, seconds: number): Promise<Buffer> {
  await runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    String(seconds),
    '-i',
    path,
    '-frames:v',
    '1',
    `${path}.png`,
  ]);
  return runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    String(seconds),
    '-i',
    path,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
}

/** Pixels within `tolerance` of `hex` (the encoder shifts flat colours by a few levels). */
function countNear(rgb: Buffer, hex: string, tolerance = 14): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    if (Math.abs(rgb[i]! - r) <= tolerance && Math.abs(rgb[i + 1]! - g) <= tolerance && Math.abs(rgb[i + 2]! - b) <= tolerance) count++;
  }
  return count;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orator-designed-face-'));
  results = [];
  for (const [i, params] of [DESIGN, { ...DESIGN, hairColor: 'black' as const }].entries()) {
    results.push(
      await renderProject(designedProject(params), {
        outDir: join(dir, `out${i}`),
        tier: '720p',
        speech,
        assets: async (url) => join(dir, url),
      }),
    );
  }
}, 180_000);

afterAll(async () => {
  if (!process.env['KEEP_DESIGNED_FACE']) await rm(dir, { recursive: true, force: true });
  else console.log('designed face frames under', dir);
});

describe('a designed avatar rendered to MP4', () => {
  it('shows the design: copper hair on the copper design, none once the hair is black', async () => {
    const [copper, black] = results as [RenderResult, RenderResult];
    expect([copper.width, copper.height]).toEqual([1280, 720]);
    expect(copper.durationMs).toBeGreaterThan(1500);
    const copperFrame = await frameAt(copper.videoPath, 1);
    const blackFrame = await frameAt(black.videoPath, 1);
    expect(countNear(copperFrame, HAIR_COLORS.copper)).toBeGreaterThan(5000);
    expect(countNear(blackFrame, HAIR_COLORS.copper)).toBeLessThan(200);
    expect(countNear(blackFrame, HAIR_COLORS.black)).toBeGreaterThan(5000);
  });
});
