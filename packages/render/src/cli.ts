/**
 * Renders a project file without the server:  npm run render -- project.json out.mp4 [--tier 1080p]
 * Asset urls are paths relative to the project file, absolute paths, or http(s) urls.
 * Writes out.mp4, out.jpg (cover), out.srt and out.vtt. See packages/render/README.md.
 */
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { projectSchema } from '@orator/shared/project';
import type { Tier } from '@orator/scene';
import { createSpeechService, DiskSpeechCache } from '@orator/speech';
import { renderProject } from './renderProject.ts';

const TIERS: readonly Tier[] = ['720p', '1080p', '4k'];

function usage(): never {
  console.error('usage: npm run render -- <project.json> <out.mp4> [--tier 720p|1080p|4k]');
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const tierIndex = args.indexOf('--tier');
  const tier = (tierIndex >= 0 ? args.splice(tierIndex, 2)[1] : '720p') as Tier;
  const [projectFile, outFile] = args;
  if (!projectFile || !outFile || !TIERS.includes(tier)) usage();

  const projectDir = dirname(resolve(projectFile));
  const project = projectSchema.parse(JSON.parse(await readFile(projectFile, 'utf8')));
  const cacheDir = process.env.ORATOR_SPEECH_CACHE ?? join(homedir(), '.cache', 'orator', 'speech');
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());

  const started = performance.now();
  let lastStage = '';
  const result = await renderProject(project, {
    outDir: dirname(resolve(outFile)),
    name: basename(outFile, extname(outFile)),
    tier,
    speech: createSpeechService({ cache: new DiskSpeechCache(cacheDir) }),
    assets: async (url) => {
      if (/^https?:\/\//u.test(url)) return Buffer.from(await (await fetch(url)).arrayBuffer());
      return isAbsolute(url) ? url : join(projectDir, url);
    },
    signal: controller.signal,
    onProgress: (percent, stage) => {
      if (stage !== lastStage || percent % 10 === 0) process.stderr.write(`${percent}% ${stage}\n`);
      lastStage = stage;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${result.videoPath} ${result.width}x${result.height}, ${(result.durationMs / 1000).toFixed(2)} s of video in ${seconds.toFixed(1)} s`,
  );
  console.log(`cover ${result.coverPath}\nsubtitles ${result.srtPath} ${result.vttPath}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
