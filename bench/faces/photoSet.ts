/** The talking-photo quality figures over the portrait set, one line per portrait and the summary keys (see faces.bench.ts). */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSpeechService, DiskSpeechCache } from '@orator/speech';
import { loadBaselinePainter, measurePortrait, type PortraitFigures } from './photoQuality.ts';
import { loadPortraits } from './portraits.ts';

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measurePhotoQuality(): Promise<Record<string, number>> {
  const portraits = await loadPortraits();
  console.log(`Talking photo on ${portraits.length} portraits (goal >= 6), 1280x720, new painter vs previous painter:`);
  const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-bench-speech')) });
  const baseline = await loadBaselinePainter();
  const rows: PortraitFigures[] = [];
  try {
    for (const portrait of portraits) {
      const row = await measurePortrait(portrait, speech, baseline.painter);
      rows.push(row);
      console.log(
        `  ${row.name}: mouth-audio r ${row.mouthAudioR.toFixed(2)} (previous ${row.baselineMouthAudioR.toFixed(2)}), ` +
          `closed-mouth diff ${(row.closedDiff * 100).toFixed(2)} %, outside changed ${row.outsideChanged} px, seam ${row.seamRatio.toFixed(2)}x, ` +
          `painter ${row.painterRealtime.toFixed(2)}x realtime per core (previous ${row.baselinePainterRealtime.toFixed(2)}x)`,
      );
    }
  } finally {
    baseline.dispose();
  }
  const summary = {
    photoPortraits: rows.length,
    photoMouthAudioR: round(Math.min(...rows.map((r) => r.mouthAudioR)), 2),
    photoMouthAudioRMedian: round(median(rows.map((r) => r.mouthAudioR)), 2),
    photoBaselineMouthAudioRMedian: round(median(rows.map((r) => r.baselineMouthAudioR)), 2),
    photoClosedDiffMax: round(Math.max(...rows.map((r) => r.closedDiff)), 4),
    photoOutsideChanged: Math.max(...rows.map((r) => r.outsideChanged)),
    photoSeamRatioMax: round(Math.max(...rows.map((r) => r.seamRatio)), 2),
    photoPainterRealtime720: round(median(rows.map((r) => r.painterRealtime)), 2),
    photoBaselinePainterRealtime720: round(median(rows.map((r) => r.baselinePainterRealtime)), 2),
  };
  console.log(
    `  lowest r ${summary.photoMouthAudioR} (goal >= 0.6), closed-mouth diff at most ${(summary.photoClosedDiffMax * 100).toFixed(2)} % (goal < 1 %), ` +
      `seam at most ${summary.photoSeamRatioMax}x (goal <= 1.2), painter ${summary.photoPainterRealtime720}x vs previous ${summary.photoBaselinePainterRealtime720}x per core`,
  );
  return summary;
}
