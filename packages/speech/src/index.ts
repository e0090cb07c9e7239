export type {
  ParameterRange,
  SpeechCache,
  SpeechRequest,
  SpeechResult,
  SpeechService,
  TimedPhoneme,
  TimedWord,
  Voice,
  VoiceEngine,
  VoiceParameters,
} from './types.ts';
export { PARAMETER_RANGES, SPEECH_SAMPLE_RATE } from './types.ts';
export { createSpeechService, normaliseParameters, UnknownVoiceError, type SpeechServiceOptions } from './service.ts';
export { visemeTrack } from './viseme/track.ts';
export { visemeForPhoneme } from './viseme/phonemeVisemes.ts';
export { encodeMp3, SPEECH_MP3, type Mp3Settings, type Mp3Source } from './mp3.ts';
export { detectLanguage } from './text/detectLanguage.ts';
export { transcribeEnglish } from './asr/pocketsphinx.ts';
export { CONTENT_LANGUAGES, type ContentLanguage } from './catalog/languages.ts';
export { DiskSpeechCache, speechCacheKey } from './cache.ts';
export { wordErrorRate } from './wer.ts';
export { decodeWav, encodeWav, type PcmAudio } from './audio/wav.ts';
export { rmsEnvelope, pearson } from './audio/envelope.ts';
