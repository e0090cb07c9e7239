import type { ErrorKey, ProjectDocument } from '@orator/shared';
import {
  compositionDeductionFactor,
  compositionSeconds,
  NON_MEMBER_PPT_PAGES,
  bestResolutionFor,
  planTierFor,
  resolutionRefusalFor,
  watermarkRefusalFor,
  type PlanTier,
} from '@orator/shared/constants';
import { CLIP_SOURCE_TYPE, dubbingOf, isTrackKind, type ProjectKind, type Resolution } from '@orator/shared/project';
import { checkAllDubbingTexts, compositionTimeRefusal } from '@orator/shared/validation';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { checkAvatarForUser, isActiveMember } from '../../../kernel/tenancy/membership.ts';

/** What a compose asks for, and what it may get. */
export interface ComposeRequest {
  projectType: ProjectKind;
  document: ProjectDocument;
  projectResolution: Resolution;
  projectWatermark: boolean;
  /** Explicit choices of the export dialog; absent = the project's settings. */
  resolution?: Resolution;
  watermark?: boolean;
  /** Whether a voice id is in the catalogue; unknown voices are refused before rendering. */
  knownVoice: (voiceId: string) => boolean;
}

export interface RenderSettings {
  resolution: Resolution;
  watermark: boolean;
  /** Composition seconds charged per second of video (photo avatars and 4K cost more). */
  deductionFactor: number;
  estimatedMs: number;
  estimatedSeconds: number;
}

export type ComposeDecision =
  { ok: true; settings: RenderSettings } | { ok: false; error: ErrorKey; params?: Record<string, string | number> };

/** Speaking rates used for the estimate; measured roughly on the installed engines at speed 1. */
const LATIN_CHARS_PER_SECOND = 14;
const CJK_CHARS_PER_SECOND = 4;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/u;
const DIGITAL_HUMAN_CLIPS: ReadonlySet<string> = new Set([
  CLIP_SOURCE_TYPE.digitalHuman,
  CLIP_SOURCE_TYPE.digitalHuman25D,
  CLIP_SOURCE_TYPE.digitalHuman3D,
  CLIP_SOURCE_TYPE.digitalHumanAvatar,
]);

export function estimateSpeechMs(text: string, speed = 1): number {
  let seconds = 0;
  for (const char of text.trim()) seconds += CJK.test(char) ? 1 / CJK_CHARS_PER_SECOND : 1 / LATIN_CHARS_PER_SECOND;
  return Math.round((seconds * 1000) / speed);
}

function usesTracks(kind: ProjectKind, document: ProjectDocument): boolean {
  return isTrackKind(kind) || (document.ppts.length === 0 && document.tracks.length > 0);
}

/** Expected video length: each page lasts its set duration or its speech, whichever is longer. */
export function estimateDurationMs(kind: ProjectKind, document: ProjectDocument): number {
  if (usesTracks(kind, document)) {
    let end = 0;
    for (const track of document.tracks) {
      if (!track.isChecked) continue;
      for (const clip of track.infos) {
        const speech = clip.sourceType === CLIP_SOURCE_TYPE.dubbing ? estimateSpeechMs(clip.content, clip.speed) : 0;
        end = Math.max(end, clip.startTime + Math.max(clip.duration, speech));
      }
    }
    return end;
  }
  return document.ppts.reduce((sum, page) => {
    const dubbing = dubbingOf(page);
    const speech = dubbing && !isAudioDriven(document, page) ? estimateSpeechMs(dubbing.text, dubbing.speed) : 0;
    return sum + Math.max(page.duration, speech);
  }, 0);
}

/** A page speaks its uploaded audio (as the renderer decides): in audio mode, or when it has audio and no text. */
function isAudioDriven(document: ProjectDocument, page: ProjectDocument['ppts'][number]): boolean {
  const dubbing = dubbingOf(page);
  if (!dubbing?.customAudioUrl) return false;
  return document.driveMode === 'audio' || dubbing.text.trim() === '';
}

/** Texts that must pass the dubbing-text rule (product-rules#projects-pages): every text-driven page, every dubbing clip. */
function dubbingTexts(kind: ProjectKind, document: ProjectDocument): (string | undefined)[] {
  if (usesTracks(kind, document)) {
    return document.tracks.flatMap((t) => t.infos.filter((c) => c.sourceType === CLIP_SOURCE_TYPE.dubbing).map((c) => c.content));
  }
  return document.ppts.filter((page) => !isAudioDriven(document, page)).map((page) => dubbingOf(page)?.text);
}

