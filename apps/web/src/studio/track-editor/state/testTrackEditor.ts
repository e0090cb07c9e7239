import { locateClip, setClipVoice, type Clip } from '@orator/shared';
import { collectRefusals, pressKey, storedProject } from '../../kit/testing/editorFixtures.ts';
import { clipFromText, type TextKind } from '../model/binItems.ts';
import { TRACK_KEYMAP } from '../model/keymap.ts';
import { addAt } from './actions.ts';
import { newId } from './ids.ts';
import { useTrackEditor } from './trackStore.ts';
import { TRACK_ACTIONS } from './useShortcuts.ts';

/**
 * Drives the track editor's store the way the bin, the inspector and the keyboard do,
 * without a DOM: each method is one user command, the getters read what the timeline shows.
 */
export class TestTrackEditor {
  readonly refusals = collectRefusals();

  constructor() {
    useTrackEditor.getState().load(storedProject('MeisheTrack'));
  }

  get store() {
    return useTrackEditor.getState();
  }

  get clips(): Clip[] {
    return (this.store.history?.present.tracks ?? []).flatMap((t) => t.infos);
  }

  clip(uuid: string): Clip | undefined {
    const history = this.store.history;
    return history ? locateClip(history.present, uuid)?.clip : undefined;
  }

  /** Adds a text clip from the bin at `startMs` (selected, as a bin click leaves it). */
  addText(kind: TextKind, content: string, startMs: number): string {
    const uuid = newId();
    if (!addAt(clipFromText(kind, content, kind, uuid, 0), startMs)) throw new Error(`refused: ${this.refusals.at(-1)}`);
    return uuid;
  }

  select(uuid: string | null): void {
    this.store.selectClip(uuid);
  }

  playheadAt(ms: number): void {
    this.store.setPlayhead(ms);
  }

  press(key: string, mods: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } = {}): boolean {
    return pressKey(TRACK_KEYMAP, TRACK_ACTIONS, key, mods);
  }

  undo(): void {
    this.store.undo();
  }

  /** The inspector's voice picker on a dubbing clip. */
  chooseVoice(uuid: string, voiceId: string | null): boolean {
    return this.store.dispatch(setClipVoice(uuid, { voiceId }));
  }
}
