/** Sub-resources S3 clients may ask for that we do not keep (ACLs, policies, …): 501, which clients treat as "none". */
const UNSUPPORTED_SUBRESOURCES: readonly string[] = [
  'acl',
  'policy',
  'cors',
  'lifecycle',
  'tagging',
  'versioning',
  'versions',
  'website',
  'logging',
  'notification',
  'replication',
  'encryption',
  'requestPayment',
  'accelerate',
  'object-lock',
  'ownershipControls',
  'publicAccessBlock',
  'uploads',
  'retention',
  'legal-hold',
  'torrent',
  'attributes',
];

export function unsupportedSubresource(query: Record<string, string | undefined>): boolean {
  return UNSUPPORTED_SUBRESOURCES.some((name) => Object.prototype.hasOwnProperty.call(query, name));
}
