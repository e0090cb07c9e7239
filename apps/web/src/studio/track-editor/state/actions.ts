import {
  checkTimeText,
  clipEnd,
  contentDuration,
  deleteClip,
  moveClip,
  parseTimeText,
  removeTrack,
  resetPositions,
  splitClip,
  type Clip,
} from '@orator/shared';
import { stepFrames } from '../model/geometry.ts';
import { placeClip } from '../model/placement.ts';
import type { NewBinClip } from '../model/binItems.ts';
import { newId } from './ids.ts';
import { showRefusal } from '../../kit/refusal.ts';
import { useTrackEditor } from './trackStore.ts';

/**
 * Editing actions shared by the toolbar, the bin and the keyboard. Each turns the editor's
 * selection and playhead into one model command; the model decides.
 */

const store = () => useTrackEditor.getState();

function selected(): Clip | null {
  const { history, selectedClipUuid } = store();
  if (!history || !selectedClipUuid) return null;
  for (const track of history.present.tracks) {
    const clip = track.infos.find((c) => c.uuid === selectedClipUuid);
    if (clip) return clip;
  }
  return null;
}

/** The clip to split: the selected one, or the one under the playhead on the selected track. */
function clipToSplit(): Clip | null {
  const chosen = selected();
  if (chosen) return chosen;
  const { history, selectedTrackUuid, playheadMs } = store();
  const tracks = history?.present.tracks ?? [];
  const ordered = [...tracks].sort((a, b) => Number(b.uuid === selectedTrackUuid) - Number(a.uuid === selectedTrackUuid));
  for (const track of ordered) {
    const hit = track.infos.find((c) => c.startTime < playheadMs && playheadMs < clipEnd(c));
    if (hit) return hit;
  }
  return null;
}

export function splitAtPlayhead(): void {
  const clip = clipToSplit();
  if (!clip) {
    showRefusal('splitOutsideClip');
    return;
  }
  const rightUuid = newId();
  if (store().dispatch(splitClip(clip.uuid, store().playheadMs, rightUuid))) store().selectClip(rightUuid);
}

export function deleteSelected(): void {
  const clip = selected();
  if (clip) store().dispatch(deleteClip(clip.uuid));
}

export function deleteTrack(trackUuid: string): void {
  store().dispatch(removeTrack(trackUuid));
}

export function resetTrack(trackUuid: string): void {
  store().dispatch(resetPositions(trackUuid));
}

/** Adds a clip at `startMs`, on the preferred track when it has room there, else on another or a new track of its kind. */
export function addAt(input: NewBinClip, startMs: number, preferredTrackUuid?: string): boolean {
  const history = store().history;
  if (!history) return false;
  const placement = placeClip(history.present, input, startMs, newId(), preferredTrackUuid);
  if (!store().dispatch(placement.command)) return false;
  store().selectClip(placement.clipUuid);
  return true;
}

/** Adds a bin item at the playhead. */
export function addAtPlayhead(input: NewBinClip): boolean {
  const { playheadMs, selectedTrackUuid } = store();
  return addAt(input, playheadMs, selectedTrackUuid ?? undefined);
}

export function copySelected(): boolean {
  return store().copySelection();
}

/** Pastes the copied clip at the playhead, on its own track when there is room. */
export function pasteAtPlayhead(): void {
  const { clipboard, history } = store();
  if (!history) return;
  if (!clipboard) {
    showRefusal('pasteNoClipHeld');
    return;
  }
  const source = history.present.tracks.find((t) => t.infos.some((c) => c.uuid === clipboard.uuid));
  const { uuid: _old, intervalDuration: _gap, startTime: _start, ...rest } = clipboard;
  addAt({ ...rest, uuid: newId() }, store().playheadMs, source?.uuid);
}

/** Arrow keys: the selected clip moves by whole frames; with nothing selected the playhead does. */
export function nudge(frames: number): void {
  const clip = selected();
  if (clip) {
    store().dispatch(moveClip(clip.uuid, stepFrames(clip.startTime, frames)));
    return;
  }
  store().setPlayhead(stepFrames(store().playheadMs, frames));
}

export function playheadToEnd(): void {
  const history = store().history;
  store().setPlayhead(history ? contentDuration(history.present) : 0);
}

/**
 * A typed time (product-rules#timeline: only hh:mm:ss,mmm). Returns the time, or null after showing the
 * catalogue message.
 */
export function readTypedTime(text: string): number | null {
  const check = checkTimeText(text.trim());
  const ms = parseTimeText(text.trim());
  if (!check.ok || ms === undefined) {
    showRefusal(check.ok ? 'invalidTimeText' : check.error);
    return null;
  }
  return ms;
}
