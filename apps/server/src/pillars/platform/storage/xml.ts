import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The small S3 XML dialect we speak: the part list a client sends to complete a multipart
 * upload, and the answers S3 clients parse, through fast-xml-parser (escaping, entities,
 * namespaces). A document type is refused before parsing: S3 clients never send one, and
 * it is where entity bombs live.
 */
export interface PartReference {
  partNumber: number;
  /** Without quotes. */
  etag: string;
}

const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: false, format: false });

const partListParser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  // Numeric character references (`&#34;`, which some SDKs write for the ETag's quotes) too.
  htmlEntities: true,
  isArray: (name) => name === 'Part',
});

export function unquoteEtag(etag: string): string {
  return etag.replace(/^W\//, '').replace(/^"+|"+$/g, '');
}

function partOf(element: unknown): PartReference | null {
  if (typeof element !== 'object' || element === null) return null;
  const { PartNumber: numberText, ETag: etag } = element as Record<string, unknown>;
  if (typeof numberText !== 'string' || typeof etag !== 'string' || !/^\d{1,5}$/.test(numberText)) return null;
  const partNumber = Number(numberText);
  if (partNumber < 1 || partNumber > 10000) return null;
  return { partNumber, etag: unquoteEtag(etag) };
}

/** `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"…"</ETag></Part>…` -> parts, or null when malformed. */
export function parseCompleteMultipartUpload(xml: string): PartReference[] | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml) || XMLValidator.validate(xml) !== true) return null;
  const root: unknown = (partListParser.parse(xml) as Record<string, unknown>).CompleteMultipartUpload;
  const elements: unknown = typeof root === 'object' && root !== null ? (root as Record<string, unknown>).Part : undefined;
  if (!Array.isArray(elements) || elements.length === 0) return null;
  const parts: PartReference[] = [];
  for (const element of elements) {
    const part = partOf(element);
    if (!part) return null;
    parts.push(part);
  }
  return parts;
}

type Element = Record<string, unknown>;

function document(root: string, body: Element): string {
  return DECLARATION + builder.build({ [root]: { '@_xmlns': S3_NAMESPACE, ...body } });
}

export function initiateMultipartUploadXml(bucket: string, key: string, uploadId: string): string {
  return document('InitiateMultipartUploadResult', { Bucket: bucket, Key: key, UploadId: uploadId });
}

export function completeMultipartUploadXml(location: string, bucket: string, key: string, etag: string): string {
  return document('CompleteMultipartUploadResult', { Location: location, Bucket: bucket, Key: key, ETag: `"${etag}"` });
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

/** ListObjects (V1) and ListObjectsV2; element order as S3 answers. */
export function listBucketResultXml(listing: ListingXml): string {
  const next = listing.isTruncated ? (listing.nextMarker ?? listing.entries.at(-1)?.key ?? null) : null;
  const body: Element = { Name: listing.bucket, Prefix: listing.prefix };
  if (listing.delimiter) body.Delimiter = listing.delimiter;
  if (listing.v2) {
    body.KeyCount = listing.entries.length + (listing.commonPrefixes?.length ?? 0);
    body.MaxKeys = listing.limit;
    if (listing.v2.continuationToken !== null) body.ContinuationToken = listing.v2.continuationToken;
    if (next !== null) body.NextContinuationToken = next;
    if (listing.v2.startAfter !== null) body.StartAfter = listing.v2.startAfter;
  } else {
    body.Marker = listing.marker ?? '';
    body.MaxKeys = listing.limit;
    if (next !== null) body.NextMarker = next;
  }
  body.IsTruncated = listing.isTruncated;
  body.Contents = listing.entries.map((entry) => ({
    Key: entry.key,
    LastModified: entry.lastModified.toISOString(),
    ETag: `"${entry.etag}"`,
    Size: entry.size,
    StorageClass: 'STANDARD',
  }));
  body.CommonPrefixes = (listing.commonPrefixes ?? []).map((folder) => ({ Prefix: folder }));
  return document('ListBucketResult', body);
}

/** S3's error document carries no namespace. */
export function errorXml(code: string, message: string, resource: string): string {
  return DECLARATION + builder.build({ Error: { Code: code, Message: message, Resource: resource } });
}

/** GET / on the S3 listener: the one bucket every user sees (their keys live in it, confined). */
export function listAllMyBucketsXml(ownerId: string, bucket: string, created: Date): string {
  return document('ListAllMyBucketsResult', {
    Owner: { ID: ownerId, DisplayName: ownerId },
    Buckets: { Bucket: { Name: bucket, CreationDate: created.toISOString() } },
  });
}

/** GET /{bucket}?location: empty means us-east-1, as S3 answers for that region. */
export function locationConstraintXml(region: string): string {
  return document('LocationConstraint', { '#text': region === 'us-east-1' ? '' : region });
}
