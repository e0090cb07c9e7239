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
export { createSpeechService, normaliseParameters, synthesizeWithEngine, UnknownVoiceError, type SpeechServiceOptions } from './service.ts';
export { createOpenAiEngine, engineFromSpeaker, type OpenAiTtsOptions, type SpeakSentence } from './engines/openai/adapter.ts';
export type { SynthesisEngine } from './engines/engine.ts';
export type { CatalogVoice } from './catalog/voices.ts';
export { visemeTrack } from './viseme/track.ts';
export { visemeForPhoneme } from './viseme/phonemeVisemes.ts';
export { encodeMp3, SPEECH_MP3, type Mp3Settings, type Mp3Source } from './mp3.ts';
export { detectLanguage } from './text/detectLanguage.ts';
export { alignEnglish, recogniseEnglish, transcribeEnglish, type EnglishAlignment, type EnglishTranscription } from './asr/pocketsphinx.ts';
export { parseWordTimes, phonemesFromWords } from './asr/wordTimes.ts';
export { segmentsFromWords, DEFAULT_SEGMENTING, type SegmentingOptions, type TimedSegment } from './asr/segments.ts';
export { asrLanguageOf } from './asr/asrLanguage.ts';
export { buildPhraseGrammar, GRAMMAR_MAX_PHRASES, parseDictionary, type PhraseGrammar } from './asr/grammar.ts';
export { CONTENT_LANGUAGES, type ContentLanguage } from './catalog/languages.ts';
export { DiskSpeechCache, speechCacheKey } from './cache.ts';
export { wordErrorRate } from './wer.ts';
export { decodeWav, encodeWav, type PcmAudio } from './audio/wav.ts';
export { concatAudio, resample } from './audio/resample.ts';
export { rmsEnvelope, pearson } from './audio/envelope.ts';
export { translateWithApertium, MachineTranslationError } from './mt/apertium.ts';
export { apertiumModeFor } from './mt/apertiumArgs.ts';
export { sampleTextFor } from './samples.ts';
export * from './profile/index.ts';
