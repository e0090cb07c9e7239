import { useEffect, useState } from 'react';
import { loadChineseWords } from '@orator/scene';
import { chineseWordCutterInstalled, hasHan } from '@orator/shared/text';

/**
 * True once Han text can be broken between jieba's words, as the export breaks it. Drawing
 * before that uses Unicode's word rules; the caller redraws when this turns true. The cutter
 * loads only for a page that holds Han text.
 */
export function useChineseWords(text: string): boolean {
  const [ready, setReady] = useState(chineseWordCutterInstalled);
  const needed = !ready && hasHan(text);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadChineseWords().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return ready;
}
