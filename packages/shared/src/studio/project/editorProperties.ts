import { z } from 'zod';

/**
 * Editor properties (product-rules#projects-model: "position, size, rotate, opacity, layer, font, ...,
 * entry and exit animation"), shared by every visual page element.
 */
const positionSchema = z.object({
  left: z.number().default(0),
  top: z.number().default(0),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  /** Percent; 100 = original size. */
  scale: z.number().positive().default(100),
});
export type Position = z.infer<typeof positionSchema>;

export const ANIMATION_TYPES = ['none', 'fade', 'slideLeft', 'slideRight', 'slideUp', 'slideDown', 'zoom', 'typewriter'] as const;
export type AnimationType = (typeof ANIMATION_TYPES)[number];

/** When an animation starts: with the page, after the previous element's, or with it. */
export const ANIMATION_TRIGGERS = ['withPage', 'afterPrevious', 'withPrevious'] as const;
export type AnimationTrigger = (typeof ANIMATION_TRIGGERS)[number];

export const animationSchema = z.object({
  type: z.enum(ANIMATION_TYPES).default('none'),
  trigger: z.enum(ANIMATION_TRIGGERS).default('withPage'),
  durationMs: z.number().int().nonnegative().default(500),
  delayMs: z.number().int().nonnegative().default(0),
});
export type Animation = z.infer<typeof animationSchema>;

/** Placement shared by every visual element: where it is, how it is turned, its layer. */
export const visualPropertiesSchema = z.object({
  position: positionSchema,
  /** Degrees clockwise. */
  rotate: z.number().default(0),
  /** 0 (transparent) .. 1 (opaque). */
  opacity: z.number().min(0).max(1).default(1),
  /** Layer order on the page; higher draws on top. */
  zIndex: z.number().int().default(0),
  animationIn: animationSchema.optional(),
  animationOut: animationSchema.optional(),
});

const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

const strokeSchema = z.object({
  color: z.string(),
  width: z.number().nonnegative(),
});

export const textStyleSchema = z.object({
  font: z.string().default('SimHei'),
  fontSize: z.number().positive().default(40),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
  underline: z.boolean().default(false),
  /** Extra space between characters, px. */
  letterSpacing: z.number().default(0),
  /** Multiple of the font size. */
  lineHeight: z.number().positive().default(1.2),
  color: z.string().default('#ffffff'),
  stroke: strokeSchema.optional(),
  /** Background fill behind the text; absent = transparent. */
  fill: z.string().optional(),
  align: z.enum(TEXT_ALIGNS).default('left'),
});
export type TextStyle = z.infer<typeof textStyleSchema>;
