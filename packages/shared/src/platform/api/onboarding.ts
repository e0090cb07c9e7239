import { z } from 'zod';

/**
 * The new-user questionnaire and first-day timing (issue 14 §3; spec §3 Questionnaire for new
 * users, §7 `user/collectInfo`, `user/getNewUserTime`, `question/{phone}`, §9 new-user gift).
 * Filling it once gives QUESTIONNAIRE_GIFT_SECONDS of composition time; a second answer changes
 * nothing. The option lists are not in the spec: these are ours.
 */
const userprocess = (path: string) => `/userprocess/${path}`;

export const ONBOARDING_PATHS = {
  /** POST QuestionnaireBody -> QuestionnaireResult; `questionnaireDone` (409) the second time */
  collectInfo: userprocess('user/collectInfo'),
  /** GET -> NewUserTime (the caller's) */
  newUserTime: userprocess('user/getNewUserTime'),
  /** GET -> { filled } for the caller's own phone number; another number is refused (403) */
  question: (phone: string) => userprocess(`question/${phone}`),
} as const;

export const ACCOUNT_USES = ['individual', 'enterprise'] as const;
export const GENDERS = ['female', 'male', 'undisclosed'] as const;
export const AGE_BANDS = ['under18', 'from18to24', 'from25to34', 'from35to44', 'from45to54', 'over55'] as const;
export const PURPOSES = ['marketing', 'training', 'ecommerce', 'customerService', 'education', 'personal', 'other'] as const;
export const VIDEO_TYPES = ['productIntro', 'course', 'news', 'shortVideo', 'liveSelling', 'corporate', 'other'] as const;

export const QuestionnaireBody = z.object({
  accountUse: z.enum(ACCOUNT_USES),
  /** Optional (spec §3). */
  company: z.string().trim().max(100).optional(),
  gender: z.enum(GENDERS),
  ageBand: z.enum(AGE_BANDS),
  purpose: z.enum(PURPOSES),
  videoType: z.enum(VIDEO_TYPES),
});
export type QuestionnaireBody = z.infer<typeof QuestionnaireBody>;

export const QuestionnaireResult = z.object({
  /** Composition time given for it (seconds). */
  grantedSeconds: z.number(),
  /** The balance after the gift (seconds). */
  remainCredits: z.number(),
});
export type QuestionnaireResult = z.infer<typeof QuestionnaireResult>;

export const NewUserTime = z.object({
  registerTime: z.string(),
  /** When the first-day offer ends (registerTime + 24 h). */
  offerEndsAt: z.string(),
  questionnaireDone: z.boolean(),
  /** What filling the questionnaire gives (seconds), 0 once it is done. */
  questionnaireGiftSeconds: z.number(),
});
export type NewUserTime = z.infer<typeof NewUserTime>;
