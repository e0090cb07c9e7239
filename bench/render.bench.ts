/**
 * Render benchmark:  npm run bench:render
 * Renders a 60 s 16:9 project (avatar, background image, subtitles, BGM) at 720p and 1080p and,
 * in the same run, times ffmpeg alone encoding a 60 s testsrc2 source with the same codec
 * settings. Prints realtime factor, fps, the ratio to the encoder-only fps and peak memory
 * (our RSS + ffmpeg children, sampled). The last line is one JSON object.
 * Each tier uses its render preset (codecForTier); BENCH_PRESET=ultrafast|superfast|veryfast
 * overrides it for both sides.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectSchema, type ProjectInput } from '@orator/shared/project';
import { type Tier, outputSize } from '@orator/scene';
import { createSpeechService, DiskSpeechCache } from '@orator/speech';
import { buildEncoderBaselineArgs, codecForTier, type CodecSettings, type X264Preset } from '../packages/render/src/ffmpeg/encodeArgs.ts';
import { runProcess } from '@orator/process';
import { renderProject } from '../packages/render/src/renderProject.ts';

const EXAMPLES = new URL('../examples/', import.meta.url).pathname;
const VOICE = 'festival:en:slt';
const SCRIPTS = [
  'Welcome to this short tour. In the next minute you will see how a written script turns into a finished video, with a presenter who speaks every word.',
  'Everything happens on an ordinary computer. There is no graphics card and no cloud service. The voice, the moving mouth and the subtitles are all made right here.',
  'Each page has its own background, its own script and its own timing. When the script is longer, the page simply lasts longer, and the next page waits for it.',
  'Background music plays quietly under the voice and gets softer whenever the presenter talks. When the tour ends, the music fades out and the video is ready to share.',
];
const TARGET_MS = 60_000;

function page(index: number, text: string): NonNullable<ProjectInput['ppts']>[number] {
  return {
    uuid: `page-${index}`,
    elements: [
      { uuid: `bg-${index}`, type: 'image', url: 'hello-background.jpg', isBg: 1, position: { width: 1280, height: 720 } },
      {
        uuid: `man-${index}`,
        type: 'digitalMan',
        url: '',
        speaker_id: 'sys-0003',
        position: { left: 780, top: 120, width: 440, height: 600 },
        zIndex: 1,
        avatarActionInfos: [{ actionKey: 'openHands', startTime: 1000, duration: 2000 }],
      },
      { uuid: `sub-${index}`, type: 'subtitle', srt_len: 90, srt_show: true },
      { uuid: `dub-${index}`, type: 'dubbing', text, voiceId: VOICE },
    ],
  };
}

/** Four spoken pages, then a silent closing page that pads the video to exactly 60 s. */
async function benchProject(speechMs: number[]): Promise<ReturnType<typeof projectSchema.parse>> {
  const spokenMs = speechMs.reduce((sum, ms) => sum + Math.ceil((ms + 500) / 40) * 40, 0);
  const closing = { ...page(SCRIPTS.length, ''), duration: Math.max(40, TARGET_MS - spokenMs) };
  closing.elements = closing.elements?.filter((e) => e.type !== 'dubbing');
  return projectSchema.parse({
    id: 'bench',
    projectName: 'Render benchmark',
    projectType: 'Lamination',
    ratio: 0,
    bgmGlobal: { uuid: 'bgm', type: 'bgm', url: 'hello-bgm.mp3', audioDb: 25, fadeIn: 1500, fadeOut: 2000 },
    ppts: [...SCRIPTS.map((text, i) => page(i, text)), closing],
  });
}

/** RSS of this process plus every descendant (ffmpeg encoder, decoders), in MB. */
async function treeRssMb(): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/u.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/u.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Ended.
    }
  }
  return kb / 1024;
}

async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peakMb = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakMb = Math.max(peakMb, await treeRssMb());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { value: await work(), peakMb };
  } finally {
    sampling = false;
    await sampler;
  }
}

