/**
 * The sentences a user reads for a voice profile, per content language. Each list has 500
 * sentences (the largest edition, spec §9), built as every pairing of 25 subjects with 20
 * predicates, ordered so that any prefix (the 20 and 100 editions) varies both halves: sentence
 * i pairs subject i mod 25 with predicate (i mod 25 + floor(i / 25)) mod 20. The fragments were
 * chosen to cover the vowels, plosives, fricatives and nasals of each language.
 */
const ENGLISH_SUBJECTS = [
  'The young teacher',
  'My older brother',
  'A quiet neighbour',
  'The tired pilot',
  'Our cheerful guide',
  'The shy violinist',
  'A busy journalist',
  'The patient doctor',
  'My thoughtful cousin',
  'The clever engineer',
  'A friendly baker',
  'The careful gardener',
  'Our new manager',
  'The famous chef',
  'A curious child',
  'The old fisherman',
  'My best friend',
  'The local farmer',
  'A polite waiter',
  'The proud athlete',
  'Her brave sister',
  'The honest judge',
  'A gentle nurse',
  'The brilliant student',
  'Their calm captain',
] as const;

const ENGLISH_PREDICATES = [
  'walked to the market before noon.',
  'found a shiny coin beside the bridge.',
  'read the whole book in one evening.',
  'painted the fence a pale shade of blue.',
  'cooked fresh soup for the whole family.',
  'fixed the broken clock with a small tool.',
  'sang a cheerful song at the village fair.',
  'wrote a long letter to an old friend.',
  'caught the early train to the coast.',
  'planted three young trees near the river.',
  'laughed at the joke about the purple zebra.',
  'measured the box with a wooden ruler.',
  'watched the boats sail through the thick fog.',
  'chose a warm jacket for the winter trip.',
  'carried the heavy bags up the narrow stairs.',
  'thanked everyone for the lovely surprise.',
  'played chess with a stranger in the park.',
  'visited the museum on a rainy Sunday.',
  'shared the juicy peaches with the neighbours.',
  'answered every question with a smile.',
] as const;

const CHINESE_SUBJECTS = [
  '我的老师',
  '那位年轻的医生',
  '隔壁的邻居',
  '我们的导游',
  '那个安静的学生',
  '她的哥哥',
  '一位老渔夫',
  '公司的经理',
  '那位厨师',
  '我的好朋友',
  '村里的农民',
  '一个好奇的孩子',
  '那位记者',
  '我的表妹',
  '这位工程师',
  '门口的保安',
  '那位画家',
  '我们的队长',
  '一位老奶奶',
  '那个司机',
  '学校的校长',
  '他的姐姐',
  '一位护士',
  '那个运动员',
  '我的爷爷',
] as const;

const CHINESE_PREDICATES = [
  '昨天早上去了菜市场。',
  '在桥边捡到了一枚硬币。',
  '一个晚上就读完了整本书。',
  '把院子的围墙刷成了浅蓝色。',
  '给全家人煮了一锅热汤。',
  '用小工具修好了旧闹钟。',
  '在晚会上唱了一首欢快的歌。',
  '给远方的朋友写了一封长信。',
  '坐早班火车去了海边。',
  '在河边种下了三棵小树。',
  '听到这个笑话哈哈大笑。',
  '用尺子量了量那个箱子。',
  '看着小船在雾里慢慢驶过。',
  '为冬天的旅行选了一件厚外套。',
  '把沉重的行李搬上了楼。',
  '感谢大家准备的惊喜。',
  '在公园里和陌生人下象棋。',
  '在下雨的星期天参观了博物馆。',
  '把新鲜的桃子分给了邻居。',
  '微笑着回答了每一个问题。',
] as const;

const FRAGMENTS: Record<string, { subjects: readonly string[]; predicates: readonly string[]; joiner: string }> = {
  en: { subjects: ENGLISH_SUBJECTS, predicates: ENGLISH_PREDICATES, joiner: ' ' },
  zhchs: { subjects: CHINESE_SUBJECTS, predicates: CHINESE_PREDICATES, joiner: '' },
};

/** Content languages (speech catalogue codes) a voice profile can be made in. */
export const VOICE_PROFILE_LANGUAGES = Object.keys(FRAGMENTS);

export function isVoiceProfileLanguage(language: string): boolean {
  return language in FRAGMENTS;
}

/** The first `count` reading sentences of the language (empty for a language without a list). */
export function readingSentences(language: string, count: number): string[] {
  const fragments = FRAGMENTS[language];
  if (!fragments) return [];
  const { subjects, predicates, joiner } = fragments;
  const total = subjects.length * predicates.length;
  const out: string[] = [];
  for (let i = 0; i < Math.min(count, total); i++) {
    const subject = i % subjects.length;
    const predicate = (subject + Math.floor(i / subjects.length)) % predicates.length;
    out.push(`${subjects[subject]}${joiner}${predicates[predicate]}`);
  }
  return out;
}
