import { DUBBING_TEXT_MIN_CHARS } from '@orator/shared';
import {
  bulletsOf,
  composeSmartScript,
  slideLanguage,
  type ScriptScenario,
  type ScriptTone,
  type SlideContent,
  type SlideRole,
} from '@orator/shared/wizards';
import { type LanguageModel } from '../../../../kernel/ai/language-model.ts';
import { LanguageModelError } from '../../../../kernel/ai/language-model.ts';

export interface SmartPage {
  slide: SlideContent;
  role: SlideRole;
}

export interface SmartScripts {
  /** 'model' when the configured language model wrote them, else composed offline. */
  mode: 'model' | 'offline';
  /** A model is configured but failed (unreachable, refused, unusable reply). */
  modelFailed: boolean;
  scripts: string[];
}

const SYSTEM_PROMPT =
  'You write the spoken script a presenter reads over each slide of a presentation video. Plain sentences only: no headings, ' +
  'no lists, no stage directions, no quotation marks. Use only facts that are on the slide.';

/** The model's reply as one script per page: parts between lines of ###, labels such as "Slide 2:" removed. */
export function parsePageScripts(reply: string): string[] {
  return reply
    .split(/^\s*#{3,}\s*$/m)
    .map((part) =>
      part
        .trim()
        .replace(/^(slide|page|script)\s*\d+\s*[:.-]\s*/i, '')
        .replace(/^["“]|["”]$/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The "smart" scripts of the selected pages (spec §2 smart script generation): one request to
 * the language model when one is configured (LLM_BASE_URL), else, or when it fails or answers a
 * script per page badly, the offline composer of the shared rules (title and points, tone,
 * scenario, role). A model script shorter than the dubbing minimum is replaced by the offline one.
 */
export async function smartScripts(
  model: LanguageModel | null,
  pages: readonly SmartPage[],
  options: { tone: ScriptTone; scenario: ScriptScenario },
  signal?: AbortSignal,
): Promise<SmartScripts> {
  const offline = pages.map((page) => composeSmartScript(page.slide, { ...options, role: page.role }));
  if (!model || pages.length === 0) return { mode: 'offline', modelFailed: false, scripts: offline };
  const language = slideLanguage({
    title: pages.map((p) => p.slide.title).join(' '),
    paragraphs: pages.flatMap((p) => p.slide.paragraphs),
    notes: '',
  });
  const described = pages.map((page, i) =>
    [
      `Slide ${i + 1} (${page.role}):`,
      `Title: ${page.slide.title || '(none)'}`,
      ...bulletsOf(page.slide)
        .slice(0, 12)
        .map((point) => `- ${point}`),
      page.slide.notes ? `Speaker notes: ${page.slide.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  try {
    const reply = await model.complete({
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        {
          role: 'user',
          content: [
            `Write one script per slide for a ${options.scenario} presentation, in a ${options.tone} tone, in ${language === 'zh' ? 'Simplified Chinese' : 'English'}.`,
            'The cover slide opens the talk, the closing slide ends it. Each script: 2 to 5 sentences.',
            `Answer with exactly ${pages.length} scripts in slide order, separated by a line containing only ###.`,
            '',
            described.join('\n\n'),
          ].join('\n'),
        },
      ],
      temperature: 0.7,
      maxTokens: Math.min(4000, 300 * pages.length),
      signal,
    });
    const scripts = parsePageScripts(reply);
    if (scripts.length !== pages.length) return { mode: 'offline', modelFailed: true, scripts: offline };
    return {
      mode: 'model',
      modelFailed: false,
      scripts: scripts.map((script, i) => ([...script].length >= DUBBING_TEXT_MIN_CHARS ? script : offline[i]!)),
    };
  } catch (error) {
    if (!(error instanceof LanguageModelError)) throw error;
    return { mode: 'offline', modelFailed: true, scripts: offline };
  }
}
