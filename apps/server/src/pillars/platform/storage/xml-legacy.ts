/**
 * The small S3 XML dialect we speak: the part list a client sends to complete a multipart
 * upload, and the answers S3 clients parse. Hand-written on purpose: the shapes are tiny
 * and fixed, and a full XML parser would be one more thing that can be fed entity bombs.
 */
export interface PartReference {
  partNumber: number;
  /** Without quotes. */
  etag: string;
}

const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#34;/g, '"')
    .replace(/&amp;/g, '&');
}

function elementText(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? null : unescapeXml(match[1].trim());
}

export function unquoteEtag(etag: string): string {
  return etag.replace(/^W\//, '').replace(/^"+|"+$/g, '');
}

/** `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"…"</ETag></Part>…` -> parts, or null when malformed. */
export function parseCompleteMultipartUpload(xml: string): PartReference[] | null {
  if (!/<CompleteMultipartUpload(?:\s[^>]*)?>[\s\S]*<\/CompleteMultipartUpload>/.test(xml)) return null;
  const parts: PartReference[] = [];
  for (const match of xml.matchAll(/<Part(?:\s[^>]*)?>([\s\S]*?)<\/Part>/g)) {
    const body = match[1] ?? '';
    const numberText = elementText(body, 'PartNumber');
    const etag = elementText(body, 'ETag');
    if (numberText === null || etag === null || !/^\d{1,5}$/.test(numberText)) return null;
    const partNumber = Number(numberText);
    if (partNumber < 1 || partNumber > 10000) return null;
    parts.push({ partNumber, etag: unquoteEtag(etag) });
  }
  return parts.length > 0 ? parts : null;
}

function document(root: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${S3_NAMESPACE}">${body}</${root}>`;
}

function el(tag: string, value: string | number | boolean): string {
  return `<${tag}>${escapeXml(String(value))}</${tag}>`;
}

export function initiateMultipartUploadXml(bucket: string, key: string, uploadId: string): string {
  return document('InitiateMultipartUploadResult', el('Bucket', bucket) + el('Key', key) + el('UploadId', uploadId));
}

export function completeMultipartUploadXml(location: string, bucket: string, key: string, etag: string): string {
  return document(
    'CompleteMultipartUploadResult',
    el('Location', location) + el('Bucket', bucket) + el('Key', key) + el('ETag', `"${etag}"`),
  );
}

export interface ListedEntry {
  key: string;
  size: number;
  etag: string;
  lastModified: Date;
}

export interface ListingXml {
  bucket: string;
  prefix: string;
  delimiter?: string;
  limit: number;
  entries: ListedEntry[];
  commonPrefixes?: string[];
  isTruncated: boolean;
  /** Key or prefix to continue after (NextMarker / NextContinuationToken); null when complete. */
  nextMarker?: string | null;
  /** ListObjectsV2 when set; otherwise the V1 form with Marker/NextMarker. */
  v2?: { continuationToken: string | null; startAfter: string | null };
  marker?: string;
}

export function listBucketResultXml(listing: ListingXml): string {
  const contents = listing.entries
    .map(
      (entry) =>
        `<Contents>${el('Key', entry.key)}${el('LastModified', entry.lastModified.toISOString())}${el('ETag', `"${entry.etag}"`)}${el('Size', entry.size)}${el('StorageClass', 'STANDARD')}</Contents>`,
    )
    .join('');
  const folders = (listing.commonPrefixes ?? []).map((folder) => `<CommonPrefixes>${el('Prefix', folder)}</CommonPrefixes>`).join('');
  const next = listing.isTruncated ? (listing.nextMarker ?? listing.entries.at(-1)?.key ?? null) : null;
  let head = el('Name', listing.bucket) + el('Prefix', listing.prefix);
  if (listing.delimiter) head += el('Delimiter', listing.delimiter);
  if (listing.v2) {
    head += el('KeyCount', listing.entries.length + (listing.commonPrefixes?.length ?? 0)) + el('MaxKeys', listing.limit);
    if (listing.v2.continuationToken !== null) head += el('ContinuationToken', listing.v2.continuationToken);
    if (next !== null) head += el('NextContinuationToken', next);
    if (listing.v2.startAfter !== null) head += el('StartAfter', listing.v2.startAfter);
  } else {
    head += el('Marker', listing.marker ?? '') + el('MaxKeys', listing.limit);
    if (next !== null) head += el('NextMarker', next);
  }
  return document('ListBucketResult', head + el('IsTruncated', listing.isTruncated) + contents + folders);
}

export function errorXml(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${el('Code', code)}${el('Message', message)}${el('Resource', resource)}</Error>`;
}

/** GET / on the S3 listener: the one bucket every user sees (their keys live in it, confined). */
export function listAllMyBucketsXml(ownerId: string, bucket: string, created: Date): string {
  const owner = `<Owner>${el('ID', ownerId)}${el('DisplayName', ownerId)}</Owner>`;
  const buckets = `<Buckets><Bucket>${el('Name', bucket)}${el('CreationDate', created.toISOString())}</Bucket></Buckets>`;
  return document('ListAllMyBucketsResult', owner + buckets);
}

/** GET /{bucket}?location: empty means us-east-1, as S3 answers for that region. */
export function locationConstraintXml(region: string): string {
  return document('LocationConstraint', region === 'us-east-1' ? '' : escapeXml(region));
}
