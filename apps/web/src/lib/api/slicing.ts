import { UPLOAD_SLICE_BYTES } from '@orator/shared/constants';

export { UPLOAD_SLICE_BYTES };

export interface SlicePlan {
  partNumber: number;
  start: number;
  /** Exclusive, as Blob.slice expects. */
  end: number;
}

/** Byte ranges of each part, numbered from 1 as S3 requires. An empty file has no parts. */
export function planSlices(size: number, sliceBytes: number = UPLOAD_SLICE_BYTES): SlicePlan[] {
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`invalid size ${size}`);
  if (!Number.isInteger(sliceBytes) || sliceBytes <= 0) throw new RangeError(`invalid slice size ${sliceBytes}`);
  const slices: SlicePlan[] = [];
  for (let start = 0, partNumber = 1; start < size; start += sliceBytes, partNumber += 1) {
    slices.push({ partNumber, start, end: Math.min(start + sliceBytes, size) });
  }
  return slices;
}

/** Files up to one slice go up in a single PUT; larger ones use the multipart protocol. */
export function needsMultipart(size: number, sliceBytes: number = UPLOAD_SLICE_BYTES): boolean {
  return size > sliceBytes;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The body of the completing POST ?uploadId (product-rules#storage-protocol): parts in order, ETags quoted. */
export function completeMultipartXml(parts: readonly UploadedPart[]): string {
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  const body = ordered
    .map((part) => {
      const quoted = part.etag.startsWith('"') ? part.etag : `"${part.etag}"`;
      return `<Part><PartNumber>${part.partNumber}</PartNumber><ETag>${escapeXml(quoted)}</ETag></Part>`;
    })
    .join('');
  return `<CompleteMultipartUpload>${body}</CompleteMultipartUpload>`;
}

/** Reads one element's text from a small S3 XML answer (no DOMParser in workers and tests). */
export function xmlText(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1] === undefined
    ? null
    : match[1]
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
}

/** Overall progress in percent from bytes already confirmed by the server. */
export function progressPercent(doneBytes: number, totalBytes: number): number {
  if (totalBytes <= 0) return 100;
  return Math.min(100, Math.floor((doneBytes / totalBytes) * 100));
}
