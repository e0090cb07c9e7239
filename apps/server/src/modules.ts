import { accountsModule } from './pillars/platform/accounts/index.ts';
import { assistantModule } from './pillars/studio/assistant/index.ts';
import { aiaskAreaModule } from './pillars/conversation/aiask-area/index.ts';
import { avatarsModule } from './pillars/studio/avatars/index.ts';
import { batchModule } from './pillars/studio/wizards/batch/index.ts';
import { catalogModule } from './pillars/studio/catalog/index.ts';
import { commerceModule } from './pillars/commerce/orders/index.ts';
import { companyModule } from './pillars/platform/company/index.ts';
import { cloneModule } from './pillars/studio/clone/index.ts';
import { contentModule } from './pillars/platform/content/index.ts';
import { coverModule } from './pillars/studio/cover/index.ts';
import { conversationModule } from './pillars/conversation/rooms/index.ts';
import { jobStatusModule } from './pillars/platform/job-status/index.ts';
import { knowledgeModule } from './pillars/conversation/knowledge/index.ts';
import { liveModule } from './pillars/live/rooms/index.ts';
import { liveInteractionModule } from './pillars/live/interaction/index.ts';
import { liveStreamModule } from './pillars/live/stream/index.ts';
import { llmModule } from './pillars/platform/llm/index.ts';
import { mailModule } from './pillars/platform/mail/module.ts';
import { noticesModule } from './pillars/platform/notices/index.ts';
import { onboardingModule } from './pillars/platform/onboarding/index.ts';
import { memberModule } from './pillars/platform/member/index.ts';
import { openApiModule } from './pillars/platform/open-api/index.ts';
import { materialsModule } from './pillars/platform/materials/index.ts';
import { previewModule } from './pillars/studio/preview/index.ts';
import { qaModule } from './pillars/conversation/qa/index.ts';
import { rolesModule } from './pillars/conversation/roles/index.ts';
import { robotsModule } from './pillars/conversation/robots/index.ts';
import type { ServicesOf, ShadowingNames, UnmetNeeds } from './kernel/module/registry.ts';
import { storageModule } from './pillars/platform/storage/index.ts';
import { userAvatarsModule } from './pillars/studio/user-avatars/index.ts';
import { photoModule } from './pillars/studio/wizards/photo/index.ts';
import { videoModule } from './pillars/studio/video/index.ts';
import { videoDubModule } from './pillars/studio/wizards/translation/index.ts';
import { voicesModule } from './pillars/studio/voices/index.ts';
import { voiceProfilesModule } from './pillars/studio/voice-profiles/index.ts';
import { wizardUrlModule } from './pillars/studio/wizards/url/index.ts';
import { wizardPptModule } from './pillars/studio/wizards/ppt/index.ts';

/**
 * Every feature module: THE one place a new module is added. Services are built in the order
 * their needs dictate; routes are registered in this order.
 */
export const MODULES = [
  accountsModule,
  mailModule,
  noticesModule,
  onboardingModule,
  memberModule,
  companyModule,
  contentModule,
  openApiModule,
  jobStatusModule,
  voicesModule,
  avatarsModule,
  storageModule,
  previewModule,
  videoModule,
  catalogModule,
  coverModule,
  qaModule,
  knowledgeModule,
  llmModule,
  rolesModule,
  materialsModule,
  conversationModule,
  robotsModule,
  aiaskAreaModule,
  batchModule,
  wizardUrlModule,
  wizardPptModule,
  userAvatarsModule,
  cloneModule,
  photoModule,
  voiceProfilesModule,
  videoDubModule,
  liveModule,
  liveInteractionModule,
  commerceModule,
  liveStreamModule,
  assistantModule,
] as const;

/** Every module's service by module name (what tests and the composition root see as ctx.services). */
export type Services = ServicesOf<typeof MODULES>;

/** A compile error naming the offender ("Type '"x"' does not satisfy the constraint 'never'") if T is not empty. */
type NoneOf<T extends never> = T;
/** Modules that need something no module (and no part of Shared) provides. */
export type ModulesWithUnmetNeeds = NoneOf<UnmetNeeds<typeof MODULES>>;
/** Modules named like a part of Shared (`db`, `jobs`, ...), which would shadow it in deps. */
export type ModulesShadowingShared = NoneOf<ShadowingNames<typeof MODULES>>;
