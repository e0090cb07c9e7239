/**
 * Talking-photo figures (issue 12 §5): render speed of a talking photo at 720p through the normal
 * export path, and face detection + 68 landmarks per photo.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPortrait, detectFaces, flattenLandmarks, loadFaceDetector } from '@orator/faces/node';
import { portraitPhoto } from '@orator/faces/samples';
import { projectSchema } from '@orator/shared/project';
import { createSpeechService, DiskSpeechCache } from '@orator/speech';
import { renderProject } from '../../packages/render/src/renderProject.ts';

const EXAMPLES = new URL('../../examples/', import.meta.url).pathname;
const VOICE = 'festival:en:slt';
const LINES = [
  'Hello, and welcome. This is a photo of me, and today it can talk.',
  'Every word you hear moves my mouth, my eyes blink now and then, and my head moves a little as I breathe.',
  'All of it is drawn on an ordinary computer, without a graphics card, from a single picture.',
];
const DETECT_RUNS = 5;

/** Median detection + landmark time of the sample portrait, models already loaded. */
export async function measureDetectMs(): Promise<{ detectMs: number; loadMs: number }> {
  const photo = await portraitPhoto();
  const load = performance.now();
  await loadFaceDetector();
  const loadMs = performance.now() - load;
  const times: number[] = [];
  for (let i = 0; i < DETECT_RUNS; i++) {
    const start = performance.now();
    await detectFaces(photo);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { detectMs: times[Math.floor(times.length / 2)]!, loadMs };
}

interface CpuTicks {
  /** This process: the JS frame drawing and Skia rasterisation. */
  renderer: number;
  /** Finished children: mostly the ffmpeg encoder (the audio mix is small). */
  children: number;
}

/** CPU seconds of this process and of its finished children (the ffmpeg encoder), from /proc (100 ticks/s). */
async function cpuSeconds(): Promise<CpuTicks> {
  const stat = await readFile('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime are fields 14-17 of the full line, 12-15 after the command name.
  const sum = (indices: number[]) => indices.reduce((total, i) => total + Number(fields[i]), 0) / 100;
  return { renderer: sum([11, 12]), children: sum([13, 14]) };
}

export interface PhotoRealtime {
  realtime: number;
  videoSeconds: number;
  renderSeconds: number;
  cpuSeconds: number;
  rendererCpuSeconds: number;
  encoderCpuSeconds: number;
  /**
   * Realtime factor on two free cores: the renderer and the encoder run side by side (frame N is
   * encoded while N+1 is drawn), so the slower of the two sets the pace. On a shared machine the
   * wall-clock figure mostly measures the neighbours; this one does not.
   */
  twoCoreRealtime: number;
  /** Realtime factor from the renderer's and encoder's CPU seconds together: one core's worth of machine. */
  oneCoreRealtime: number;
}

/**
 * Seconds of talking-photo video per second of rendering at 1280x720 (speech synthesised beforehand),
 * and the CPU seconds it took, split between the renderer (this process) and the encoder.
 */
export async function measurePhotoRealtime720(): Promise<PhotoRealtime> {
  const dir = await mkdtemp(join(tmpdir(), 'orator-bench-photo-'));
  try {
    const photo = await portraitPhoto();
    await writeFile(join(dir, 'portrait.jpg'), photo);
    const check = checkPortrait(await detectFaces(photo));
    if (!check.ok) throw new Error(`sample portrait refused: ${check.reason}`);
    const face = { kind: 'photo', imageUrl: 'portrait.jpg', width: 600, height: 720, landmarks: flattenLandmarks(check.face.landmarks) };
    const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-bench-speech')) });
    for (const text of LINES) await speech.synthesize({ text, voiceId: VOICE });
    const project = projectSchema.parse({
      id: 'bench-photo',
      projectName: 'Talking photo benchmark',
      projectType: 'Lamination',
      ppts: LINES.map((text, i) => ({
        uuid: `page-${i}`,
        elements: [
          { uuid: `bg-${i}`, type: 'image', url: 'hello-background.jpg', isBg: 1, position: { width: 1280, height: 720 } },
          {
            uuid: `man-${i}`,
            type: 'digitalMan',
            url: 'portrait.jpg',
            speaker_id: 'photo:bench',
            manType: 'PHOTO',
            face,
            position: { left: 640, top: 0, width: 600, height: 720 },
            zIndex: 1,
          },
          { uuid: `sub-${i}`, type: 'subtitle', srt_len: 90, srt_show: true },
          { uuid: `dub-${i}`, type: 'dubbing', text, voiceId: VOICE },
        ],
      })),
    });
    const assets = async (url: string) => (url === 'portrait.jpg' ? join(dir, url) : join(EXAMPLES, url));
    const [start, cpuStart] = [performance.now(), await cpuSeconds()];
    const result = await renderProject(project, { outDir: dir, tier: '720p', speech, assets });
    const renderSeconds = (performance.now() - start) / 1000;
    const cpuEnd = await cpuSeconds();
    const rendererCpuSeconds = cpuEnd.renderer - cpuStart.renderer;
    const encoderCpuSeconds = cpuEnd.children - cpuStart.children;
    const videoSeconds = result.durationMs / 1000;
    return {
      realtime: videoSeconds / renderSeconds,
      videoSeconds,
      renderSeconds,
      cpuSeconds: rendererCpuSeconds + encoderCpuSeconds,
      rendererCpuSeconds,
      encoderCpuSeconds,
      twoCoreRealtime: videoSeconds / Math.max(rendererCpuSeconds, encoderCpuSeconds),
      oneCoreRealtime: videoSeconds / (rendererCpuSeconds + encoderCpuSeconds),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
