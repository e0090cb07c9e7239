import {
  ProjectConfig,
  projectConfigError,
  type ComponentProps,
  type ComponentType,
  type Frame,
  type ProjectComponent,
} from '@orator/shared';

/**
 * A new component's settings. Texts and addresses start empty: the property form asks for them and
 * the editor refuses to save while a required one is missing (draftProblem).
 */
export function defaultProps(type: ComponentType): ComponentProps {
  const colours = { textColor: '#ffffff', background: '#2563eb' };
  switch (type) {
    case 'avatar':
    case 'networkLatency':
      return { type };
    case 'image':
      return { type, url: '', fit: 'contain' };
    case 'video':
      return { type, url: '', loop: true, muted: true };
    case 'button':
      return { type, text: '', question: '', ...colours };
    case 'jumpButton':
      return { type, text: '', target: { kind: 'url', url: '' }, ...colours };
    case 'inputBox':
    case 'voiceInput':
      return { type, textColor: '#111827', background: '#ffffff' };
    case 'faq':
      return { type, title: '', questions: [], collapsed: false };
    case 'operationBar':
      return { type, showStop: true, showClear: true, showMute: true };
    case 'conversationRecord':
      return { type, show: 'both', textColor: '#e2e8f0', background: 'rgb(15, 23, 42)' };
    case 'website':
      return { type, url: '' };
    case 'languageSwitch':
      return { type, languages: ['en', 'zh-CN'] };
    case 'remoteVoice':
      return { type, url: '', text: '' };
    case 'backgroundMusic':
      return { type, url: '', volume: 0.3 };
  }
}

/** Where a new component lands, as fractions of the screen (x, y, width, height). */
const PLACES: Record<ComponentType, [number, number, number, number]> = {
  avatar: [0.3, 0.2, 0.4, 0.8],
  image: [0.05, 0.05, 0.25, 0.25],
  video: [0.05, 0.05, 0.3, 0.3],
  button: [0.05, 0.82, 0.16, 0.07],
  jumpButton: [0.23, 0.82, 0.16, 0.07],
  inputBox: [0.2, 0.88, 0.6, 0.08],
  voiceInput: [0.82, 0.88, 0.08, 0.08],
  faq: [0.7, 0.05, 0.27, 0.4],
  operationBar: [0.35, 0.78, 0.3, 0.07],
  conversationRecord: [0.68, 0.48, 0.3, 0.38],
  website: [0.05, 0.3, 0.3, 0.4],
  languageSwitch: [0.05, 0.02, 0.2, 0.06],
  networkLatency: [0.85, 0.01, 0.13, 0.05],
  remoteVoice: [0.05, 0.72, 0.2, 0.07],
  backgroundMusic: [0.01, 0.01, 0.04, 0.04],
};

export function defaultFrame(type: ComponentType, size: { width: number; height: number }): Frame {
  const [x, y, width, height] = PLACES[type];
  return {
    x: Math.round(x * size.width),
    y: Math.round(y * size.height),
    width: Math.round(width * size.width),
    height: Math.round(height * size.height),
  };
}

/** Unique within the project; not crypto.randomUUID, which plain-http pages (an intranet address) lack. */
export function newComponentId(): string {
  return `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function newComponent(type: ComponentType, nodeId: string, size: { width: number; height: number }, id: string): ProjectComponent {
  return { id, nodeId, frame: defaultFrame(type, size), opacity: 1, props: defaultProps(type) };
}

export interface DraftProblem {
  /** The component at fault, when it is one. */
  componentId: string | null;
  /** The field's path inside the component's props (e.g. `url`, `target.url`), or the config path. */
  field: string;
  /** The validator's message key or text. */
  message: string;
}

/** The first reason the config would be refused on save (zod issues first, then the whole-document rules). */
export function draftProblem(config: ProjectConfig): DraftProblem | null {
  const parsed = ProjectConfig.safeParse(config);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [head, index, part, ...rest] = issue.path.map(String);
    const component = head === 'components' ? config.components[Number(index)] : undefined;
    if (component && part === 'props') return { componentId: component.id, field: rest.join('.'), message: issue.message };
    return { componentId: component?.id ?? null, field: issue.path.join('.'), message: issue.message };
  }
  const rule = projectConfigError(parsed.data);
  return rule ? { componentId: null, field: '', message: rule } : null;
}
