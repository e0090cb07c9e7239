import { accountsModule } from './accounts/index.ts';
import { assistantModule } from './assistant/index.ts';
import { aiaskAreaModule } from './aiask-area/index.ts';
import { avatarsModule } from './avatars/index.ts';
import { batchModule } from './batch/index.ts';
import { catalogModule } from './catalog/index.ts';
import { commerceModule } from './commerce/index.ts';
import { companyModule } from './company/index.ts';
import { cloneModule } from './clone/index.ts';
import { contentModule } from './content/index.ts';
import { coverModule } from './cover/index.ts';
import { conversationModule } from './conversation/index.ts';
import { jobStatusModule } from './jobs-routes.ts';
import { knowledgeModule } from './knowledge/index.ts';
import { liveModule } from './live/index.ts';
import { liveInteractionModule } from './live-interaction/index.ts';
import { liveStreamModule } from './live-stream/index.ts';
import { llmModule } from './llm/index.ts';
import { mailModule } from './mail/module.ts';
import { noticesModule } from './notices/index.ts';
import { onboardingModule } from './onboarding/index.ts';
import { memberModule } from './member/index.ts';
import { openApiModule } from './open-api/index.ts';
import { materialsModule } from './materials/index.ts';
import { previewModule } from './preview/index.ts';
import { qaModule } from './qa/index.ts';
import { rolesModule } from './roles/index.ts';
import { robotsModule } from './robots/index.ts';
import type { ServicesOf, ShadowingNames, UnmetNeeds } from './registry.ts';
import { storageModule } from './storage/index.ts';
import { userAvatarsModule } from './user-avatars/index.ts';
import { photoModule } from './photo/index.ts';
import { videoModule } from './video/index.ts';
import { videoDubModule } from './video-dub/index.ts';
import { voicesModule } from './voices/index.ts';
import { voiceProfilesModule } from './voice-profiles/index.ts';
import { wizardUrlModule } from './wizard-url/index.ts';
import { wizardPptModule } from './wizard-ppt/index.ts';

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
