/** Sentences spoken by `sample(voiceId)`, one per content language. */
const SAMPLE_TEXT: Record<string, string> = {
  en: 'Hello! This is my voice. I can present your script in a clear and friendly way.',
  zhchs: '你好！这是我的声音，我可以为你清晰地朗读稿件。',
  'zhcht-TW': '你好！這是我的聲音，我可以為你清晰地朗讀稿件。',
  'zhcht-HK': '你好！呢個係我嘅聲音，我可以幫你讀出稿件。',
  'zhchs-YUE': '你好！呢个系我嘅声音，我可以帮你读出稿件。',
  arXA: 'مرحبا! هذا هو صوتي، ويمكنني أن أقرأ النص الخاص بك بوضوح.',
  'de-DE': 'Hallo! Das ist meine Stimme. Ich kann Ihr Skript klar und freundlich vortragen.',
  ja: 'こんにちは！これは私の声です。あなたの原稿をはっきりと読み上げます。',
  ko: '안녕하세요! 제 목소리입니다. 원고를 또박또박 읽어 드릴게요.',
  es: '¡Hola! Esta es mi voz. Puedo presentar tu guion de forma clara y amable.',
  fr: 'Bonjour ! Voici ma voix. Je peux présenter votre texte de façon claire et agréable.',
  it: 'Ciao! Questa è la mia voce. Posso presentare il tuo testo in modo chiaro e cordiale.',
  pt: 'Olá! Esta é a minha voz. Posso apresentar o seu roteiro de forma clara e simpática.',
};

export function sampleTextFor(language: string): string {
  return SAMPLE_TEXT[language] ?? worldSample(language) ?? SAMPLE_TEXT.en ?? '';
}

/**
 * A language without a written sample (the espeak-ng world voices) says its own name and counts
 * to five: espeak-ng reads digits in the voice's language, so the sample is in that language.
 */
function worldSample(language: string): string | undefined {
  try {
    const autonym = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(language);
    return `${autonym ? `${autonym}. ` : ''}1, 2, 3, 4, 5.`;
  } catch {
    // Not a BCP 47 tag Intl knows (a few espeak-ng private-use voices): the digits alone.
    return '1, 2, 3, 4, 5.';
  }
}
