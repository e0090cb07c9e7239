import { z } from 'zod';

/**
 * The components of a conversational project's screen (spec §2 components, §5 rules). Each
 * component belongs to one flow node (§5 "configure a node before adding components") and is drawn
 * in the room while that node is current. List order is layer order: the first is the bottom
 * layer, the last the top (§5 "the top component cannot move up; the bottom cannot move down").
 */
export const COMPONENT_TYPES = [
  'avatar',
  'image',
  'video',
  'button',
  'jumpButton',
  'inputBox',
  'voiceInput',
  'faq',
  'operationBar',
  'conversationRecord',
  'website',
  'languageSwitch',
  'networkLatency',
  'remoteVoice',
  'backgroundMusic',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** §5 "some components may be added once" (per node): the ones a screen cannot sensibly hold twice. */
const ONCE_ONLY_COMPONENTS: ReadonlySet<ComponentType> = new Set<ComponentType>([
  'avatar',
  'inputBox',
  'voiceInput',
  'faq',
  'operationBar',
  'conversationRecord',
  'languageSwitch',
  'networkLatency',
  'remoteVoice',
  'backgroundMusic',
]);

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_COLOUR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** §5 "colours accept 3- or 6-digit hex or rgb" (rgb channels 0..255). */
export function isColour(value: string): boolean {
  if (HEX_COLOUR.test(value)) return true;
  const rgb = RGB_COLOUR.exec(value);
  return rgb !== null && rgb.slice(1).every((channel) => Number(channel) <= 255);
}

export const Colour = z.string().trim().refine(isColour, { message: 'invalidColour' });

/** Where a component sits, in project pixels (0,0 top-left of the project's width x height). */
export const Frame = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
});
export type Frame = z.infer<typeof Frame>;

const url = z.string().trim().max(2000);
const label = z.string().trim().max(100);

/** The settings of each component type (what its property panel edits and the room reads). */
export const ComponentProps = z.discriminatedUnion('type', [
  z.object({ type: z.literal('avatar') }),
  z.object({ type: z.literal('image'), url, fit: z.enum(['contain', 'cover']).default('contain') }),
  z.object({ type: z.literal('video'), url, loop: z.boolean().default(true), muted: z.boolean().default(true) }),
  /** Asks a preset question when pressed. */
  z.object({
    type: z.literal('button'),
    text: label.min(1),
    question: z.string().trim().min(1).max(1000),
    textColor: Colour,
    background: Colour,
  }),
  /** Moves to another node of the flow, or opens a web address. */
  z.object({
    type: z.literal('jumpButton'),
    text: label.min(1),
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('node'), nodeId: z.string().min(1) }),
      z.object({ kind: z.literal('url'), url: url.min(1) }),
    ]),
    textColor: Colour,
    background: Colour,
  }),
  /** Where the input box sits and its colours; its text settings are the project's input tab. */
  z.object({ type: z.literal('inputBox'), textColor: Colour, background: Colour }),
  z.object({ type: z.literal('voiceInput'), textColor: Colour, background: Colour }),
  /** Common questions the visitor can tap; `collapsed` is the toggle's initial state. */
  z.object({
    type: z.literal('faq'),
    title: label,
    questions: z.array(z.string().trim().min(1).max(200)).max(20),
    collapsed: z.boolean().default(false),
  }),
  z.object({
    type: z.literal('operationBar'),
    showStop: z.boolean().default(true),
    showClear: z.boolean().default(true),
    showMute: z.boolean().default(true),
  }),
  z.object({
    type: z.literal('conversationRecord'),
    show: z.enum(['both', 'question', 'answer']).default('both'),
    textColor: Colour,
    background: Colour,
  }),
  z.object({ type: z.literal('website'), url: url.min(1) }),
  z.object({ type: z.literal('languageSwitch'), languages: z.array(z.string().min(2).max(10)).min(1).max(10) }),
  z.object({ type: z.literal('networkLatency') }),
  /** A remote audio (an announcement at an address) the visitor can play. */
  z.object({ type: z.literal('remoteVoice'), url: url.min(1), text: label }),
  z.object({ type: z.literal('backgroundMusic'), url: url.min(1), volume: z.number().min(0).max(1).default(0.3) }),
]);
export type ComponentProps = z.infer<typeof ComponentProps>;

export const ProjectComponent = z.object({
  id: z.string().min(1).max(100),
  nodeId: z.string().min(1).max(100),
  frame: Frame,
  opacity: z.number().min(0).max(1).default(1),
  props: ComponentProps,
});
export type ProjectComponent = z.infer<typeof ProjectComponent>;

export type ComponentRuleError = 'componentOnce' | 'alreadyTopLayer' | 'alreadyBottomLayer' | 'configureNodeFirst';

/** §5: a once-only type already on this node is refused. */
export function canAddComponent(components: readonly ProjectComponent[], nodeId: string, type: ComponentType): ComponentRuleError | null {
  if (!ONCE_ONLY_COMPONENTS.has(type)) return null;
  return components.some((component) => component.nodeId === nodeId && component.props.type === type) ? 'componentOnce' : null;
}

/**
 * Moves a component one layer up (towards the top = end of the node's list) or down, among the
 * components of its node. Returns the new list, or the §8 error when it is already at that end.
 */
export function moveComponent(
  components: readonly ProjectComponent[],
  id: string,
  direction: 'up' | 'down',
): { components: ProjectComponent[] } | { error: ComponentRuleError } {
  const index = components.findIndex((component) => component.id === id);
  if (index < 0) return { components: [...components] };
  const nodeId = components[index]!.nodeId;
  const step = direction === 'up' ? 1 : -1;
  let other = index + step;
  while (other >= 0 && other < components.length && components[other]!.nodeId !== nodeId) other += step;
  if (other < 0 || other >= components.length) return { error: direction === 'up' ? 'alreadyTopLayer' : 'alreadyBottomLayer' };
  const next = [...components];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return { components: next };
}

/** Whole-list checks the server applies on save: each component's node exists, once-only types once per node. */
export function componentListError(components: readonly ProjectComponent[], nodeIds: ReadonlySet<string>): ComponentRuleError | null {
  const seen = new Set<string>();
  for (const component of components) {
    if (!nodeIds.has(component.nodeId)) return 'configureNodeFirst';
    if (!ONCE_ONLY_COMPONENTS.has(component.props.type)) continue;
    const key = `${component.nodeId}\u0000${component.props.type}`;
    if (seen.has(key)) return 'componentOnce';
    seen.add(key);
  }
  return null;
}
