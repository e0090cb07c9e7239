import { describe, expect, it } from 'vitest';
import { copyPage, cutPage, pastePage } from './clipboard.ts';
import { addElement, deleteElement, setBackground, setDubbingText, setElementSetting, updateElement } from './elements.ts';
import { layerOrder, moveLayerDown, moveLayerUp } from './layers.ts';
import { addPage, deletePage, duplicatePage, reorderPages, setPageDuration, updatePages } from './pages.ts';
import { currentDocument, currentPages, loadEditor, redoEdit, undoEdit } from './session.ts';
import { counterIds, element, page, speakingPage } from './testPages.ts';
import type { EditorOutcome, EditorSession } from './types.ts';
import { canUndo } from '../../kernel/history/snapshotHistory.ts';
import type { ImageElement } from '../project/elements.ts';

function sessionOf(outcome: EditorOutcome): EditorSession {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.session;
}
const uuids = (s: EditorSession) => currentPages(s).map((p) => p.uuid);
const starts = (s: EditorSession) => currentPages(s).map((p) => p.start);
const threePages = () => loadEditor([speakingPage('a', 1000), speakingPage('b', 2000), speakingPage('c', 3000)]);

describe('pages', () => {
  it('computes each start from the previous page on load and after edits', () => {
    let s = threePages();
    expect(starts(s)).toEqual([0, 1000, 3000]);
    s = sessionOf(setPageDuration(s, 'a', 500));
    expect(starts(s)).toEqual([0, 500, 2500]);
    s = sessionOf(reorderPages(s, 2, 0));
    expect(uuids(s)).toEqual(['c', 'a', 'b']);
    expect(starts(s)).toEqual([0, 3000, 3500]);
  });

  it('adds, duplicates (fresh uuids) and deletes pages, but never the last one', () => {
    let s = sessionOf(addPage(threePages(), page('d', 100), 1));
    expect(uuids(s)).toEqual(['a', 'd', 'b', 'c']);
    s = sessionOf(duplicatePage(s, 'a', counterIds('n')));
    expect(uuids(s)).toEqual(['a', 'n1', 'd', 'b', 'c']);
    const copy = currentPages(s)[1];
    expect(copy?.elements.map((e) => e.uuid)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
    expect(copy?.elements[4]).toMatchObject({ type: 'dubbing' });
    s = sessionOf(deletePage(s, 'd'));
    expect(uuids(s)).toEqual(['a', 'n1', 'b', 'c']);
    const single = loadEditor([page('only', 1)]);
    expect(deletePage(single, 'only')).toEqual({ ok: false, error: 'lastPageCannotBeDeleted' });
    expect(deletePage(single, 'zzz')).toEqual({ ok: false, error: 'pageNotFound' });
    expect(reorderPages(threePages(), 0, 3)).toEqual({ ok: false, error: 'pageNotFound' });
  });
});

describe('clipboard', () => {
  it('refuses paste with nothing held', () => {
    expect(pastePage(threePages(), counterIds())).toEqual({ ok: false, error: 'pasteNothingHeld' });
  });

  it('copies and pastes after a page, repeatedly, with fresh uuids', () => {
    let s = sessionOf(copyPage(threePages(), 'c'));
    expect(canUndo(s.history)).toBe(false);
    const ids = counterIds('p');
    s = sessionOf(pastePage(s, ids, 'a'));
    s = sessionOf(pastePage(s, ids));
    expect(uuids(s)).toEqual(['a', 'p1', 'b', 'c', 'p7']);
    expect(starts(s)).toEqual([0, 1000, 4000, 6000, 9000]);
  });

  it('cuts a page into the holder', () => {
    let s = sessionOf(cutPage(threePages(), 'a'));
    expect(uuids(s)).toEqual(['b', 'c']);
    s = sessionOf(pastePage(s, counterIds('x'), 'c'));
    expect(uuids(s)).toEqual(['b', 'c', 'x1']);
  });
});

describe('elements and layers', () => {
  it('puts a new visual element on top and deletes elements', () => {
    let s = sessionOf(
      addElement(threePages(), 'a', element({ uuid: 'img', type: 'image', url: 'i.png', position: { width: 1, height: 1 } })),
    );
    const added = currentPages(s)[0]?.elements.find((e) => e.uuid === 'img');
    expect(added).toMatchObject({ zIndex: 3 });
    s = sessionOf(deleteElement(s, 'a', 'img'));
    expect(currentPages(s)[0]?.elements.some((e) => e.uuid === 'img')).toBe(false);
    expect(deleteElement(s, 'a', 'img')).toEqual({ ok: false, error: 'elementNotFound' });
  });

  it('moves layers up and down, refusing past the top or bottom', () => {
    const s0 = threePages();
    expect(moveLayerUp(s0, 'a', 'a-title')).toEqual({ ok: false, error: 'alreadyTopLayer' });
    expect(moveLayerDown(s0, 'a', 'a-man')).toEqual({ ok: false, error: 'alreadyBottomLayer' });
    expect(moveLayerUp(s0, 'a', 'a-bg')).toEqual({ ok: false, error: 'cannotMove' });
    const s = sessionOf(moveLayerUp(s0, 'a', 'a-man'));
    const firstPage = currentPages(s)[0];
    if (!firstPage) throw new Error('no page');
    expect(layerOrder(firstPage).map((e) => e.uuid)).toEqual(['a-title', 'a-man']);
    expect(moveLayerUp(s, 'a', 'a-man')).toEqual({ ok: false, error: 'alreadyTopLayer' });
  });

  it('replaces the background underneath everything', () => {
    const background = element({ uuid: 'bg2', type: 'image', url: 'new.png', position: { width: 1280, height: 720 } }) as ImageElement;
    const s = sessionOf(setBackground(threePages(), 'b', background));
    const elements = currentPages(s)[1]?.elements ?? [];
    expect(elements.filter((e) => e.type === 'image' && e.isBg === 1).map((e) => e.uuid)).toEqual(['bg2']);
    expect(elements[0]).toMatchObject({ uuid: 'bg2', zIndex: 0 });
  });

  it('updates an element and the dubbing text without an undo step', () => {
    let s = sessionOf(updateElement(threePages(), 'a', 'a-title', (e) => (e.type === 'title' ? { ...e, text: 'Bye' } : e)));
    s = sessionOf(setDubbingText(s, 'b', 'new text', 'unused'));
    s = sessionOf(setDubbingText(loadEditor([page('p', 1)]), 'p', 'fresh', 'dub1'));
    expect(currentPages(s)[0]?.elements).toEqual([{ uuid: 'dub1', type: 'dubbing', text: 'fresh', speed: 1 }]);
    expect(canUndo(s.history)).toBe(false);
    expect(updateElement(threePages(), 'a', 'a-title', (e) => ({ ...e, uuid: 'other' }))).toEqual({ ok: false, error: 'invalidClipValue' });
  });

  it('records a setting picked in one go as an undo step', () => {
    const before = threePages();
    const s = sessionOf(setElementSetting(before, 'a', 'a-title', (e) => (e.type === 'title' ? { ...e, text: 'Set' } : e)));
    expect(canUndo(s.history)).toBe(true);
    expect(currentPages(sessionOf(undoEdit(s)))).toEqual(currentPages(before));
    expect(setElementSetting(before, 'a', 'missing', (e) => e)).toEqual({ ok: false, error: 'elementNotFound' });
  });
});

describe('undo and redo', () => {
  it('records structural edits only, and restores them', () => {
    let s = threePages();
    s = sessionOf(deletePage(s, 'b'));
    s = sessionOf(setPageDuration(s, 'a', 400));
    s = sessionOf(updatePages(s, [page('z', 10)]));
    expect(s.history.past).toHaveLength(2);
    s = sessionOf(undoEdit(s));
    expect(uuids(s)).toEqual(['a', 'c']);
    expect(starts(s)).toEqual([0, 400]);
    s = sessionOf(undoEdit(s));
    expect(uuids(s)).toEqual(['a', 'b', 'c']);
    expect(undoEdit(s)).toEqual({ ok: false, error: 'nothingToUndo' });
    s = sessionOf(redoEdit(s));
    expect(uuids(s)).toEqual(['a', 'c']);
  });

  it('keeps at most 20 snapshots and resets on load', () => {
    let s = loadEditor([page('p0', 1)]);
    for (let i = 1; i <= 25; i++) s = sessionOf(addPage(s, page(`p${i}`, 1)));
    expect(s.history.past).toHaveLength(20);
    for (let i = 0; i < 20; i++) s = sessionOf(undoEdit(s));
    expect(currentPages(s)).toHaveLength(6);
    expect(undoEdit(s)).toEqual({ ok: false, error: 'nothingToUndo' });
    expect(canUndo(loadEditor(currentDocument(s).pages).history)).toBe(false);
  });
});
