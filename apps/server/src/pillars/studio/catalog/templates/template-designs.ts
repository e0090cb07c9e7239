/**
 * The template store: every TemplateContent laid out as a real page-style project document
 * (background, avatar placement, title texts with editor properties, subtitles, a script
 * per page) for its ratio. Pure and deterministic: ids derive from the template slug.
 */
import { avatarCatalog, VIEWPORTS, type AvatarDescriptor } from '@orator/scene';
import {
  CATALOG_PATHS,
  defaultSubtitleLineLength,
  ProjectDocument,
  screenSizeFor,
  type RatioKey,
  type TemplateScenario,
} from '@orator/shared';
import { TEMPLATE_CONTENT, type TemplateContent } from './template-content.ts';

export interface StoreTemplate {
  id: string;
  content: TemplateContent;
  ratio: RatioKey;
  scenario: TemplateScenario;
  vipOnly: boolean;
  personalOnly: boolean;
  backgroundId: string;
  avatarId: string;
  document: ProjectDocument;
}

/** Backgrounds per scenario, cycled through that scenario's templates. */
const BACKGROUNDS: Record<TemplateScenario, readonly string[]> = {
  reporting: [
    'bg-office-bright-office',
    'bg-newsdesk-business-news',
    'bg-gradient-ocean-dawn',
    'bg-newsdesk-evening-news',
    'bg-office-blue-office',
    'bg-abstract-blue-shapes',
    'bg-newsdesk-world-report',
    'bg-gradient-midnight',
  ],
  speech: [
    'bg-studio-blue-studio',
    'bg-studio-warm-studio',
    'bg-studio-purple-studio',
    'bg-abstract-royal',
    'bg-studio-red-studio',
    'bg-gradient-violet-dusk',
    'bg-studio-green-studio',
    'bg-gradient-rose-quartz',
  ],
  course: [
    'bg-classroom-green-chalkboard',
    'bg-office-warm-office',
    'bg-abstract-orange-pop',
    'bg-classroom-whiteboard',
    'bg-classroom-blue-board',
    'bg-office-grey-office',
    'bg-classroom-black-chalkboard',
    'bg-abstract-teal-waves',
  ],
  story: [
    'bg-gradient-sunset-coral',
    'bg-abstract-pastel-shapes',
    'bg-gradient-midnight',
    'bg-gradient-forest',
    'bg-abstract-berry',
    'bg-classroom-kids-classroom',
    'bg-gradient-amber',
    'bg-abstract-orange-pop',
  ],
};

/** Light pictures take dark ink; the rest white ink with a dark outline. */
const LIGHT_BACKGROUNDS = /^bg-(office-|classroom-whiteboard|studio-white|abstract-pastel)/;

/** Ratio sequence per scenario: every scenario covers all five ratios, 16:9 most often. */
const RATIOS: readonly RatioKey[] = [0, 1, 0, 4, 2, 3, 0, 1];

const VOICES = {
  en: { male: 'flite:en:kal16', female: 'festival:en:slt' },
  zh: { male: 'espeak:zhchs:male', female: 'espeak:zhchs:female' },
} as const;

function avatarsTagged(tags: AvatarDescriptor['planTags']): AvatarDescriptor[] {
  return avatarCatalog().filter((a) => a.planTags === tags && a.framings.includes('half'));
}

type Box = { left: number; top: number; width: number; height: number };

function avatarBox(ratio: RatioKey): Box {
  const page = screenSizeFor(ratio);
  const viewport = VIEWPORTS.half;
  const aspect = viewport.width / viewport.height;
  const wide = ratio === 0 || ratio === 2;
  const height = Math.round(wide ? page.height * 0.86 : Math.min(page.height * 0.62, (page.width * 0.9) / aspect));
  const width = Math.round(height * aspect);
  const left = wide ? page.width - width - Math.round(page.width * 0.05) : Math.round((page.width - width) / 2);
  return { left, top: page.height - height, width, height };
}

