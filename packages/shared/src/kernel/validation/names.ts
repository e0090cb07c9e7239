import { fail, OK, type RuleResult } from './result.ts';

/** Video, project, product, scene, live-room, line-group and clone names must not be empty. */
export function checkName(name: string): RuleResult {
  return name.trim() === '' ? fail('nameRequired') : OK;
}

/** File names must not contain spaces (any whitespace). */
export function checkFileName(fileName: string): RuleResult {
  if (fileName.trim() === '') return fail('nameRequired');
  return /\s/.test(fileName) ? fail('fileNameHasSpaces') : OK;
}
