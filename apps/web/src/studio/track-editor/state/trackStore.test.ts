import { fitDubbingToSpeech, UNDO_HISTORY_LIMIT } from '@orator/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestTrackEditor } from './testTrackEditor.ts';

/** The track editor's rules, driven through its store and keymap as a user would, without a browser. */
let editor: TestTrackEditor;
beforeEach(() => {
  editor = new TestTrackEditor();
});

describe('track editor store', () => {
  it('adds a clip on a new track of its kind and selects it', () => {
    const text = editor.addText('text', 'Hello', 0);
    expect(editor.clips.map((c) => c.uuid)).toEqual([text]);
    expect(editor.store.selectedClipUuid).toBe(text);
    expect(editor.store.history?.present.tracks).toHaveLength(1);
  });

  it('moves the selected clip by one frame (Shift: ten) with the arrows, and with nothing selected the playhead', () => {
    const text = editor.addText('text', 'Hello', 1000);
    editor.press('ArrowRight');
    editor.press('ArrowRight', { shiftKey: true });
    expect(editor.clip(text)?.startTime).toBe(1000 + 11 * 40);
    editor.press('ArrowLeft');
    expect(editor.clip(text)?.startTime).toBe(1000 + 10 * 40);
    editor.select(null);
    editor.press('ArrowRight');
    expect(editor.store.playheadMs).toBe(40);
  });

  it('deletes the selected clip with Delete and brings it back with Ctrl+Z', () => {
    const text = editor.addText('text', 'Hello', 0);
    editor.press('Delete');
    expect(editor.clip(text)).toBeUndefined();
    expect(editor.store.selectedClipUuid).toBeNull();
    editor.press('z', { ctrlKey: true });
    expect(editor.clip(text)).toBeDefined();
  });

  it(`keeps ${UNDO_HISTORY_LIMIT} undo steps and then says there is nothing to undo`, () => {
    for (let i = 0; i < UNDO_HISTORY_LIMIT + 2; i++) editor.addText('text', `T${i}`, i * 6000);
    for (let i = 0; i < UNDO_HISTORY_LIMIT; i++) editor.undo();
    expect(editor.clips).toHaveLength(2);
    expect(editor.refusals).toEqual([]);
    editor.undo();
    expect(editor.refusals).toEqual(['nothingToUndo']);
    expect(editor.clips).toHaveLength(2);
  });

  it('refuses to paste with nothing copied, with the catalogue message; copy then paste adds a clip at the playhead', () => {
    const text = editor.addText('text', 'Hello', 0);
    editor.press('v', { ctrlKey: true });
    expect(editor.refusals).toEqual(['pasteNoClipHeld']);
    expect(editor.clips).toHaveLength(1);
    editor.press('c', { ctrlKey: true });
    editor.playheadAt(8000);
    editor.press('v', { metaKey: true });
    expect(editor.clips.map((c) => c.startTime)).toEqual([0, 8000]);
    expect(editor.clips[1]?.uuid).not.toBe(text);
  });

  it('changes the speaker (voice) of a dubbing clip as one undo step, and back to the default voice', () => {
    const line = editor.addText('dubbing', 'Welcome to the tour.', 0);
    expect(editor.chooseVoice(line, 'festival-kal')).toBe(true);
    expect(editor.clip(line)?.voiceId).toBe('festival-kal');
    expect(editor.chooseVoice(line, null)).toBe(true);
    expect(editor.clip(line)?.voiceId).toBeUndefined();
    editor.undo();
    expect(editor.clip(line)?.voiceId).toBe('festival-kal');
  });

  it('lets a dubbing clip follow its speech without an undo step of its own', () => {
    const first = editor.addText('dubbing', 'First line.', 0);
    const second = editor.addText('dubbing', 'Second line.', 5000);
    const steps = editor.store.history?.past.length;
    expect(editor.store.settle(fitDubbingToSpeech(new Map([[first, 7700]])))).toBe(true);
    expect(editor.clip(first)?.duration).toBe(7720);
    expect(editor.clip(second)?.startTime).toBe(7720);
    expect(editor.store.history?.past.length).toBe(steps);
    expect(editor.store.saveState).toBe('pending');
  });

  it('tracks the save state; undo saves at once', () => {
    expect(editor.store.saveState).toBe('idle');
    editor.addText('text', 'Hello', 0);
    expect(editor.store.saveState).toBe('pending');
    expect(editor.store.saveNow).toBe(false);
    const sending = editor.store.version;
    editor.store.markSaving();
    expect(editor.store.saveState).toBe('saving');
    editor.store.markSaved(sending);
    expect(editor.store.saveState).toBe('saved');
    editor.undo();
    expect(editor.store.saveState).toBe('pending');
    expect(editor.store.saveNow).toBe(true);
    editor.store.markFailed();
    expect(editor.store.saveState).toBe('failed');
  });
});
