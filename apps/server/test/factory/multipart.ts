import crypto from 'node:crypto';

export interface FormFile {
  name: string;
  bytes: Uint8Array;
  contentType?: string;
  /** Field name; `file` unless told. */
  field?: string;
}

/** A multipart/form-data body as a browser form sends it (for app.inject). */
export function multipartBody(fields: Record<string, string>, files: FormFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----orator${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const disposition = `form-data; name="${file.field ?? 'file'}"; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(file.bytes));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
