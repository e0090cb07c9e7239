import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Real office files for browser tests, written by LibreOffice from HTML the test composes:
 * `soffice --headless --convert-to` (Debian's libreoffice-writer). Each call uses its own profile
 * directory, so conversions never wait on another LibreOffice instance's lock.
 */
export async function convertHtml(html: string, outDir: string, baseName: string, format: 'docx' | 'pdf'): Promise<string> {
  const source = path.join(outDir, `${baseName}.html`);
  writeFileSync(source, html);
  const profile = mkdtempSync(path.join(tmpdir(), 'orator-soffice-'));
  const filter = format === 'docx' ? 'docx:MS Word 2007 XML' : 'pdf:writer_pdf_Export';
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        'soffice',
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          '--infilter=HTML (StarWriter)',
          '--convert-to',
          filter,
          '--outdir',
          outDir,
          source,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (data: Buffer) => (output += data.toString()));
      child.stderr.on('data', (data: Buffer) => (output += data.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`soffice exited with ${code}: ${output}`))));
    });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  return path.join(outDir, `${baseName}.${format}`);
}
