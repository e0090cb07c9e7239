import {
  LaminationConfig,
  PLAN_ABILITIES,
  RATIO_KEYS,
  RECENT_TEMPLATES_KEPT,
  DUBBING_TEXT_MIN_CHARS,
  RECOMMENDED_EDIT_PAGES,
  defaultSubtitleLineLength,
  type PlanTier,
  type RatioKey,
  type TemplateName,
  type TemplateSummary,
  type UiLanguage,
} from '@orator/shared';
import { notFound } from '../../../../kernel/http/app-error.ts';
import type { RecentTemplatesRepo } from './recent-templates-repo.ts';
import { storeTemplates } from './template-designs.ts';
import type { TemplateService } from './template-service.ts';
import type { TemplateOwner, UserTemplatesRepo } from './user-templates-repo.ts';

/** A picker lists at most this many of the user's own templates (newest first). */
const MINE_IN_NAME_LIST = 100;

/**
 * The template ("model") reads of spec §7 the wizards and editors use: names for pickers, the
 * recently used list and the page-style configuration of the caller's plan.
 */
export class TemplateModels {
  constructor(
    private readonly templates: TemplateService,
    private readonly mineRepo: UserTemplatesRepo,
    private readonly recentRepo: RecentTemplatesRepo,
  ) {}

  async names(owner: TemplateOwner | null, ratio: RatioKey | undefined, language: UiLanguage): Promise<TemplateName[]> {
    const store = storeTemplates()
      .filter((t) => ratio === undefined || t.ratio === ratio)
      .map((t) => ({ id: t.id, name: t.content.names[language], ratio: t.ratio, mine: false }));
    if (!owner) return store;
    const { rows } = await this.mineRepo.page(owner, { ratio }, 1, MINE_IN_NAME_LIST);
    return [...rows.map((row) => ({ id: row.id, name: row.name, ratio: row.ratio as RatioKey, mine: true })), ...store];
  }

  /**
   * Records `templateId` as used now (after checking the caller may see it) and keeps the newest
   * RECENT_TEMPLATES_KEPT; answers the list newest first, skipping templates deleted since.
   */
  async recent(
    owner: TemplateOwner,
    templateId: string | undefined,
    language: UiLanguage,
    now: Date = new Date(),
  ): Promise<TemplateSummary[]> {
    if (templateId !== undefined) await this.recordUse(owner, templateId, now);
    const rows = await this.recentRepo.newest(owner, RECENT_TEMPLATES_KEPT);
    const summaries = await Promise.all(rows.map((row) => this.templates.summary(owner, row.templateId, language)));
    return summaries.filter((s): s is TemplateSummary => s !== null);
  }

  /** Unknown or foreign ids are not recorded (404 from the summary lookup). */
  async recordUse(owner: TemplateOwner, templateId: string, now: Date = new Date()): Promise<void> {
    if (!(await this.templates.summary(owner, templateId, 'en'))) throw notFound();
    await this.recentRepo.touch(owner, templateId, now);
    const kept = await this.recentRepo.newest(owner, RECENT_TEMPLATES_KEPT);
    const oldestKept = kept.at(-1);
    if (kept.length === RECENT_TEMPLATES_KEPT && oldestKept) await this.recentRepo.deleteUsedBefore(owner, oldestKept.usedAt);
  }
}

/** The page-style rules of a plan: what the page editor and the wizards check before the server does. */
export function laminationConfigFor(tier: PlanTier): LaminationConfig {
  const plan = PLAN_ABILITIES[tier];
  return LaminationConfig.parse({
    maxPages: plan.maxPages,
    recommendedPages: RECOMMENDED_EDIT_PAGES,
    dubbingMinChars: DUBBING_TEXT_MIN_CHARS,
    maxVideoMs: plan.maxVideoMs,
    batchMaxVideos: plan.batchMaxVideos,
    resolutions: [...plan.resolutions],
    watermarkOptional: plan.watermarkOptional,
    subtitleLineLength: Object.fromEntries(RATIO_KEYS.map((ratio) => [String(ratio), defaultSubtitleLineLength(ratio)])),
  });
}