/** CPU seconds used so far by this process and its finished children (ffmpeg). */
async function cpuSeconds(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8');
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  // utime, stime, cutime, cstime (fields 14-17 of proc(5)), in clock ticks of 1/100 s.
  return ((fields[11] ?? 0) + (fields[12] ?? 0) + (fields[13] ?? 0) + (fields[14] ?? 0)) / 100;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number; cpuSeconds: number }> {
  const [start, cpuStart] = [performance.now(), await cpuSeconds()];
  const value = await work();
  return { value, seconds: (performance.now() - start) / 1000, cpuSeconds: (await cpuSeconds()) - cpuStart };
}

/** The machine is shared: the 1-minute load average says how much of it we really had. */
function load(): string {
  return loadavg()[0]!.toFixed(1);
}

async function main(): Promise<void> {
  const presetOverride = process.env.BENCH_PRESET as X264Preset | undefined;
  const dir = await mkdtemp(join(tmpdir(), 'orator-bench-'));
  const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-bench-speech')) });
  // TTS runs (and is cached) before the timed renders: the benchmark measures the video path.
  const speechMs = [];
  for (const text of SCRIPTS) speechMs.push((await speech.synthesize({ text, voiceId: VOICE })).durationMs);
  const project = await benchProject(speechMs);
  const summary: Record<string, number> = {};
  let peakMemoryMB = 0;
  try {
    for (const tier of ['720p', '1080p'] as Tier[]) {
      const codec: CodecSettings = { ...codecForTier(tier), ...(presetOverride ? { preset: presetOverride } : {}) };
      const { preset } = codec;
      const { width, height } = outputSize(0, tier);
      const encoder = await timed(() =>
        runProcess('ffmpeg', buildEncoderBaselineArgs(width, height, TARGET_MS, codec, join(dir, `baseline-${tier}.mp4`))),
      );
      const encoderFps = TARGET_MS / 40 / encoder.seconds;
      const rgbaEncoder = await timed(() =>
        runProcess('ffmpeg', buildEncoderBaselineArgs(width, height, TARGET_MS, codec, join(dir, `baseline-rgba-${tier}.mp4`), true)),
      );
      const rgbaEncoderFps = TARGET_MS / 40 / rgbaEncoder.seconds;
      const render = await withPeakMemory(() =>
        timed(() =>
          renderProject(project, { outDir: dir, name: `bench-${tier}`, tier, speech, codec, assets: async (url) => join(EXAMPLES, url) }),
        ),
      );
      const { value: result, seconds, cpuSeconds: renderCpu } = render.value;
      const frames = result.durationMs / 40;
      const realtime = result.durationMs / 1000 / seconds;
      const ratio = frames / seconds / encoderFps;
      peakMemoryMB = Math.max(peakMemoryMB, render.peakMb);
      const cpuMs = (renderCpu / frames) * 1000;
      const encoderCpuMs = (encoder.cpuSeconds / frames) * 1000;
      console.log(
        `${tier} ${width}x${height} preset=${preset}: ${(result.durationMs / 1000).toFixed(1)} s video in ${seconds.toFixed(1)} s = ` +
          `${realtime.toFixed(2)}x realtime, ${(frames / seconds).toFixed(1)} fps; encoder-only ${encoderFps.toFixed(1)} fps ` +
          `(${encoder.seconds.toFixed(1)} s) -> ratio ${ratio.toFixed(2)}; peak RSS ${render.peakMb.toFixed(0)} MB; ` +
          `CPU ${cpuMs.toFixed(1)} ms/frame (encoder-only ${encoderCpuMs.toFixed(1)}); load ${load()}`,
      );
      const rgbaRatio = frames / seconds / rgbaEncoderFps;
      console.log(
        `  encoder-only from RGBA frames (same colour conversion as our pipe): ${rgbaEncoderFps.toFixed(1)} fps -> ratio ${rgbaRatio.toFixed(2)}`,
      );
      const key = tier === '720p' ? '720' : '1080';
      summary[`realtime${key}`] = Number(realtime.toFixed(2));
      summary[`ratioToEncoder${key}`] = Number(ratio.toFixed(2));
      summary[`ratioToRgbaEncoder${key}`] = Number(rgbaRatio.toFixed(2));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(JSON.stringify({ ...summary, peakMemoryMB: Math.round(peakMemoryMB) }));
}

await main();
