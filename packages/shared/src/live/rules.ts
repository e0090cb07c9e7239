/**
 * Rules of live rooms and their content (issue 13 §1; spec §2 live centre, §3 Live room, §4 live
 * resources, §5 names, §9 categories, styles, audiences). Pure: used by the web editor to warn
 * early and by the server to refuse.
 */

/** §9: the 21 product categories (keys; their words are in the web i18n files). */
export const PRODUCT_CATEGORIES = [
  'clothing',
  'shoesBags',
  'beauty',
  'personalCare',
  'jewellery',
  'motherBaby',
  'toys',
  'snacks',
  'freshFood',
  'drinks',
  'health',
  'homeFurniture',
  'kitchen',
  'appliances',
  'phonesDigital',
  'computersOffice',
  'sportsOutdoors',
  'automotive',
  'pets',
  'booksStationery',
  'flowersGarden',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** §9 line styles. */
export const LINE_STYLES = ['humorous', 'serious', 'comedic', 'warm'] as const;
export type LineStyle = (typeof LINE_STYLES)[number];

/**
 * §9 audiences, after a neutral 'everyone' (not in §9): it is the default, so lines address no one
 * in particular until the seller chooses (a default of 'women' once greeted headphone buyers with
 * "Dear ladies").
 */
export const LINE_AUDIENCES = ['everyone', 'men', 'women', 'youth', 'children', 'elderly', 'infants', 'middleAged'] as const;
export type LineAudience = (typeof LINE_AUDIENCES)[number];
export const DEFAULT_LINE_AUDIENCE: LineAudience = 'everyone';

export const ROOM_RATIOS = ['portrait', 'landscape'] as const;
export type RoomRatio = (typeof ROOM_RATIOS)[number];
/** A real-person room streams one avatar; a digital-human room may swap. */
export const ROOM_TYPES = ['digital', 'realPerson'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const SCENE_TYPES = ['studio', 'shop', 'outdoor'] as const;
export type SceneType = (typeof SCENE_TYPES)[number];
/** §3 liveType, default 2.5d. */
export const LIVE_TYPES = ['2.5d', '3d'] as const;
export type LiveType = (typeof LIVE_TYPES)[number];
export const DEFAULT_LIVE_TYPE: LiveType = '2.5d';
/**
 * The live types a room can be created with here. §3 names '3d', but without a 3D avatar engine a
 * '3d' room would stream exactly what a 2.5D one does: it is refused (liveTypeUnavailable) and
 * shown disabled with the reason, rather than stored and silently ignored.
 */
export const AVAILABLE_LIVE_TYPES: readonly LiveType[] = ['2.5d'];
export const liveTypeAvailable = (type: LiveType): boolean => AVAILABLE_LIVE_TYPES.includes(type);

/** §4 live resource states of a line's rendered segment (spec cmpStatus). */
export const CMP_STATUSES = ['preparing', 'synthesizing', 'success', 'fail'] as const;
export type CmpStatus = (typeof CMP_STATUSES)[number];

/** §9: materials added to a product at once. */
export const MAX_MATERIALS_PER_ADD = 10;
export const LIVE_NAME_MAX = 50;
export const LINE_TEXT_MAX = 500;

/** §5: room, product, scene and line-group names must not be empty (blank counts as empty). */
export function normaliseLiveName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length === 0 || trimmed.length > LIVE_NAME_MAX ? null : trimmed;
}

export interface LineCountScene {
  id: string;
  name: string;
  lineCount: number;
}
export interface LineCountProduct {
  isOpen: boolean;
  scenes: readonly LineCountScene[];
}

/**
 * §8 "Some scenes have no lines, add lines first": the scenes of open products that have no line
 * (a room with no scene at all counts as lacking lines too, reported as no scene).
 */
export function scenesWithoutLines(products: readonly LineCountProduct[]): LineCountScene[] {
  return products.filter((product) => product.isOpen).flatMap((product) => product.scenes.filter((scene) => scene.lineCount === 0));
}

/** True when the room has something to say in every open scene and at least one scene. */
export function roomReadyToGoLive(products: readonly LineCountProduct[]): boolean {
  const open = products.filter((product) => product.isOpen);
  return open.some((product) => product.scenes.length > 0) && scenesWithoutLines(products).length === 0;
}

/** A line needs synthesising again when what it says or the voice saying it changed. */
export function needsResynthesis(before: { text: string; voiceId: string }, after: { text: string; voiceId: string }): boolean {
  return before.text.trim() !== after.text.trim() || before.voiceId !== after.voiceId;
}
