import fs from 'node:fs';
import path from 'node:path';
import { createTempDir, startProcess, type TempDir } from '@orator/process';

/**
 * LibreOffice and poppler for the PPT wizard. soffice refuses to run twice on one profile, and two
 * instances on a 2-core machine only slow each other down: this process runs one at a time, on a
 * temp profile of its own (kept between conversions, so only the first pays LibreOffice's start-up
 * set-up; made afresh after a failure, which may have left it locked).
 */
let queue: Promise<unknown> = Promise.resolve();
let profile: TempDir | null = null;

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

export const SOFFICE_TIMEOUT_MS = 180_000;
export const PDFTOPPM_TIMEOUT_MS = 180_000;

/**
 * Converts `input` with `soffice --convert-to <target>` into `outDir`; answers the written file,
 * or null when LibreOffice could not load or convert it (a password, a damaged file). A timeout or
 * a cancel (signal) kills it and throws.
 */
export function convertWithSoffice(input: string, outDir: string, target: string, signal?: AbortSignal): Promise<string | null> {
  return oneAtATime(async () => {
    profile ??= await createTempDir('soffice');
    const extension = target.split(':')[0] as string;
    const output = path.join(outDir, `${path.parse(input).name}.${extension}`);
    await fs.promises.mkdir(outDir, { recursive: true });
    try {
      await startProcess(
        'soffice',
        [
          `-env:UserInstallation=file://${profile.path}`,
          '--headless',
          '--norestore',
          '--nolockcheck',
          '--convert-to',
          target,
          '--outdir',
          outDir,
          input,
        ],
        { signal, timeoutMs: SOFFICE_TIMEOUT_MS, stdout: 'ignore', abortMessage: 'conversion cancelled' },
      ).done;
    } catch (error) {
      const stale = profile;
      profile = null;
      await stale.remove().catch(() => undefined);
      throw error;
    }
    const written = await fs.promises.stat(output).catch(() => null);
    return written && written.size > 0 ? output : null;
  });
}

/** Each page of a PDF as a PNG whose longer side is `longSide` pixels, in page order. */
export async function renderPdfPages(pdf: string, outDir: string, longSide: number, signal?: AbortSignal): Promise<string[]> {
  await fs.promises.mkdir(outDir, { recursive: true });
  await startProcess('pdftoppm', ['-png', '-scale-to', String(longSide), pdf, path.join(outDir, 'slide')], {
    signal,
    timeoutMs: PDFTOPPM_TIMEOUT_MS,
    stdout: 'ignore',
    abortMessage: 'conversion cancelled',
  }).done;
  const number = (name: string) => Number(/-(\d+)\.png$/.exec(name)?.[1] ?? 0);
  return (await fs.promises.readdir(outDir))
    .filter((name) => /^slide-\d+\.png$/.test(name))
    .sort((a, b) => number(a) - number(b))
    .map((name) => path.join(outDir, name));
}

/** Width and height from a PNG's IHDR chunk. */
export async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(24);
    await handle.read(head, 0, 24, 0);
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  } finally {
    await handle.close();
  }
}
