import { useEffect, useState } from 'react';
import { fetchMedia } from '../../shared/api/authedFetch.ts';
import { MS_PER_PEAK, peaksOf, type Peaks } from '../model/waveform.ts';

export { windowPeaks, type Peaks } from '../model/waveform.ts';

/**
 * Clip artwork for the lanes: object URLs of stored images (fetched with the session) and
 * audio peaks for waveforms. Both are cached per URL for the page's life, so redrawing the
 * timeline while dragging costs nothing.
 */
const imageUrls = new Map<string, Promise<string>>();
const peakSets = new Map<string, Promise<Peaks>>();

function loadImage(url: string): Promise<string> {
  let entry = imageUrls.get(url);
  if (!entry) {
    entry = fetchMedia(url).then((blob) => URL.createObjectURL(blob));
    entry.catch(() => imageUrls.delete(url));
    imageUrls.set(url, entry);
  }
  return entry;
}

function loadPeaks(url: string): Promise<Peaks> {
  let entry = peakSets.get(url);
  if (!entry) {
    entry = (async () => {
      const bytes = await (await fetchMedia(url)).arrayBuffer();
      const context = new OfflineAudioContext(1, 1, 8000);
      const buffer = await context.decodeAudioData(bytes);
      const bucket = Math.max(1, Math.round((buffer.sampleRate * MS_PER_PEAK) / 1000));
      return { values: peaksOf(buffer.getChannelData(0), bucket), msPerValue: MS_PER_PEAK };
    })();
    entry.catch(() => peakSets.delete(url));
    peakSets.set(url, entry);
  }
  return entry;
}

function useLoaded<T>(url: string | undefined, load: (url: string) => Promise<T>): T | null {
  const [value, setValue] = useState<{ url: string; value: T } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    load(url)
      .then((loaded) => live && setValue({ url, value: loaded }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url, load]);
  return value && value.url === url ? value.value : null;
}

export function useImageUrl(url: string | undefined): string | null {
  return useLoaded(url, loadImage);
}

export function usePeaks(url: string | undefined): Peaks | null {
  return useLoaded(url, loadPeaks);
}
