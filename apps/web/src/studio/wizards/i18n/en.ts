export const en = {
  startFrom: 'Start from what you have',
  startFromHint: 'A wizard turns it into an ordinary project that opens in the editor.',
  ppt: { title: 'From slides', hint: 'Upload a PPTX, PPT or ODP deck; the avatar presents each slide.' },
  url: { title: 'From a product page', hint: 'Paste a product link and get an advertising video.' },
  oneClick: { title: 'One-click video', hint: 'Give a topic or paste text; get a finished video.' },
  batch: { title: 'Batch videos', hint: 'Many personalised videos from one template and a table.' },
  voice: { title: 'Your own voice', hint: 'Read 20 to 500 sentences; use a voice near yours in every editor.' },
  translate: {
    title: 'Video translation',
    hint: 'Dub your own video in another language, with subtitles.',
    editor: 'Video-dub editor',
    list: 'My translations',
  },
  photo: { title: 'Talking photo', hint: 'Upload a portrait photo and make it speak your lines.' },
  clone: { title: 'Clone online', hint: 'Train an avatar of yourself from a 3–5 minute video.', reviews: 'Authorization videos to review' },
};
