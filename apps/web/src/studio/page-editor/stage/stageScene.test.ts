import { beforeAll, describe, expect, it } from 'vitest';
import { buildRenderPlan } from '@orator/render/plan';
import { createNodeCanvas, registerNodeFonts } from '@orator/scene/node';
import { canvasTextMeasure } from '@orator/scene';
import { defaultSubtitleLineLength, projectSchema } from '@orator/shared';
import { stageScene, withSampleSubtitle } from './stageScene.ts';

/**
 * The page editor's stage and the export must cut subtitle lines identically: the stage
 * shows the script's first cue through the same layout code the render plan uses.
 */
const measure = canvasTextMeasure(createNodeCanvas);
const SCRIPTS = {
  en: 'Our quarterly report shows that revenue grew by twelve percent while costs stayed flat across every region we operate in, and the board expects the same pattern to continue through the rest of the year.',
  zh: '我们的季度报告显示，收入增长了百分之十二，而我们经营的每个地区的成本都保持不变，董事会预计这种情况会在今年余下的时间里继续保持下去，这是一个非常好的结果。',
};

beforeAll(() => {
  registerNodeFonts();
});

function projectWith(script: string, ratio: 0 | 1 | 2 | 3 | 4) {
  return projectSchema.parse({
    id: 'p',
    projectName: 'P',
    projectType: 'Lamination',
    ratio,
    ppts: [
      {
        uuid: 'page',
        elements: [
          { uuid: 'sub', type: 'subtitle', srt_len: defaultSubtitleLineLength(ratio), srt_show: true },
          { uuid: 'dub', type: 'dubbing', text: script, voiceId: 'festival:en:slt' },
        ],
      },
    ],
  });
}

/** Words spoken back to back, as an engine reports them (CJK one character per word). */
function spokenWords(script: string) {
  const words = /[\u4e00-\u9fff]/u.test(script) ? [...script.replace(/[^\u4e00-\u9fff]/gu, '')] : script.split(/\s+/u);
  return words.map((text, i) => ({ text: text.replace(/[^\p{L}\p{N}]/gu, ''), startMs: i * 300, endMs: i * 300 + 280 }));
}

describe.each([0, 1, 2, 3, 4] as const)('stage subtitle sample on ratio %i', (ratio) => {
  it.each(Object.entries(SCRIPTS))('shows the first cue the export draws (%s)', (_language, script) => {
    const project = projectWith(script, ratio);
    const page = project.ppts[0]!;
    const stage = withSampleSubtitle(stageScene(page, ratio, measure), script, measure);
    const words = spokenWords(script);
    const voice = { wav: Buffer.alloc(44), durationMs: words.length * 300, words, visemes: [], script };
    const plan = buildRenderPlan(project, { tier: '720p', voices: new Map([['page', voice]]), measureText: measure });
    expect(plan.subtitles.length).toBeGreaterThan(1);
    expect(stage.subtitles?.[0]?.text).toBe(plan.subtitles[0]?.text);
    expect(plan.segments[0]?.scene.subtitles?.[0]?.text).toBe(plan.subtitles[0]?.text);
  });
});
