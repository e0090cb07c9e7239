import { describe, expect, it } from 'vitest';
import { isButtonTarget, isTypingTarget, shortcutFor, type KeyPress } from './keymap.ts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard map', () => {
  it('maps the editing keys', () => {
    expect(shortcutFor(press(' '))).toEqual({ action: 'togglePlay' });
    expect(shortcutFor(press('Delete'))).toEqual({ action: 'deleteClip' });
    expect(shortcutFor(press('Backspace'))).toEqual({ action: 'deleteClip' });
    expect(shortcutFor(press('s'))).toEqual({ action: 'split' });
    expect(shortcutFor(press('S', { shiftKey: true }))).toEqual({ action: 'split' });
  });

  it('treats Ctrl and Cmd alike for undo, redo, copy and paste', () => {
    for (const mod of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(shortcutFor(press('z', mod))).toEqual({ action: 'undo' });
      expect(shortcutFor(press('Z', { ...mod, shiftKey: true }))).toEqual({ action: 'redo' });
      expect(shortcutFor(press('y', mod))).toEqual({ action: 'redo' });
      expect(shortcutFor(press('c', mod))).toEqual({ action: 'copy' });
      expect(shortcutFor(press('v', mod))).toEqual({ action: 'paste' });
    }
  });

  it('nudges one frame with the arrows, ten with Shift', () => {
    expect(shortcutFor(press('ArrowLeft'))).toEqual({ action: 'nudge', frames: -1 });
    expect(shortcutFor(press('ArrowRight'))).toEqual({ action: 'nudge', frames: 1 });
    expect(shortcutFor(press('ArrowRight', { shiftKey: true }))).toEqual({ action: 'nudge', frames: 10 });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(shortcutFor(press('a'))).toBeNull();
    expect(shortcutFor(press('s', { ctrlKey: true }))).toBeNull(); // the browser's save
    expect(shortcutFor(press('z', { altKey: true, ctrlKey: true }))).toBeNull();
  });

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
