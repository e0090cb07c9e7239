/**
 * Loudness of the mixed sound, measured on the encoded AAC with ffmpeg's ebur128: speech at
 * about -16 LUFS integrated and true peak <= -1.5 dBTP for voices of different native level
 * (festival slt about -24 LUFS, espeak about -20 LUFS), the default music bed (audioDb 100)
 * far under the speech, and the speech as recognisable with that bed as without it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSchema } from '@orator/shared/project';
import { createNodeCanvas } from '@orator/scene/node';
import { canvasTextMeasure } from '@orator/scene';
import { createSpeechService, DiskSpeechCache, encodeWav, wordErrorRate, transcribeEnglish } from '@orator/speech';
import { SPEECH_TARGET_LUFS, TRUE_PEAK_CEILING_DBTP } from '../audio/loudness.ts';
import { measureLoudness } from '../audio/measureLoudness.ts';
import { mixAudio } from '../audio/mixAudio.ts';
import { runProcess } from '@orator/process';
import { buildRenderPlan } from '../plan/buildPlan.ts';
import { makeVoices, voiceJobs } from '../voices/pageVoices.ts';

const EXAMPLES = new URL('../../../../examples/', import.meta.url).pathname;
const SCRIPTS = ['Good morning. Thank you for joining us today.', 'We will look at the plan for the next month, one step at a time.'];
const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-render-test-speech')) });
const measure = canvasTextMeasure(createNodeCanvas);
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'orator-loudness-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

type Stems = 'speech and music' | 'speech' | 'music';

/** The project's sound mixed as the export mixes it; `stems` leaves speech or music out (ducking stays). */
async function mixFor(voiceId: string, stems: Stems): Promise<string> {
  const project = projectSchema.parse({
    id: 'loud',
    projectName: 'Loud',
    projectType: 'Lamination',
    bgmGlobal: stems === 'speech' ? undefined : { uuid: 'bgm', type: 'bgm', url: 'hello-bgm.mp3', audioDb: 100, fadeIn: 500, fadeOut: 500 },
    ppts: SCRIPTS.map((text, i) => ({ uuid: `p${i}`, elements: [{ uuid: `d${i}`, type: 'dubbing', text, voiceId }] })),
  });
  const voices = await makeVoices(voiceJobs(project), { speech, localPath: async (url) => url });
  const plan = buildRenderPlan(project, { tier: '720p', voices, measureText: measure });
  const audio = stems === 'music' ? plan.audio.filter((input) => input.role !== 'speech') : plan.audio;
  const dir = await mkdtemp(join(workDir, 'mix-'));
  return mixAudio({
    plan: { ...plan, audio },
    mediaPaths: new Map([['hello-bgm.mp3', join(EXAMPLES, 'hello-bgm.mp3')]]),
    workDir: dir,
  });
}

async function wer(path: string): Promise<number> {
  const pcm = await runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    path,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-f',
    's16le',
    'pipe:1',
  ]);
  const samples = new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length - (pcm.length % 2)));
  return wordErrorRate(SCRIPTS.join(' '), await transcribeEnglish(encodeWav({ sampleRate: 16000, samples })));
}

describe.each(['festival:en:slt', 'espeak:en:female'])('the mixed sound with %s', (voiceId) => {
  it('has speech at about -16 LUFS and true peak <= -1.5 dBTP, with and without the music bed', async () => {
    for (const stems of ['speech', 'speech and music'] as const) {
      const reading = await measureLoudness(await mixFor(voiceId, stems), join(workDir, 'reading.txt'));
      expect(reading, stems).not.toBeNull();
      expect(Math.abs(reading!.integratedLufs - SPEECH_TARGET_LUFS), `${stems}: ${reading!.integratedLufs} LUFS`).toBeLessThanOrEqual(1.5);
      expect(reading!.truePeakDbtp, stems).toBeLessThanOrEqual(TRUE_PEAK_CEILING_DBTP);
    }
  }, 120_000);

  it('keeps the default music bed at least 18 LU under the speech', async () => {
    const music = await measureLoudness(await mixFor(voiceId, 'music'), join(workDir, 'music.txt'));
    expect(music!.integratedLufs).toBeLessThanOrEqual(SPEECH_TARGET_LUFS - 18);
  }, 120_000);
});

describe('recognisability under the default music bed (festival slt)', () => {
  it('stays within 5 points of the WER without music', async () => {
    const without = await wer(await mixFor('festival:en:slt', 'speech'));
    const withMusic = await wer(await mixFor('festival:en:slt', 'speech and music'));
    expect(without).toBeLessThanOrEqual(0.1);
    expect(withMusic - without).toBeLessThanOrEqual(0.05);
  }, 300_000);
});
