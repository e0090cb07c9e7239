import { describe, expect, it } from 'vitest';
import { clearCustomAudio, setCustomAudio, switchDriveMode } from './driveMode.ts';
import { checkExportReadiness } from './exportReadiness.ts';
import { currentDocument, currentPages, loadEditor, undoEdit } from './session.ts';
import { changeSpeaker, setPageAudio } from './speaker.ts';
import { page, speakingPage } from './testPages.ts';
import type { EditorOutcome, EditorSession } from './types.ts';

function sessionOf(outcome: EditorOutcome): EditorSession {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.session;
}
const elementOf = (s: EditorSession, pageIndex: number, type: string) => currentPages(s)[pageIndex]?.elements.find((e) => e.type === type);

describe('change speaker', () => {
  it('clears actions, subtitle address and audio; pages without audio get length 0 and starts move', () => {
    let s = loadEditor([speakingPage('a', 1000), speakingPage('b', 2000), speakingPage('c', 3000)]);
    s = sessionOf(setCustomAudio(s, 'b', 'mine.mp3', 2000));
    s = sessionOf(changeSpeaker(s, { url: 'bob.png', speaker_id: 'bob', voiceId: 'bob-voice' }));
    expect(elementOf(s, 0, 'digitalMan')).toMatchObject({
      speaker_id: 'bob',
      url: 'bob.png',
      actionType: 'custom_action',
      avatarActionInfos: [],
      audio_url: undefined,
      magic_audio_id: undefined,
    });
    expect(elementOf(s, 0, 'subtitle')).toMatchObject({ srt_address: undefined, subtitles: [] });
    expect(elementOf(s, 0, 'dubbing')).toMatchObject({ voiceId: 'bob-voice' });
    expect(elementOf(s, 1, 'digitalMan')).toMatchObject({ audio_url: 'mine.mp3', avatarActionInfos: [] });
    expect(elementOf(s, 1, 'subtitle')).toMatchObject({ srt_address: undefined });
    expect(currentPages(s).map((p) => [p.duration, p.start])).toEqual([
      [0, 0],
      [2000, 0],
      [0, 2000],
    ]);
    s = sessionOf(undoEdit(s));
    expect(elementOf(s, 0, 'digitalMan')).toMatchObject({ speaker_id: 'anna' });
  });

  it('stores synthesised audio with its length and moves later pages', () => {
    let s = loadEditor([speakingPage('a', 0), speakingPage('b', 0)]);
    s = sessionOf(setPageAudio(s, 'a', 'tts.mp3', 4200));
    expect(elementOf(s, 0, 'digitalMan')).toMatchObject({ audio_url: 'tts.mp3' });
    expect(currentPages(s).map((p) => p.start)).toEqual([0, 4200]);
  });
});

describe('drive mode', () => {
  it('needs audio-driven audio cleared before switching to text-driven', () => {
    let s = sessionOf(switchDriveMode(loadEditor([speakingPage('a', 1000)]), 'audio'));
    s = sessionOf(setCustomAudio(s, 'a', 'mine.mp3', 3000));
    expect(switchDriveMode(s, 'text')).toEqual({ ok: false, error: 'clearAudioDrivenFirst' });
    s = sessionOf(clearCustomAudio(s, 'a'));
    s = sessionOf(switchDriveMode(s, 'text'));
    expect(currentDocument(s).driveMode).toBe('text');
    expect(setCustomAudio(loadEditor([page('x', 1)]), 'x', 'a.mp3', 1)).toEqual({ ok: false, error: 'elementNotFound' });
  });
});

describe('export readiness', () => {
  it('needs dubbing text of 15 characters on every page', () => {
    expect(checkExportReadiness(currentDocument(loadEditor([speakingPage('a', 1), speakingPage('b', 1)])))).toEqual({ ok: true });
    expect(checkExportReadiness(currentDocument(loadEditor([speakingPage('a', 1), speakingPage('b', 1, 'too short')])))).toEqual({
      ok: false,
      error: 'dubbingTextTooShort',
    });
    expect(checkExportReadiness(currentDocument(loadEditor([speakingPage('a', 1), page('b', 1)])))).toEqual({
      ok: false,
      error: 'dubbingTextMissing',
    });
    expect(checkExportReadiness({ pages: [], driveMode: 'text' })).toEqual({ ok: false, error: 'selectAtLeastOnePage' });
  });

  it('exempts pages with uploaded audio in audio-driven mode', () => {
    let s = sessionOf(switchDriveMode(loadEditor([speakingPage('a', 1, '')]), 'audio'));
    expect(checkExportReadiness(currentDocument(s))).toEqual({ ok: false, error: 'dubbingTextMissing' });
    s = sessionOf(setCustomAudio(s, 'a', 'mine.mp3', 3000));
    expect(checkExportReadiness(currentDocument(s))).toEqual({ ok: true });
  });
});
