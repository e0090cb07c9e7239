/** Render progress as one percentage over weighted stages (frames dominate the wall time). */

export type RenderStage = 'speech' | 'assets' | 'audio' | 'frames' | 'done';
export type ProgressCallback = (percent: number, stage: RenderStage) => void;

const STAGE_SPANS: Record<RenderStage, [number, number]> = {
  speech: [0, 10],
  assets: [10, 12],
  audio: [12, 15],
  frames: [15, 99],
  done: [100, 100],
};

/** Reports (stage, fraction of the stage) as whole percents, never going backwards or repeating. */
export function progressStages(callback: ProgressCallback | undefined): (stage: RenderStage, fraction: number) => void {
  let last = -1;
  return (stage, fraction) => {
    if (!callback) return;
    const [from, to] = STAGE_SPANS[stage];
    const percent = Math.floor(from + (to - from) * Math.min(1, Math.max(0, fraction)));
    if (percent <= last) return;
    last = percent;
    callback(percent, stage);
  };
}
