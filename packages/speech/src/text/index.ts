/**
 * @orator/speech/text: the browser-safe part of speech, for the web app (no engines, no IO).
 * The voice picker and the track preview guess a script's language the way the export does.
 */
export { detectLanguage } from './detectLanguage.ts';
