import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ingestToFile, LimitExceededError } from './ingest.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-ingest-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ingest to a temp file', () => {
  it('leaves no partial file when the very first chunk is over the limit (the file opens after the failure)', async () => {
    // Many times over: the failure can come before the asynchronous open of the file completes.
    for (let attempt = 0; attempt < 40; attempt++) {
      // A body already buffered, as an HTTP request's first chunk is: the limit is crossed at once.
      const body = new PassThrough();
      body.end(Buffer.alloc(300, 1));
      await expect(ingestToFile(body, { tempDir: dir, maxBytes: 100 })).rejects.toBeInstanceOf(LimitExceededError);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('keeps a body within the limit, hashed', async () => {
    const ingested = await ingestToFile(Readable.from([Buffer.from('hello')]), { tempDir: dir, maxBytes: 100 });
    expect(ingested.size).toBe(5);
    expect(ingested.sha256).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    fs.rmSync(ingested.tempPath);
  });
});