/** Voices the user picked (pages' dubbing, or dubbing clips); unpicked ones get the default. */
function chosenVoices(kind: ProjectKind, document: ProjectDocument): string[] {
  const ids = usesTracks(kind, document)
    ? document.tracks.flatMap((t) => t.infos.filter((c) => c.sourceType === CLIP_SOURCE_TYPE.dubbing).map((c) => c.voiceId))
    : document.ppts.map((page) => dubbingOf(page)?.voiceId);
  return ids.filter((id): id is string => Boolean(id));
}

/** Catalogue avatars the project shows (photo avatars are the user's own and not gated). */
/**
 * The avatars a project shows. `photo`: a talking photo (charged twice); `own`: one of the user's
 * own avatars (photo, clone or designed: it carries its face), which the plan gate never holds back.
 */
export function avatarsUsed(kind: ProjectKind, document: ProjectDocument): { avatarId: string; photo: boolean; own: boolean }[] {
  if (usesTracks(kind, document)) {
    return document.tracks.flatMap((t) =>
      t.infos
        .filter((c) => DIGITAL_HUMAN_CLIPS.has(c.sourceType) || c.sourceType === CLIP_SOURCE_TYPE.digitalHumanPhoto)
        .map((c) => {
          const photo = c.sourceType === CLIP_SOURCE_TYPE.digitalHumanPhoto;
          return { avatarId: c.url || c.title, photo, own: photo || c.face !== undefined };
        }),
    );
  }
  return document.ppts.flatMap((page) =>
    page.elements.flatMap((e) =>
      e.type === 'digitalMan' && e.speaker_type !== 'voice' && e.speaker_type !== 'no_man'
        ? [{ avatarId: e.speaker_id, photo: e.manType === 'PHOTO', own: e.manType === 'PHOTO' || e.face !== undefined }]
        : [],
    ),
  );
}

function planTierOf(user: UserRow, now: Date): PlanTier {
  return planTierFor({ activeMember: isActiveMember(user, now), ultra: user.ultra });
}

/**
 * Pure: may this user compose this project with these options, and with which settings?
 * Order: content (what the user must fix in the editor), plan limits, then time balance.
 */
export function decideCompose(
  request: ComposeRequest,
  user: UserRow,
  tenantKind: 'personal' | 'enterprise',
  now: Date = new Date(),
): ComposeDecision {
  const { projectType: kind, document } = request;
  const tracks = usesTracks(kind, document);
  if (!tracks && document.ppts.length === 0) return { ok: false, error: 'selectAtLeastOnePage' };
  if (tracks && document.tracks.every((t) => t.infos.length === 0)) return { ok: false, error: 'dubbingTextMissing' };
  const texts = checkAllDubbingTexts(dubbingTexts(kind, document));
  if (!texts.ok) return texts;
  if (chosenVoices(kind, document).some((id) => !request.knownVoice(id))) return { ok: false, error: 'noRelatedSounds' };
  const member = isActiveMember(user, now);
  if (!tracks && !member && document.ppts.length > NON_MEMBER_PPT_PAGES) return { ok: false, error: 'pageLimitExceeded' };

  const avatars = avatarsUsed(kind, document);
  for (const { avatarId, own } of avatars) {
    if (own) continue;
    const gate = checkAvatarForUser(avatarId, user, now);
    if (!gate.ok) return gate;
  }

  // The same gate as the export dialog's (packages/shared plans.ts).
  const tier = planTierOf(user, now);
  let resolution: Resolution;
  if (request.resolution) {
    const refusal = resolutionRefusalFor(request.resolution, tier);
    if (refusal) return { ok: false, error: refusal };
    resolution = request.resolution;
  } else {
    resolution = resolutionRefusalFor(request.projectResolution, tier) ? bestResolutionFor(tier) : request.projectResolution;
  }

  const watermarkRefusal = request.watermark === undefined ? null : watermarkRefusalFor(request.watermark, tier);
  if (watermarkRefusal) return { ok: false, error: watermarkRefusal };
  // A non-member's project setting cannot switch the notice off either.
  const watermark = member ? (request.watermark ?? request.projectWatermark) : true;

  const factor = compositionDeductionFactor({ photoAvatar: avatars.some((a) => a.photo), resolution });
  const estimatedMs = estimateDurationMs(kind, document);
  const estimatedSeconds = compositionSeconds(estimatedMs, factor);
  const timeRefusal = compositionTimeRefusal(estimatedSeconds, user.remainCredits, tenantKind);
  if (timeRefusal) return { ok: false, ...timeRefusal };
  return { ok: true, settings: { resolution, watermark, deductionFactor: factor, estimatedMs, estimatedSeconds } };
}

/** Seconds charged for a finished render. */
export function deductionSeconds(durationMs: number, factor: number): number {
  return compositionSeconds(durationMs, factor);
}
