import crypto from 'node:crypto';
import {
  photoVideoBox,
  photoManFace,
  ProjectDocument,
  screenSizeFor,
  defaultSubtitleLineLength,
  type AvatarFace,
  type PhotoChat,
  type PhotoRole,
  type RatioKey,
} from '@orator/shared';

export interface PhotoAvatarRef {
  id: string;
  /** The cover as projects refer to it (a storage URL). */
  coverUrl: string;
  face: AvatarFace;
}

/**
 * A page project from the photo wizard: one page per line, each with the photo avatar (manType
 * PHOTO with its face for the renderer), the line's role voice and text, or its uploaded audio.
 */
export function photoDocument(
  avatar: PhotoAvatarRef,
  chats: readonly PhotoChat[],
  roles: readonly PhotoRole[],
  ratio: RatioKey,
): ProjectDocument {
  const box = photoVideoBox(screenSizeFor(ratio));
  const voiceOf = new Map(roles.map((role) => [role.id, role.voiceId]));
  const ppts = chats.map((chat) => {
    const uid = crypto.randomUUID();
    const audio = chat.audioUrl && !chat.text?.trim() ? chat.audioUrl : undefined;
    return {
      uuid: uid,
      duration: audio ? Math.round(chat.audioMs ?? 0) : 0,
      start: 0,
      elements: [
        {
          uuid: `${uid}-man`,
          type: 'digitalMan',
          url: avatar.id,
          speaker_id: avatar.id,
          speaker_type: 'man',
          manType: 'PHOTO',
          face: photoManFace(avatar.coverUrl, avatar.face),
          position: box,
          zIndex: 1,
        },
        {
          uuid: `${uid}-dub`,
          type: 'dubbing',
          text: audio ? '' : (chat.text ?? '').trim(),
          voiceId: voiceOf.get(chat.roleId),
          speed: 1,
          ...(audio ? { customAudioUrl: audio } : {}),
        },
        { uuid: `${uid}-sub`, type: 'subtitle', srt_len: defaultSubtitleLineLength(ratio), srt_show: false },
      ],
    };
  });
  return ProjectDocument.parse({ ppts, driveMode: 'text' });
}
