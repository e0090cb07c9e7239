import type { DigitalManElement, PageElement } from '../project/elements.ts';
import { DEFAULT_ACTION_TYPE } from '../project/elements.ts';
import { dubbingOf, type ProjectPage } from '../project/page.ts';
import { pageIndexOf, replacePage } from './lookup.ts';
import { commitPages, currentPages } from './session.ts';
import { refusedEdit, type EditorOutcome, type EditorSession } from './types.ts';

/** The new speaker's identity, copied onto every digital-man element. */
export type SpeakerChoice = Pick<DigitalManElement, 'url' | 'speaker_id'> &
  Partial<Pick<DigitalManElement, 'headUrl' | 'speaker_type' | 'speaker_model_type' | 'manType' | 'is3D' | 'gender'>> & {
    /** Voice for the pages' dubbing; kept when absent. */
    voiceId?: string;
  };

function hasCustomAudio(page: ProjectPage): boolean {
  return Boolean(dubbingOf(page)?.customAudioUrl);
}

/**
 * product-rules#editors: a new speaker clears action data and the subtitle address, and clears the
 * synthesised audio unless the page has custom audio. A page whose audio is cleared has
 * no length until it is synthesised again, so its duration drops to 0 and later pages move.
 */
function withSpeaker(page: ProjectPage, speaker: SpeakerChoice): ProjectPage {
  const keepAudio = hasCustomAudio(page);
  const { voiceId, ...identity } = speaker;
  const elements = page.elements.map((element): PageElement => {
    switch (element.type) {
      case 'digitalMan':
        return {
          ...element,
          ...identity,
          actionType: DEFAULT_ACTION_TYPE,
          avatarActionInfos: [],
          audio_url: keepAudio ? element.audio_url : undefined,
          magic_audio_id: keepAudio ? element.magic_audio_id : undefined,
        };
      case 'subtitle':
        return { ...element, srt_address: undefined, subtitles: keepAudio ? element.subtitles : [] };
      case 'dubbing':
        return voiceId === undefined ? element : { ...element, voiceId };
      default:
        return element;
    }
  });
  return { ...page, elements, duration: keepAudio ? page.duration : 0 };
}

/** Changes the speaker on every page (an undo step). */
export function changeSpeaker(session: EditorSession, speaker: SpeakerChoice): EditorOutcome {
  return commitPages(
    session,
    currentPages(session).map((page) => withSpeaker(page, speaker)),
    true,
  );
}

/** Stores a page's synthesised audio and its length; later pages move. Not an undo step. */
export function setPageAudio(session: EditorSession, pageUuid: string, audioUrl: string, durationMs: number): EditorOutcome {
  const pages = currentPages(session);
  const index = pageIndexOf(pages, pageUuid);
  const page = pages[index];
  if (!page) return refusedEdit('pageNotFound');
  if (!(durationMs >= 0)) return refusedEdit('invalidClipValue');
  const elements = page.elements.map((e): PageElement => (e.type === 'digitalMan' ? { ...e, audio_url: audioUrl } : e));
  return commitPages(session, replacePage(pages, index, { ...page, elements, duration: durationMs }), false);
}
