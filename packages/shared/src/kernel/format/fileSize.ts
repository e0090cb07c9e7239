import { FILE_SIZE_KB_THRESHOLD, FILE_SIZE_MB_THRESHOLD } from '../constants/client.ts';

/** product-rules#web-app: bytes below 1024 as B; below 1048576 as KB with 2 decimals; otherwise MB with 2. */
export function formatFileSize(bytes: number): string {
  if (bytes < FILE_SIZE_KB_THRESHOLD) return `${bytes}B`;
  if (bytes < FILE_SIZE_MB_THRESHOLD) return `${(bytes / FILE_SIZE_KB_THRESHOLD).toFixed(2)}KB`;
  return `${(bytes / FILE_SIZE_MB_THRESHOLD).toFixed(2)}MB`;
}
