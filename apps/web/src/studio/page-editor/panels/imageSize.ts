import { fetchMedia } from '../../shared/api/authedFetch.ts';

/** The natural size of a stored image, so a new element keeps its aspect. */
export async function imageSize(url: string): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(await fetchMedia(url));
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
