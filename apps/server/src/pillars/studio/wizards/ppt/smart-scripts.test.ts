import { describe, expect, it } from 'vitest';
import { composeSmartScript } from '@orator/shared/wizards';
import { type ChatRequest } from '../../../platform/llm/index.ts';
import { type LanguageModel } from '../../../../kernel/ai/language-model.ts';
import { LanguageModelError } from '../../../../kernel/ai/language-model.ts';
import { parsePageScripts, smartScripts, type SmartPage } from './smart-scripts.ts';

/** A model that answers what the test says (or fails), and keeps the requests it was sent. */
function fakeModel(answer: string | Error): LanguageModel & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  return {
    model: 'fake',
    requests,
    async complete(request) {
      requests.push(request);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    async *stream() {
      yield typeof answer === 'string' ? answer : '';
    },
  };
}

const PAGES: SmartPage[] = [
  { slide: { title: 'Harbour museum', paragraphs: ['Open six days a week'], notes: 'Welcome everyone.' }, role: 'cover' },
  { slide: { title: 'Tickets', paragraphs: ['Children enter free', 'Adults pay eight euros'], notes: '' }, role: 'closing' },
];
const OPTIONS = { tone: 'warm', scenario: 'course' } as const;
const offline = PAGES.map((page) => composeSmartScript(page.slide, { ...OPTIONS, role: page.role }));

describe('smart scripts', () => {
  it('composes offline when no model is configured', async () => {
    expect(await smartScripts(null, PAGES, OPTIONS)).toEqual({ mode: 'offline', modelFailed: false, scripts: offline });
  });

  it('asks the model once for every page and splits its answer at ### lines', async () => {
    const model = fakeModel(
      'Slide 1: Welcome to our museum by the harbour, open six days a week.\n###\n"Children enter free and adults pay eight euros. Thank you!"',
    );
    const result = await smartScripts(model, PAGES, OPTIONS);
    expect(result).toEqual({
      mode: 'model',
      modelFailed: false,
      scripts: [
        'Welcome to our museum by the harbour, open six days a week.',
        'Children enter free and adults pay eight euros. Thank you!',
      ],
    });
    expect(model.requests).toHaveLength(1);
    const prompt = model.requests[0]!.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('warm tone');
    expect(prompt).toContain('- Adults pay eight euros');
    expect(prompt).toContain('Speaker notes: Welcome everyone.');
  });

  it('falls back to the offline scripts when the model fails or answers the wrong number of scripts', async () => {
    expect(await smartScripts(fakeModel(new LanguageModelError('down')), PAGES, OPTIONS)).toEqual({
      mode: 'offline',
      modelFailed: true,
      scripts: offline,
    });
    expect(await smartScripts(fakeModel('Only one script for two slides.'), PAGES, OPTIONS)).toEqual({
      mode: 'offline',
      modelFailed: true,
      scripts: offline,
    });
  });

  it('keeps the offline script for a page the model left too short', async () => {
    const result = await smartScripts(fakeModel('Hi.\n###\nChildren enter free and adults pay eight euros.'), PAGES, OPTIONS);
    expect(result.scripts).toEqual([offline[0], 'Children enter free and adults pay eight euros.']);
  });

  it('reads labelled and quoted parts', () => {
    expect(parsePageScripts('Script 1 - One.\n####\n“Two.”\n###\n')).toEqual(['One.', 'Two.']);
  });
});
