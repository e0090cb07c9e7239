/**
 * Faces bench:  npm run bench:faces
 * Issue 12 §5. One function per figure, run one after the other so they do not share the two cores;
 * each adds its keys to the summary. The last line is one JSON object
 * (detectMs, photoRealtime720…, trainMinutes, cloneRealtime720, translate60sSeconds, mouthAudioR).
 * - photoRealtime720: seconds of talking-photo video per second of rendering at 1280x720 (goal >= 2);
 *   photoRealtime720TwoCore: the same from CPU seconds (renderer vs encoder, the slower sets the pace), not skewed by neighbours;
 *   photoRealtime720OneCore: from all CPU seconds together (what a wall clock shows when the machine lends one core);
 * - detectMs: face detection + 68 landmarks of one portrait, models loaded (bench/faces/photo.ts);
 * - trainMinutes: minutes to train a clone from a 3-minute 720p video (goal < 10), and cloneRealtime720: seconds of
 *   cloned-avatar video per second of rendering at 1280x720 (goal >= 1) (bench/faces/clone.ts);
 * - translate60sSeconds: wall time of a 60 s English talking-face video to its Spanish dub with lip-sync (goal < 180; bench/faces/translate.ts);
 * - mouthAudioR: how the dub's mouth opening follows its audio, read from the pixels (goal >= 0.5; the lip-sync test asserts the same measure).
 * - photo*: the talking photo on real portraits beside the previous painter (bench/faces/photoQuality.ts, issue 26 §1):
 *   photoMouthAudioR (lowest over the portraits, goal >= 0.6), photoClosedDiffMax (share of mouth pixels a closed mouth
 *   changes, goal < 0.01), photoOutsideChanged (pixels outside the warp region, goal 0), photoSeamRatioMax (goal <= 1.2),
 *   photoPainterRealtime720 / photoBaselinePainterRealtime720 (median, per CPU core).
 * `npm run bench:faces -- photo` runs only the figures whose name is given (detect, photo, quality, clone, translate).
 */
import { loadavg } from 'node:os';
import { measureClone } from './faces/clone.ts';
import { measureDetectMs, measurePhotoRealtime720 } from './faces/photo.ts';
import { measurePhotoQuality } from './faces/photoSet.ts';
import { measureTranslate60s } from './faces/translate.ts';

type Figure = [name: string, measure: () => Promise<Record<string, number>>];

const round = (value: number, digits: number) => Number(value.toFixed(digits));

const figures: Figure[] = [
  ['quality', measurePhotoQuality],
  ['detect', async () => {
    const { detectMs, loadMs } = await measureDetectMs();
    console.log(`Detection: ${detectMs.toFixed(0)} ms per photo (median of 5; models loaded once in ${loadMs.toFixed(0)} ms)`);
    return { detectMs: round(detectMs, 0) };
  }],
  ['photo', async () => {
    const photo = await measurePhotoRealtime720();
    console.log(
      `Talking photo 720p: ${photo.videoSeconds.toFixed(1)} s of video in ${photo.renderSeconds.toFixed(1)} s = ${photo.realtime.toFixed(2)}x realtime (goal >= 2); ` +
        `${photo.cpuSeconds.toFixed(1)} CPU s = renderer ${photo.rendererCpuSeconds.toFixed(1)} + encoder ${photo.encoderCpuSeconds.toFixed(1)}; ` +
        `on two free cores (slower of the two sets the pace) ${photo.twoCoreRealtime.toFixed(2)}x, on one core ${photo.oneCoreRealtime.toFixed(2)}x; ` +
        `load ${loadavg()[0]!.toFixed(1)}`,
    );
    return {
      photoRealtime720: round(photo.realtime, 2),
      photoRealtime720TwoCore: round(photo.twoCoreRealtime, 2),
      photoRealtime720OneCore: round(photo.oneCoreRealtime, 2),
    };
  }],
  ['clone', async () => {
    const clone = await measureClone();
    console.log(
      `Clone: trained from a 3-minute 1280x720 video in ${clone.trainMinutes.toFixed(1)} min (${clone.atlasCells} mouths; goal < 10); ` +
        `720p render ${clone.videoSeconds.toFixed(1)} s of video in ${clone.renderSeconds.toFixed(1)} s = ${clone.realtime.toFixed(2)}x realtime (goal >= 1)`,
    );
    return { trainMinutes: round(clone.trainMinutes, 1), cloneRealtime720: round(clone.realtime, 2) };
  }],
  ['translate', async () => {
    const dub = await measureTranslate60s();
    console.log(
      `Translation: 60 s English video to a Spanish dub with lip-sync in ${dub.translate60sSeconds.toFixed(1)} s (${dub.segments} segments; goal < 180)`,
    );
    console.log(
      `  stages (s): ${Object.entries(dub.stageSeconds)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
        .join(', ')}; load ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `  lip-sync from the pixels: the dubbed mouth follows the Spanish audio r = ${dub.mouthAudioR.toFixed(2)} (goal >= 0.5; the source's lips: ${dub.sourceMouthAudioR.toFixed(2)})`,
    );
    return { translate60sSeconds: round(dub.translate60sSeconds, 1), mouthAudioR: round(dub.mouthAudioR, 2) };
  }],
];

const only = process.argv.slice(2);
const summary: Record<string, number> = {};
for (const [name, measure] of figures) if (only.length === 0 || only.includes(name)) Object.assign(summary, await measure());
console.log(
  `load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')} (2 cores)`,
);
console.log(JSON.stringify(summary));
