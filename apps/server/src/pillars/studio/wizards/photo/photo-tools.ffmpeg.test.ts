import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { withTempDir } from '@orator/process';
import { describe, expect, it } from 'vitest';
import { portraitPhoto } from '../../../../../../../packages/faces/test/fixtures.ts';
import { photoToolArgs, type PhotoToolPlan } from './photo-tool-args.ts';

/** Mean saturation (max - min of RGB) and sharpness (mean absolute horizontal luma step) of an image. */
function stats(file: string, width: number, height: number): { saturation: number; sharpness: number } {
  const rgb = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], { maxBuffer: 1 << 26 });
  let saturation = 0;
  let sharpness = 0;
  let previous = 0;
  for (let i = 0; i < width * height; i++) {
    const r = rgb[i * 3] ?? 0;
    const g = rgb[i * 3 + 1] ?? 0;
    const b = rgb[i * 3 + 2] ?? 0;
    saturation += Math.max(r, g, b) - Math.min(r, g, b);
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    if (i % width !== 0) sharpness += Math.abs(luma - previous);
    previous = luma;
  }
  return { saturation: saturation / (width * height), sharpness: sharpness / (width * height) };
}

function run(input: string, output: string, plan: PhotoToolPlan): void {
  execFileSync('ffmpeg', photoToolArgs(input, output, plan, { width: 300, height: 360 }));
}

describe('photo tool filter chains on a real photo (ffmpeg)', () => {
  it('colour enhancement raises saturation; high definition doubles the size and is sharper than a plain upscale', async () => {
    await withTempDir('phototest', async (dir) => {
      // Half the fixture's size keeps the test quick; the chains do not depend on it.
      const source = path.join(dir, 'source.jpg');
      fs.writeFileSync(source, await portraitPhoto());
      const input = path.join(dir, 'in.jpg');
      execFileSync('ffmpeg', ['-v', 'error', '-i', source, '-vf', 'scale=300:360', '-q:v', '2', input]);
      const plain = path.join(dir, 'plain.jpg');
      const colour = path.join(dir, 'colour.jpg');
      const hd = path.join(dir, 'hd.jpg');
      const lanczos = path.join(dir, 'lanczos.jpg');
      run(input, plain, { crop: null, color: false, enhance: null });
      run(input, colour, { crop: null, color: true, enhance: null });
      run(input, hd, { crop: null, color: false, enhance: 2 });
      execFileSync('ffmpeg', ['-v', 'error', '-i', input, '-vf', 'scale=600:720:flags=lanczos', '-q:v', '2', lanczos]);

      const base = stats(plain, 300, 360);
      const coloured = stats(colour, 300, 360);
      expect(coloured.saturation).toBeGreaterThan(base.saturation * 1.1);
      const sharp = stats(hd, 600, 720);
      const soft = stats(lanczos, 600, 720);
      expect(sharp.sharpness).toBeGreaterThan(soft.sharpness * 1.05);
      console.log('[photo tools]', { base, coloured, hd: sharp, lanczosOnly: soft });
    });
  });
});
