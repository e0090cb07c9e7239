import { CLIP_SOURCE_TYPE, projectSchema, type Project } from '@orator/shared/project';
import { encodeWav, type SpeechRequest, type SpeechService, type Voice } from '@orator/speech';
import { describe, expect, it } from 'vitest';
import { makeVoices, voiceJobs } from './pageVoices.ts';

const dubbingClip = (uuid: string, content: string, extra: object = {}) => ({
  uuid,
  startTime: 0,
  duration: 2000,
  sourceType: CLIP_SOURCE_TYPE.dubbing,
  content,
  ...extra,
});

function trackProject(clips: object[]): Project {
  return projectSchema.parse({
    id: 'p',
    projectName: 'Tracks',
    projectType: 'MeisheTrack',
    tracks: [{ uuid: 't', type: CLIP_SOURCE_TYPE.dubbing, infos: clips }],
  });
}

const catalogue: Voice[] = [
  { id: 'espeak:en:male', name: 'M', language: 'en', locale: 'en-GB', gender: 'male', engine: 'espeak' },
  { id: 'festival:en:slt', name: 'SLT', language: 'en', locale: 'en-US', gender: 'female', engine: 'festival' },
];

/** A speech service that records what it was asked and answers with 100 ms of silence. */
function recordingSpeech(asked: SpeechRequest[]): SpeechService {
  const silence = { samples: new Int16Array(2205), sampleRate: 22050 };
  const synthesize = (req: SpeechRequest) => {
    asked.push(req);
    return Promise.resolve({ wav: encodeWav(silence), sampleRate: 22050, durationMs: 100, phonemes: [], words: [], voiceId: req.voiceId });
  };
  return {
    voices: () => catalogue,
    voicesFor: (language) => catalogue.filter((v) => v.language === language),
    defaultVoice: () => {
      throw new Error('the render must use the shared default rule');
    },
    synthesize,
    sample: (voiceId) => synthesize({ text: 'sample', voiceId }),
  };
}

describe('voice jobs of track projects', () => {
  it('carry the clip’s chosen voice and speed, and leave unchosen clips to the default', () => {
    const project = trackProject([
      dubbingClip('chosen', 'Hello from the chosen voice.', { voiceId: 'espeak:en:male', speed: 1.5 }),
      dubbingClip('plain', 'Hello from the default voice.'),
    ]);
    expect(voiceJobs(project)).toEqual([
      { key: 'chosen', text: 'Hello from the chosen voice.', voiceId: 'espeak:en:male', speed: 1.5, audioUrl: undefined },
      { key: 'plain', text: 'Hello from the default voice.', voiceId: undefined, speed: 1, audioUrl: undefined },
    ]);
  });

  it('are spoken with the chosen voice, or the shared default of the text’s language', async () => {
    const asked: SpeechRequest[] = [];
    const project = trackProject([
      dubbingClip('chosen', 'Hello from the chosen voice.', { voiceId: 'espeak:en:male', speed: 1.5 }),
      dubbingClip('plain', 'Hello from the default voice.'),
    ]);
    const voices = await makeVoices(voiceJobs(project), {
      speech: recordingSpeech(asked),
      localPath: () => Promise.reject(new Error('no files')),
    });
    expect(asked.map((r) => [r.voiceId, r.speed])).toEqual([
      ['espeak:en:male', 1.5],
      ['festival:en:slt', 1],
    ]);
    expect([...voices.keys()]).toEqual(['chosen', 'plain']);
  });
});
