// Rebuilds the committed bench files that need LibreOffice (docx and pdf) from the markdown
// sources: `npx tsx packages/knowledge/bench-data/build-office.ts`. Needs soffice
// (libreoffice-writer-nogui, in scripts/system-packages.txt). Run after editing a docx/pdf source.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DATA, BENCH_SOURCES, benchMarkdown, markdownToHtml } from '../src/bench/compose.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-office-'));
const out = new URL('files/', BENCH_DATA).pathname;
fs.mkdirSync(out, { recursive: true });
try {
  for (const target of ['docx', 'pdf'] as const) {
    const sources = BENCH_SOURCES.filter((source) => source.format === target);
    const inputs = sources.map((source) => {
      const file = path.join(work, `${source.id}.html`);
      fs.writeFileSync(file, markdownToHtml(benchMarkdown(source, 1)));
      return file;
    });
    const filter = target === 'docx' ? 'docx:MS Word 2007 XML' : 'pdf:writer_pdf_Export';
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${work}/profile`,
        '--headless',
        '--infilter=HTML (StarWriter)',
        '--convert-to',
        filter,
        '--outdir',
        out,
        ...inputs,
      ],
      { stdio: 'inherit' },
    );
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
