import { dubbingOf } from '../project/page.ts';
import { checkAllDubbingTexts } from '../../kernel/validation/dubbing.ts';
import { fail, type RuleResult } from '../../kernel/validation/result.ts';
import type { EditorDocument } from './types.ts';

/**
 * Before export every page needs dubbing text of at least 15 characters (product-rules#projects-pages). In
 * audio-driven mode a page with uploaded audio speaks that audio, so it needs no text.
 */
export function checkExportReadiness(document: EditorDocument): RuleResult {
  if (document.pages.length === 0) return fail('selectAtLeastOnePage');
  const spoken = document.pages.filter((page) => !(document.driveMode === 'audio' && dubbingOf(page)?.customAudioUrl));
  return checkAllDubbingTexts(spoken.map((page) => dubbingOf(page)?.text));
}
