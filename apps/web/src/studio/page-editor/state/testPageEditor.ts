import {
  addElement,
  changeSpeaker,
  pastePage,
  setElementSetting,
  type DigitalManElement,
  type PageElement,
  type ProjectPage,
  type SpeakerChoice,
} from '@orator/shared';
import { collectRefusals, pressKey, storedProject } from '../../kit/testing/editorFixtures.ts';
import { PAGE_ACTIONS } from './actions.ts';
import { newDigitalMan, newTitle } from './elementFactory.ts';
import { newId, useEditorStore } from './editorStore.ts';
import { PAGE_KEYMAP } from './pageKeymap.ts';

/**
 * Drives the page editor's store the way the panels and the keyboard do, without a DOM:
 * each method is one user command, the getters read what the screen would show.
 */
export class TestPageEditor {
  readonly refusals = collectRefusals();

  constructor(pages: ProjectPage[] = []) {
    useEditorStore.getState().load(storedProject('Lamination', { ppts: pages }));
  }

  get store() {
    return useEditorStore.getState();
  }

  get page(): ProjectPage {
    const { session, currentPageUuid } = this.store;
    const page = session?.history.present.pages.find((p) => p.uuid === currentPageUuid);
    if (!page) throw new Error('no current page');
    return page;
  }

  element(uuid: string): PageElement | undefined {
    return this.page.elements.find((e) => e.uuid === uuid);
  }

  /** Adds a heading to the current page and selects it, as the title panel does. */
  addTitle(text: string): string {
    const title = newTitle(newId, 0, 'heading', text);
    this.store.apply((s) => addElement(s, this.page.uuid, title));
    this.store.selectElement(title.uuid);
    return title.uuid;
  }

  addAvatar(avatarId: string): string {
    const man = newDigitalMan(newId, 0, { avatarId, manType: 'standard', gender: 'female' }, 'half');
    this.store.apply((s) => addElement(s, this.page.uuid, man));
    return man.uuid;
  }

  select(uuid: string | null): void {
    this.store.selectElement(uuid);
  }

  press(key: string, mods: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } = {}): boolean {
    return pressKey(PAGE_KEYMAP, PAGE_ACTIONS, key, mods);
  }

  undo(): void {
    this.store.undo();
  }

  redo(): void {
    this.store.redo();
  }

  pastePage(): boolean {
    return this.store.apply((s) => pastePage(s, newId, this.page.uuid));
  }

  /** An avatar setting from the avatar panel (framing, placement), as the panel applies it. */
  setAvatar(uuid: string, change: (man: DigitalManElement) => DigitalManElement): boolean {
    return this.store.apply((s) => setElementSetting(s, this.page.uuid, uuid, (e) => (e.type === 'digitalMan' ? change(e) : e)));
  }

  changeSpeaker(speaker: SpeakerChoice): boolean {
    return this.store.apply((s) => changeSpeaker(s, speaker));
  }
}
