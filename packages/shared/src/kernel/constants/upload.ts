/** Upload limits (product-rules#storage-uploads, #storage-quota). Sizes in bytes (1 MB = 1024 * 1024). */
export const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Multipart upload slice (4 MiB). */
export const UPLOAD_SLICE_BYTES = 4_194_304;
export const FILE_LIST_LIMIT = 20;
export const MAX_FILES_PER_UPLOAD = 10;

/**
 * Upload kinds with different limits:
 * - image: avatar and editor images (5 MB)
 * - audio: music and audio uploads (50 MB)
 * - media: image-and-video asset uploads (100 MB each)
 * - video: video files (200 MB)
 * - file: general files (20 MB)
 */
export const UPLOAD_KINDS = ['image', 'audio', 'media', 'video', 'file'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 5 * MB,
  audio: 50 * MB,
  media: 100 * MB,
  video: 200 * MB,
  file: 20 * MB,
};

export const AUDIO_EXTENSIONS = ['mp3', 'wav'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'] as const;

/** Allowed extensions per kind; null = any format (general files). */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[] | null> = {
  image: IMAGE_EXTENSIONS,
  audio: AUDIO_EXTENSIONS,
  media: [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS],
  video: VIDEO_EXTENSIONS,
  file: null,
};

export const IMAGE_CROP_MAX_BYTES = 100 * MB;
export const PPT_MAX_BYTES = 100 * MB;
export const KNOWLEDGE_UPLOAD_MAX_BYTES = 20 * MB;
export const ROLE_DOCUMENT_MAX_BYTES = 10 * MB;
export const QA_LIBRARY_MAX_BYTES = 10 * MB;
export const TRANSLATION_VIDEO_MAX_BYTES = 500 * MB;
export const CLONE_VIDEO_MAX_BYTES = 2 * GB;
export const KNOWLEDGE_BASE_MAX_DOCUMENTS = 10;
/** Pages a knowledge PDF may have; a file that claims more is refused before any page is read. */
export const KNOWLEDGE_PDF_MAX_PAGES = 2000;
export const BULK_MATERIAL_MAX = 10;

export const KNOWLEDGE_FORMATS = ['txt', 'pdf', 'pptx', 'docx', 'xlsx', 'xlm', 'md', 'csv', 'tsv'] as const;
export const ROLE_DOCUMENT_FORMATS = ['txt', 'json', 'docx', 'pdf', 'xml', 'pptx', 'csv', 'tsv', 'xlsx', 'html'] as const;

/** Storage quota: 1 GB for non-members, 30 GB for members. */
export const STORAGE_BYTES_NON_MEMBER = 1 * GB;
export const STORAGE_BYTES_MEMBER = 30 * GB;