function textBoxes(ratio: RatioKey): { title: Box; line: Box; titleSize: number; lineSize: number; align: 'left' | 'center' } {
  const { width } = screenSizeFor(ratio);
  if (ratio === 0 || ratio === 2) {
    const w = Math.round(width * (ratio === 0 ? 0.52 : 0.5));
    const x = Math.round(width * 0.06);
    const titleSize = ratio === 0 ? 60 : 50;
    return {
      title: { left: x, top: 150, width: w, height: 160 },
      line: { left: x, top: 330, width: w, height: 60 },
      titleSize,
      lineSize: ratio === 0 ? 34 : 30,
      align: 'left',
    };
  }
  const w = Math.round(width * 0.88);
  const x = Math.round((width - w) / 2);
  const titleSize = ratio === 1 ? 34 : ratio === 3 ? 40 : 46;
  return {
    title: { left: x, top: 36, width: w, height: 110 },
    line: { left: x, top: 150, width: w, height: 44 },
    titleSize,
    lineSize: ratio === 1 ? 20 : 24,
    align: 'center',
  };
}

/** One page to lay out with a template's design (the URL wizard, one-click generation, the store's own pages). */
export interface LayoutPage {
  title: string;
  subtitle?: string;
  /** The page's dubbing text. */
  script: string;
  /** Replaces the template's background picture on this page. */
  backgroundUrl?: string;
  /** A picture shown beside the presenter (a product photo), fitted inside its box. */
  imageUrl?: string;
  /** A video shown in the same box (muted, looping). */
  videoUrl?: string;
}

/** What a template contributes to a page: ratio, background, presenter, ink and fonts, voice by language. */
export interface TemplateDesign {
  /** Prefix of every element id. */
  id: string;
  ratio: RatioKey;
  backgroundId: string;
  avatar: AvatarDescriptor;
  /** Script language: picks the voice (by the presenter's gender) and the font. */
  language: 'en' | 'zh';
}

/** Tall pages with a picture: a smaller presenter, so the picture above it can be seen. */
function presenterBox(ratio: RatioKey, withVisual: boolean): Box {
  const box = avatarBox(ratio);
  if (!withVisual || ratio === 0 || ratio === 2) return box;
  const page = screenSizeFor(ratio);
  const height = Math.round(page.height * 0.45);
  const width = Math.round((box.width * height) / box.height);
  return { left: Math.round((page.width - width) / 2), top: page.height - height, width, height };
}

/** The box for a page's picture: under the text on wide pages, between the text and the presenter on tall ones. */
function visualBox(ratio: RatioKey, hasSubtitle: boolean): Box {
  const page = screenSizeFor(ratio);
  const boxes = textBoxes(ratio);
  const top = (hasSubtitle ? boxes.line.top + boxes.line.height : boxes.title.top + boxes.title.height) + 16;
  if (ratio === 0 || ratio === 2) {
    // Above the subtitle band (the bottom ~110 px), so captions never cross the picture.
    return { left: boxes.title.left, top, width: boxes.title.width, height: page.height - top - 120 };
  }
  const presenter = presenterBox(ratio, true);
  // Tall pages: the picture fills the band above the presenter's head (the top tenth of its box is air).
  const bottom = presenter.top + Math.round(presenter.height * 0.1);
  const width = Math.round(page.width * 0.8);
  return { left: Math.round((page.width - width) / 2), top, width, height: Math.max(80, bottom - top) };
}

/**
 * Lays out arbitrary pages with a template's design: background, presenter box, title and line
 * styles for the ratio, dubbing with the voice of the script's language, subtitles, and an
 * optional picture or video per page. The store's templates are this applied to their own pages.
 */
