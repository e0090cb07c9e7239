/**
 * Time left of a clone training (§4), from the training's own progress reports (pure).
 *
 * Tracking (progress 0 to TRACKING_END, one face detection per analysed frame) is most of the
 * work and the only stage that reports as it goes, so its measured throughput sets the pace: the
 * progress gained per second over the recent reports of that stage, never the time since the
 * job started (which also holds the detector's start-up and, early on, the speech alignment
 * running beside it; counting those made a 3-minute training show 8 minutes at 9 %). The stages
 * after it report only when they start; their length is TAIL_UNITS of tracking progress at the
 * same pace (recorded runs, see the test), minus the time already spent in them.
 */

export type TrainingStageName = 'tracking' | 'alignment' | 'library' | 'loop';

export interface TrainingReport {
  stage: TrainingStageName;
  /** 0..1 over the whole training. */
  progress: number;
  /** Milliseconds on any monotonic clock. */
  atMs: number;
}

/** Where tracking ends on the overall progress scale (trainClone reports 0.7 * frames done / frames). */
export const TRACKING_END = 0.7;

/**
 * Work left after each stage starts, in tracking-progress units (the time tracking would take to
 * gain that much progress at its measured pace). Measured on recorded trainings (trainingEta.test.ts).
 */
const TAIL_UNITS: Record<TrainingStageName, number> = { tracking: 0.09, alignment: 0.09, library: 0.09, loop: 0.02 };

/**
 * Throughput is measured over the reports of this last stretch (tracking reports every 60 frames,
 * some 10 to 60 s apart), so a pace that changes (the alignment finishing beside it, the machine's
 * load) is followed without jumping with every single interval.
 */
const WINDOW_MS = 120_000;
/** The time left never shows less than this while work remains. */
const MIN_SECONDS = 1;

export class TrainingEta {
  private tracking: TrainingReport[] = [];
  /** Progress units per millisecond of the tracking stage, once two of its reports are seen. */
  private pace: number | null = null;
  private stage: { name: TrainingStageName; sinceMs: number } | null = null;

  /** Takes one report; returns the seconds left, or null while the pace is not measured yet. */
  observe(report: TrainingReport): number | null {
    if (this.stage?.name !== report.stage) this.stage = { name: report.stage, sinceMs: report.atMs };
    if (report.stage === 'tracking') {
      this.tracking.push(report);
      const first = this.tracking.find((r) => r.atMs >= report.atMs - WINDOW_MS && r !== report) ?? this.tracking.at(-2);
      if (first && report.atMs > first.atMs && report.progress > first.progress) {
        this.pace = (report.progress - first.progress) / (report.atMs - first.atMs);
      }
    }
    if (this.pace === null) return null;
    if (report.progress >= 1) return 0;
    const trackingLeft = report.stage === 'tracking' ? Math.max(0, TRACKING_END - report.progress) : 0;
    const tailMs = TAIL_UNITS[report.stage] / this.pace - (report.stage === 'tracking' ? 0 : report.atMs - this.stage.sinceMs);
    const leftMs = trackingLeft / this.pace + Math.max(0, tailMs);
    return Math.max(MIN_SECONDS, Math.round(leftMs / 1000));
  }
}
