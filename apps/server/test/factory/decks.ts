import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { convertWithLibreOffice } from '../../../../packages/knowledge/test/fixtures/office.ts';

/**
 * Slide decks for the PPT wizard's tests, e2e and bench: a flat OpenDocument presentation the
 * test writes (title, points, speaker notes per slide) that LibreOffice turns into a real PPTX or
 * ODP (cached by content, see convertWithLibreOffice), and the broken variants made from it.
 */
export interface DeckSlide {
  title: string;
  points?: string[];
  notes?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const slideXml = ({ title, points = [], notes }: DeckSlide, index: number): string => `
  <draw:page draw:name="page${index + 1}" draw:master-page-name="Default" draw:style-name="dp1">
   <draw:frame presentation:class="title" presentation:style-name="title" svg:x="1.5cm" svg:y="1cm" svg:width="25cm" svg:height="3cm"><draw:text-box><text:p>${escape(title)}</text:p></draw:text-box></draw:frame>
   ${points.length ? `<draw:frame presentation:class="outline" presentation:style-name="body" svg:x="1.5cm" svg:y="4.5cm" svg:width="25cm" svg:height="9cm"><draw:text-box>${points.map((p) => `<text:p>${escape(p)}</text:p>`).join('')}</draw:text-box></draw:frame>` : ''}
   ${notes ? `<presentation:notes><draw:frame presentation:class="notes" svg:x="2cm" svg:y="14cm" svg:width="17cm" svg:height="10cm"><draw:text-box><text:p>${escape(notes)}</text:p></draw:text-box></draw:frame></presentation:notes>` : ''}
  </draw:page>`;

/** A 16:9 flat ODP (28 x 15.75 cm pages). */
export function deckFodp(slides: readonly DeckSlide[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
 <office:automatic-styles>
  <style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties draw:fill="solid" draw:fill-color="#eef3fb"/></style:style>
  <style:style style:name="title" style:family="presentation"><style:graphic-properties draw:fill="none" draw:stroke="none"/><style:text-properties fo:font-size="36pt" fo:font-weight="bold" fo:color="#1b2a4a"/></style:style>
  <style:style style:name="body" style:family="presentation"><style:graphic-properties draw:fill="none" draw:stroke="none"/><style:text-properties fo:font-size="24pt" fo:color="#33415c"/></style:style>
  <style:page-layout style:name="PM1"><style:page-layout-properties fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout>
 </office:automatic-styles>
 <office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles>
 <office:body><office:presentation>${slides.map(slideXml).join('')}
 </office:presentation></office:body>
</office:document>`;
}

export async function makePptx(slides: readonly DeckSlide[]): Promise<Uint8Array> {
  const files = await convertWithLibreOffice({ 'deck.fodp': deckFodp(slides) }, 'pptx:Impress MS PowerPoint 2007 XML');
  return files['deck.fodp']!;
}

export async function makeOdp(slides: readonly DeckSlide[]): Promise<Uint8Array> {
  const files = await convertWithLibreOffice({ 'deck.fodp': deckFodp(slides) }, 'odp:impress8');
  return files['deck.fodp']!;
}

function editZip(bytes: Uint8Array, edit: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(bytes);
  edit(files);
  return zipSync(files);
}

const editText = (files: Record<string, Uint8Array>, name: string, change: (text: string) => string): void => {
  const part = files[name];
  if (!part) throw new Error(`the deck has no ${name}`);
  files[name] = strToU8(change(strFromU8(part)));
};

/** The same PPTX with its slide list emptied: a presentation without slides. */
export function withoutSlides(pptx: Uint8Array): Uint8Array {
  return editZip(pptx, (files) => {
    editText(files, 'ppt/presentation.xml', (xml) => xml.replace(/<p:sldIdLst>[\s\S]*?<\/p:sldIdLst>/, ''));
    for (const name of Object.keys(files)) if (/^ppt\/slides\//.test(name)) delete files[name];
  });
}

/** The same PPTX whose first slide relationship points at a part that does not exist. */
export function withBrokenRelationship(pptx: Uint8Array): Uint8Array {
  return editZip(pptx, (files) =>
    editText(files, 'ppt/_rels/presentation.xml.rels', (xml) => {
      const broken = xml.replace(/Target="slides\/slide1\.xml"/, 'Target="slides/slide-missing.xml"');
      if (broken === xml) throw new Error('no slide1 relationship to break');
      return broken;
    }),
  );
}

const run = promisify(execFile);
const CACHE = path.join(os.tmpdir(), 'orator-fixtures-ppt');

const ENCRYPT_MACRO = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">
Sub Encrypt(src As String, dst As String, filter As String, pass As String)
  Dim load(0) As New com.sun.star.beans.PropertyValue
  load(0).Name = &quot;Hidden&quot;
  load(0).Value = True
  doc = StarDesktop.loadComponentFromURL(ConvertToURL(src), &quot;_blank&quot;, 0, load())
  Dim store(1) As New com.sun.star.beans.PropertyValue
  store(0).Name = &quot;FilterName&quot;
  store(0).Value = filter
  store(1).Name = &quot;Password&quot;
  store(1).Value = pass
  doc.storeToURL(ConvertToURL(dst), store())
  doc.close(True)
End Sub
</script:module>`;

/**
 * A password-protected ODP saved by LibreOffice itself (a Basic macro storing with a Password:
 * LibreOffice 7.4's --convert-to cannot set one). Its content is encrypted: the manifest carries
 * encryption data and LibreOffice cannot open it without the password.
 */
export async function makeEncryptedOdp(slides: readonly DeckSlide[], password = 'secret'): Promise<Uint8Array> {
  const odp = await makeOdp(slides);
  const key = createHash('sha256').update(odp).update(password).digest('hex').slice(0, 16);
  const cached = path.join(CACHE, `${key}.odp`);
  if (!fs.existsSync(cached)) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-lo-encrypt-'));
    try {
      const profile = path.join(work, 'profile');
      const source = path.join(work, 'plain.odp');
      fs.writeFileSync(source, odp);
      const base = [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore'];
      // The first start writes the profile; the macro library is then replaced with ours.
      await run('soffice', [...base, '--convert-to', 'pdf', '--outdir', path.join(work, 'warm'), source], { timeout: 300_000 });
      fs.writeFileSync(path.join(profile, 'user', 'basic', 'Standard', 'Module1.xba'), ENCRYPT_MACRO);
      const target = path.join(work, 'secret.odp');
      await run('soffice', [...base, `macro:///Standard.Module1.Encrypt("${source}","${target}","impress8","${password}")`], {
        timeout: 300_000,
      });
      if (!fs.existsSync(target)) throw new Error('LibreOffice did not write the encrypted deck');
      fs.mkdirSync(CACHE, { recursive: true });
      fs.renameSync(target, cached);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  return new Uint8Array(fs.readFileSync(cached));
}
