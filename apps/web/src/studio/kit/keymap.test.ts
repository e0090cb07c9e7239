import { describe, expect, it } from 'vitest';
import { PAGE_KEYMAP } from '../page-editor/state/pageKeymap.ts';
import { TRACK_KEYMAP } from '../track-editor/model/keymap.ts';
import { actionFor, isButtonTarget, isTypingTarget, runAction, type KeyPress } from './keymap.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('track editor keymap', () => {
  const track = (key: string, mods: Partial<KeyPress> = {}) => actionFor(press(key, mods), TRACK_KEYMAP);

  it('maps the editing keys', () => {
    expect(track(' ')).toEqual({ kind: 'togglePlay' });
    expect(track('Delete')).toEqual({ kind: 'deleteClip' });
    expect(track('Backspace')).toEqual({ kind: 'deleteClip' });
    expect(track('s')).toEqual({ kind: 'split' });
    expect(track('S', { shiftKey: true })).toEqual({ kind: 'split' });
  });

  it('treats Ctrl and Cmd alike for undo, redo, copy and paste', () => {
    for (const mod of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(track('z', mod)).toEqual({ kind: 'undo' });
      expect(track('Z', { ...mod, shiftKey: true })).toEqual({ kind: 'redo' });
      expect(track('y', mod)).toEqual({ kind: 'redo' });
      expect(track('c', mod)).toEqual({ kind: 'copy' });
      expect(track('v', mod)).toEqual({ kind: 'paste' });
    }
  });

  it('nudges one frame with the arrows, ten with Shift', () => {
    expect(track('ArrowLeft')).toEqual({ kind: 'nudge', frames: -1 });
    expect(track('ArrowRight')).toEqual({ kind: 'nudge', frames: 1 });
    expect(track('ArrowRight', { shiftKey: true })).toEqual({ kind: 'nudge', frames: 10 });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(track('a')).toBeNull();
    expect(track('s', { ctrlKey: true })).toBeNull(); // the browser's save
    expect(track('z', { altKey: true, ctrlKey: true })).toBeNull();
  });
});

describe('page editor keymap', () => {
  const pageKey = (key: string, mods: Partial<KeyPress> = {}) => actionFor(press(key, mods), PAGE_KEYMAP);

  it('undoes, redoes, deletes and nudges by 1 or (Shift) 10 units in four directions', () => {
    expect(pageKey('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(pageKey('z', { metaKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(pageKey('Delete')).toEqual({ kind: 'deleteElement' });
    expect(pageKey('ArrowUp')).toEqual({ kind: 'nudge', dx: 0, dy: -1 });
    expect(pageKey('ArrowLeft', { shiftKey: true })).toEqual({ kind: 'nudge', dx: -10, dy: 0 });
    expect(pageKey(' ')).toBeNull();
  });
});

describe('action runner', () => {
  it('calls the handler of the action’s kind with the action', () => {
    const seen: string[] = [];
    type Action = { kind: 'a' } | { kind: 'b'; n: number };
    const handlers = { a: () => seen.push('a'), b: (action: { kind: 'b'; n: number }) => seen.push(`b${action.n}`) };
    runAction<Action>({ kind: 'b', n: 3 }, handlers);
    runAction<Action>({ kind: 'a' }, handlers);
    expect(seen).toEqual(['b3', 'a']);
  });
});

describe('key targets', () => {
  it('knows when keys belong to a text field', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({ tagName: 'DIV', getAttribute: (name) => (name === 'role' ? 'slider' : null) })).toBe(true);
  });

  it('knows focused buttons, which would click on Space', () => {
    expect(isButtonTarget({ tagName: 'BUTTON' })).toBe(true);
    expect(isButtonTarget({ tagName: 'SPAN', getAttribute: () => 'button' })).toBe(true);
    expect(isButtonTarget({ tagName: 'DIV', getAttribute: () => null })).toBe(false);
  });
});
