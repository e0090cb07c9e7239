import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** The voice-profile wizard's own namespace (also My Assets' voice profiles and the pickers' "My voices"). */
export const VOICE_WIZARD_NAMESPACE = 'wizards-voice';

await registerCatalogue(VOICE_WIZARD_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
