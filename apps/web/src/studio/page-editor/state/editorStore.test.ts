import { UNDO_HISTORY_LIMIT, type DigitalManElement } from '@orator/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { withFraming, withPlacement } from './avatarSettings.ts';
import { TestPageEditor } from './testPageEditor.ts';

/** The page editor's rules, driven through its store and keymap as a user would, without a browser. */
let editor: TestPageEditor;
beforeEach(() => {
  editor = new TestPageEditor();
});

const position = (uuid: string) => {
  const element = editor.element(uuid);
  return element && 'position' in element ? { left: element.position.left, top: element.position.top } : null;
};

describe('page editor store', () => {
  it('opens a blank project on one empty page that is saved at once', () => {
    expect(editor.store.session?.history.present.pages).toHaveLength(1);
    expect(editor.store.session?.history.past).toEqual([]);
    expect(editor.store.saveState).toBe('pending');
    expect(editor.store.saveNow).toBe(true);
  });

  it('adds, moves with the arrow keys (Shift: 10) and deletes the selected element; undo brings it back', () => {
    const title = editor.addTitle('Hello');
    const start = position(title)!;
    expect(editor.press('ArrowRight')).toBe(true);
    expect(editor.press('ArrowDown', { shiftKey: true })).toBe(true);
    expect(position(title)).toEqual({ left: start.left + 1, top: start.top + 10 });
    editor.press('Delete');
    expect(editor.element(title)).toBeUndefined();
    expect(editor.store.selectedElementUuid).toBeNull();
    editor.press('z', { ctrlKey: true });
    expect(editor.element(title)).toBeDefined();
    editor.press('z', { ctrlKey: true, shiftKey: true });
    expect(editor.element(title)).toBeUndefined();
  });

  it(`keeps ${UNDO_HISTORY_LIMIT} undo steps and then says there is nothing to undo`, () => {
    const blank = editor.page.elements.map((e) => e.uuid);
    const titles = Array.from({ length: UNDO_HISTORY_LIMIT + 3 }, (_, i) => editor.addTitle(`Title ${i}`));
    for (let i = 0; i < UNDO_HISTORY_LIMIT; i++) editor.undo();
    expect(editor.page.elements.map((e) => e.uuid)).toEqual([...blank, ...titles.slice(0, 3)]);
    expect(editor.refusals).toEqual([]);
    editor.undo();
    expect(editor.refusals).toEqual(['nothingToUndo']);
    expect(editor.page.elements).toHaveLength(blank.length + 3);
  });

  it('refuses to paste a page with nothing held, with the catalogue message', () => {
    expect(editor.pastePage()).toBe(false);
    expect(editor.refusals).toEqual(['pasteNothingHeld']);
  });

  it('changes the speaker on the page as one undo step', () => {
    const man = editor.addAvatar('anna');
    expect(editor.changeSpeaker({ url: 'li', speaker_id: 'li' })).toBe(true);
    expect((editor.element(man) as DigitalManElement).speaker_id).toBe('li');
    editor.undo();
    expect((editor.element(man) as DigitalManElement).speaker_id).toBe('anna');
  });

  it('undoes avatar settings: head framing with circle head, then placement', () => {
    const man = editor.addAvatar('anna');
    const before = editor.element(man) as DigitalManElement;
    editor.setAvatar(man, (m) => withFraming(m, 0, 'head'));
    expect(editor.element(man)).toMatchObject({ circle: true, speaker_type: 'head' });
    editor.setAvatar(man, (m) => withPlacement(m, 0, 'left'));
    expect(position(man)?.left).toBe(32);
    editor.undo();
    expect(editor.element(man)).toMatchObject({ circle: true });
    expect(position(man)?.left).not.toBe(32);
    editor.undo();
    expect(editor.element(man)).toEqual(before);
  });

  it('tracks the save state: edit -> pending, save starts -> saving, server confirms -> saved; an edit during the save stays pending', () => {
    const { store } = editor;
    store.markSaved(store.version);
    expect(editor.store.saveState).toBe('saved');
    editor.addTitle('One');
    expect(editor.store.saveState).toBe('pending');
    const sending = editor.store.version;
    editor.store.markSaving();
    expect(editor.store.saveState).toBe('saving');
    editor.addTitle('Two');
    editor.store.markSaved(sending);
    expect(editor.store.saveState).toBe('pending');
    expect(editor.store.savedVersion).toBe(sending);
    editor.store.markSaved(editor.store.version);
    expect(editor.store.saveState).toBe('saved');
    editor.store.markFailed();
    expect(editor.store.saveState).toBe('failed');
  });

  it('saves at once after undo instead of after the debounce', () => {
    editor.store.markSaving();
    editor.addTitle('One');
    expect(editor.store.saveNow).toBe(false);
    editor.undo();
    expect(editor.store.saveNow).toBe(true);
  });
});
