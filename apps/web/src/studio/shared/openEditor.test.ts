import { describe, expect, it, vi } from 'vitest';
import { editorUrl, isEmbedded, openEditor } from './openEditor.ts';

function fakeWindow(embedded: boolean) {
  const parent = { postMessage: vi.fn() };
  const view = { location: { origin: 'https://app.example' }, parent: undefined as unknown } as unknown as Window & {
    parent: typeof parent;
  };
  (view as { parent: unknown }).parent = embedded ? parent : view;
  return { view, parent };
}

describe('opening an editor (product-rules#editors)', () => {
  it('navigates when the app is not framed', () => {
    const { view, parent } = fakeWindow(false);
    const navigate = vi.fn();
    expect(isEmbedded(view)).toBe(false);
    openEditor('/videoeditor/p1', navigate, view);
    expect(navigate).toHaveBeenCalledWith('/videoeditor/p1');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts toTrack with the absolute editor URL to the parent when embedded', () => {
    const { view, parent } = fakeWindow(true);
    const navigate = vi.fn();
    openEditor('/videoeditor/p1?sourceType=videoEdit', navigate, view);
    expect(navigate).not.toHaveBeenCalled();
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'toTrack', url: 'https://app.example/videoeditor/p1?sourceType=videoEdit' },
      '*',
    );
  });

  it('makes absolute URLs from paths', () => {
    expect(editorUrl('/videoeditor/a%20b', 'http://localhost:5173')).toBe('http://localhost:5173/videoeditor/a%20b');
  });

  it('hands over id and token in the query only for a configuration that asks for it (spec §4)', () => {
    const config = { companyId: 'acme', tokenInEditorUrl: true };
    expect(editorUrl('/videoeditor/p1?sourceType=videoEdit', 'https://app.example', { token: 'tok', config })).toBe(
      'https://app.example/videoeditor/p1?sourceType=videoEdit&id=p1&token=tok',
    );
    expect(editorUrl('/videoeditor/p1', 'https://app.example', { token: 'tok', config: { companyId: 'acme' } })).toBe(
      'https://app.example/videoeditor/p1',
    );
    expect(editorUrl('/videoeditor/p1', 'https://app.example', { token: null, config })).toBe('https://app.example/videoeditor/p1');
  });
});