export function layoutPages(design: TemplateDesign, pages: readonly LayoutPage[]): ProjectDocument {
  const { id, ratio, backgroundId, avatar, language } = design;
  const size = screenSizeFor(ratio);
  const light = LIGHT_BACKGROUNDS.test(backgroundId);
  const ink = light ? '#1b2540' : '#ffffff';
  const stroke = light ? undefined : { color: '#0b1020', width: 2 };
  const boxes = textBoxes(ratio);
  const voiceId = VOICES[language][avatar.gender];
  const font = language === 'zh' ? 'SimHei' : 'Roboto';
  const ppts = pages.map((page, index) => {
    const uid = (part: string) => `${id}-p${index + 1}-${part}`;
    const elements: Record<string, unknown>[] = [
      {
        uuid: uid('bg'),
        type: 'image',
        isBg: 1,
        url: page.backgroundUrl ?? CATALOG_PATHS.stockFile('backgrounds', backgroundId),
        position: { left: 0, top: 0, width: size.width, height: size.height },
        zIndex: 0,
      },
      {
        uuid: uid('man'),
        type: 'digitalMan',
        url: avatar.id,
        speaker_id: avatar.id,
        speaker_type: 'man',
        manType: 'TWO',
        gender: avatar.gender,
        position: presenterBox(ratio, Boolean(page.imageUrl || page.videoUrl)),
        zIndex: 3,
      },
      {
        uuid: uid('title'),
        type: 'title',
        text: page.title,
        style: { font, fontSize: boxes.titleSize, bold: true, color: ink, stroke, align: boxes.align, lineHeight: 1.15 },
        position: boxes.title,
        zIndex: 4,
        animationIn: { type: 'slideUp', trigger: 'withPage', durationMs: 600, delayMs: 0 },
      },
      { uuid: uid('dub'), type: 'dubbing', text: page.script, voiceId, speed: 1 },
      { uuid: uid('sub'), type: 'subtitle', srt_len: defaultSubtitleLineLength(ratio), srt_show: true },
    ];
    if (page.subtitle) {
      elements.push({
        uuid: uid('line'),
        type: 'text',
        text: page.subtitle,
        style: { font, fontSize: boxes.lineSize, color: ink, align: boxes.align, fill: light ? undefined : 'rgba(11,16,32,0.35)' },
        position: boxes.line,
        zIndex: 5,
        animationIn: { type: 'fade', trigger: 'afterPrevious', durationMs: 500, delayMs: 100 },
      });
    }
    const visual = visualBox(ratio, Boolean(page.subtitle));
    if (page.imageUrl) {
      elements.push({
        uuid: uid('visual'),
        type: 'image',
        isBg: 0,
        url: page.imageUrl,
        position: visual,
        zIndex: 2,
        animationIn: { type: 'fade', trigger: 'withPage', durationMs: 500, delayMs: 0 },
      });
    } else if (page.videoUrl) {
      elements.push({ uuid: uid('visual'), type: 'video', url: page.videoUrl, muted: true, loop: true, position: visual, zIndex: 2 });
    }
    return { uuid: `${id}-p${index + 1}`, elements, duration: 0, start: 0, isCover: index === 0 };
  });
  return ProjectDocument.parse({ ppts, driveMode: 'text' });
}

function buildDocument(
  id: string,
  content: TemplateContent,
  ratio: RatioKey,
  backgroundId: string,
  avatar: AvatarDescriptor,
): ProjectDocument {
  return layoutPages({ id, ratio, backgroundId, avatar, language: content.language }, content.pages);
}

/** The store template's design (for layoutPages), its script language replaced by `language` when given. */
export function designOf(template: StoreTemplate, idPrefix: string, language?: 'en' | 'zh'): TemplateDesign {
  const avatar = avatarCatalog().find((a) => a.id === template.avatarId);
  if (!avatar) throw new Error(`template ${template.id}: unknown avatar ${template.avatarId}`);
  return {
    id: idPrefix,
    ratio: template.ratio,
    backgroundId: template.backgroundId,
    avatar,
    language: language ?? template.content.language,
  };
}

function buildStore(): StoreTemplate[] {
  const free = avatarsTagged('');
  const vip = avatarsTagged('vip');
  const seen: Record<TemplateScenario, number> = { reporting: 0, speech: 0, course: 0, story: 0 };
  return TEMPLATE_CONTENT.map((content, index) => {
    const n = seen[content.scenario]++;
    const ratio = RATIOS[n % RATIOS.length]!;
    const vipOnly = n % 4 === 3;
    // Personal-only: consumer-style stories and greetings (product-rules#catalog), never in an enterprise tenant.
    const personalOnly = content.scenario === 'story' && n % 3 === 2;
    const pool = vipOnly ? vip : free;
    // Alternate presenters' genders through the store.
    const wanted = index % 2 === 0 ? 'female' : 'male';
    const candidates = pool.filter((a) => a.gender === wanted);
    const avatar = candidates[(index * 7) % candidates.length] ?? pool[0]!;
    const backgroundId = BACKGROUNDS[content.scenario][n % BACKGROUNDS[content.scenario].length]!;
    const id = `tpl-${content.slug}`;
    return {
      id,
      content,
      ratio,
      scenario: content.scenario,
      vipOnly,
      personalOnly,
      backgroundId,
      avatarId: avatar.id,
      document: buildDocument(id, content, ratio, backgroundId, avatar),
    };
  });
}

let store: StoreTemplate[] | null = null;

export function storeTemplates(): readonly StoreTemplate[] {
  store ??= buildStore();
  return store;
}

export function storeTemplate(id: string): StoreTemplate | undefined {
  return storeTemplates().find((t) => t.id === id);
}
