import { describe, expect, it } from 'vitest';
import { clearWizardState, loadWizardState, saveWizardState, URL_WIZARD_STATE_KEY, type KeyValueStore } from './wizardState.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const EMPTY = { url: '', name: '', proportion: 0, chosen: [] as string[] };

describe('URL wizard state across the buy round-trip (issue 24 §1)', () => {
  it('gives back every field after leaving the page and coming back', () => {
    const store = memoryStore();
    const draft = { url: 'https://shop.example/kettle', name: 'Brio Kettle', proportion: 1, chosen: ['a.png', 'b.png', 'c.png'] };
    saveWizardState(
      {
        step: 2,
        draft,
        scripts: { scripts: [{ script: 'Meet the kettle.' }] },
        choice: 0,
        script: 'Meet the kettle.',
        templateId: 'tpl-3',
      },
      store,
    );
    expect(loadWizardState(EMPTY, store)).toEqual({
      step: 2,
      draft,
      scripts: { scripts: [{ script: 'Meet the kettle.' }] },
      choice: 0,
      script: 'Meet the kettle.',
      templateId: 'tpl-3',
    });
  });

  it('brings the preview step back as the template step, and fills fields added since with defaults', () => {
    const store = memoryStore();
    store.setItem(URL_WIZARD_STATE_KEY, JSON.stringify({ step: 3, draft: { name: 'Mug' }, script: 'x' }));
    expect(loadWizardState(EMPTY, store)).toMatchObject({ step: 2, draft: { ...EMPTY, name: 'Mug' }, templateId: null, scripts: null });
  });

  it('ignores nothing saved, garbage and a cleared state', () => {
    const store = memoryStore();
    expect(loadWizardState(EMPTY, store)).toBeNull();
    store.setItem(URL_WIZARD_STATE_KEY, '{not json');
    expect(loadWizardState(EMPTY, store)).toBeNull();
    saveWizardState({ step: 1, draft: EMPTY, scripts: null, choice: 0, script: '', templateId: null }, store);
    clearWizardState(store);
    expect(loadWizardState(EMPTY, store)).toBeNull();
  });
});
