import { AUDIO_EXTENSIONS, QA_LIBRARY_MAX_BYTES } from '@orator/shared/constants';
import { extensionOf, fail, OK, type RuleResult, type UploadCandidate } from '@orator/shared';

/** Similar questions are typed one per line (spec §3): trimmed, blank lines and repeats dropped. */
export function similarFromText(text: string, standardQuestion = ''): string[] {
  const seen = new Set<string>([standardQuestion.trim()]);
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  return lines;
}

/** The import file (spec §5: Q&A library xlsx up to 10 MB) before it leaves the browser. */
export function checkQaImportFile(file: UploadCandidate): RuleResult {
  if (file.size <= 0) return fail('emptyFile');
  if (extensionOf(file.name) !== 'xlsx') return fail('fileFormatNotSupported');
  return file.size > QA_LIBRARY_MAX_BYTES ? fail('fileSizeExceeded') : OK;
}

/** Voice replies accept WAV and MP3 only (spec §5); the server checks the content as well. */
export function checkVoiceReplyFile(file: UploadCandidate): RuleResult {
  if (file.size <= 0) return fail('emptyFile');
  return (AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ? OK : fail('voiceReplyFormat');
}
