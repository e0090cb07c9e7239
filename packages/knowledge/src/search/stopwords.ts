/**
 * Words dropped from queries (never from the index): they appear in almost every question and
 * would make "How long does a refund take?" match every text containing "does". Chinese entries
 * are simplified; queries are converted to simplified before the lookup.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English
  'a', 'an', 'the', 'and', 'or', 'but', 'if', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'as', 'into', 'about',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'done', 'doing', 'have', 'has', 'had',
  'i', 'me', 'my', 'we', 'our', 'us', 'you', 'your', 'he', 'him', 'his', 'she', 'her', 'it', 'its', 'they', 'them', 'their',
  'this', 'that', 'these', 'those', 'there', 'here', 'what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how',
  'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'please', 'tell', 'know', 'any', 'some',
  'not', 'no', 'so', 'than', 'then', 'too', 'very', 'just', 'also', 'long', 'much', 'many',
  's', 't', 'll', 've', 're', 'd', 'm',
  // Chinese (simplified)
  '的', '了', '着', '过', '吗', '呢', '吧', '啊', '呀', '嘛', '么', '是', '在', '和', '与', '及', '或', '跟', '把', '被', '给', '对',
  '我', '你', '您', '他', '她', '它', '我们', '你们', '他们', '咱们', '这', '那', '这个', '那个', '这些', '那些', '这里', '那里',
  '怎么', '怎么样', '怎样', '如何', '什么', '为什么', '为何', '哪', '哪里', '哪儿', '哪些', '哪个', '多久', '多长', '多少', '几',
  '请问', '请', '一下', '可以', '能', '能否', '能不能', '会', '要', '想', '需要', '是否', '有没有', '有', '吗', '一个', '就', '都', '也', '还',
]); // prettier-ignore
