import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { projectSchema } from '@orator/shared/project/index';
import { createSpeechService, DiskSpeechCache, encodeWav, wordErrorRate, decodeWav } from '@orator/speech';
import { transcribeEnglish } from '@orator/speech/asr/pocketsphinx';
import { voiceFromSpeech } from './voices/pageVoices.ts';
import { rmsEnvelope } from '@orator/speech';
const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-render-test-speech')) });
const SCRIPTS = ['Good morning. Thank you for joining us today.', 'We will look at the plan for the next month, one step at a time.'];
for (const text of SCRIPTS) {
  const r = await speech.synthesize({ text, voiceId: 'festival:en:slt' });
  const heard = await transcribeEnglish(r.wav);
  console.log('WER', wordErrorRate(text, heard).toFixed(2), heard);
  const v = voiceFromSpeech(r, text);
  const env = rmsEnvelope(decodeWav(r.wav), 40);
  console.log(r.words.map(w => `${w.text}@${Math.round(w.startMs)}`).join(' '));
  console.log(env.map((e, i) => `${i}:${e.toFixed(3)}/${v.visemes[i]?.openness.toFixed(2)}`).join(' '));
}
