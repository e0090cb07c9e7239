/**
 * Wizards bench:  npm run bench:wizards
 * Issue #11 §6, each part on the embedded defaults (PGlite, local disk, in-process jobs), one after
 * the other so they do not share the two cores:
 * - PPT: seconds from uploading a generated 20-slide deck with notes to its project (bench/wizards/ppt.ts);
 * - URL: seconds from a local product page's URL to its project (bench/wizards/url.ts);
 * - batch: wall time of 10 one-page videos and videos per minute (bench/wizards/batch.ts).
 * The last line is one JSON object: pptSeconds20, urlSeconds, batch10Minutes, batchVideosPerMinute.
 */
import { measureBatch } from './wizards/batch.ts';
import { measurePpt } from './wizards/ppt.ts';
import { measureUrl } from './wizards/url.ts';

const ppt = await measurePpt();
console.log(`PPT: 20-slide deck with notes to a project in ${ppt.pptSeconds20.toFixed(1)} s`);
const url = await measureUrl();
console.log(`URL: product page to a project in ${url.urlSeconds.toFixed(1)} s`);
const batch = await measureBatch();
console.log(`Batch: 10 one-page videos in ${batch.batch10Minutes.toFixed(2)} min (${batch.videosPerMinute.toFixed(2)} videos/min)`);

const round = (value: number, digits: number) => Number(value.toFixed(digits));
console.log(
  JSON.stringify({
    pptSeconds20: round(ppt.pptSeconds20, 1),
    urlSeconds: round(url.urlSeconds, 1),
    batch10Minutes: round(batch.batch10Minutes, 2),
    batchVideosPerMinute: round(batch.videosPerMinute, 2),
  }),
);
