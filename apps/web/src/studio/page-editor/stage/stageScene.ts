import { isVisualElement, type PageElement, type ProjectPage, type RatioKey } from '@orator/shared';
import { planPage, scriptCueTexts } from '@orator/render/plan';
import { type Scene, type TextMeasure, baseSize } from '@orator/scene';

/**
 * The page as the export draws it, for editing: the render plan's own scene of the page,
 * with entry/exit animations left out so every element shows in place. Drawn at the base
 * size so one canvas pixel is one page unit.
 */
const STILL_PAGE_MS = 10_000;

function withoutAnimations(element: PageElement): PageElement {
  return isVisualElement(element) ? { ...element, animationIn: undefined, animationOut: undefined } : element;
}

export function stageScene(page: ProjectPage, ratio: RatioKey, measure: TextMeasure, hiddenElementUuid: string | null = null): Scene {
  const still: ProjectPage = {
    ...page,
    elements: page.elements.filter((e) => e.uuid !== hiddenElementUuid).map(withoutAnimations),
  };
  const { width, height } = baseSize(ratio);
  return planPage(still, { ratio, width, height, startMs: 0, durationMs: STILL_PAGE_MS, voice: undefined, watermark: null, measure }).scene;
}

/**
 * Shows the subtitle style on the stage when subtitles are on: the first cue of the page's
 * script, cut into lines and cues exactly as the export cuts it.
 */
export function withSampleSubtitle(scene: Scene, script: string, measure: TextMeasure): Scene {
  if (scene.subtitles === null || scene.subtitles.length > 0 || !script.trim()) return scene;
  const [first] = scriptCueTexts(script, { ratio: scene.ratio, style: scene.subtitleStyle, measure });
  return first ? { ...scene, subtitles: [{ startMs: 0, endMs: STILL_PAGE_MS, text: first }] } : scene;
}
