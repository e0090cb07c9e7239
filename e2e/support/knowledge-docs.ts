import ExcelJS from 'exceljs';
import { convertHtml } from './office.ts';

/**
 * The documents the knowledge e2e feeds the area: English prose with numbers, currency,
 * abbreviations and curly quotes, written to DOCX and PDF by LibreOffice, and the Q&A rows
 * written into the template the page downloads.
 */

export const FERRY_DOCX = 'harbour-ferry-guide';
export const LIBRARY_PDF = 'greenfield-library-rules';

const FERRY_HTML = `<html><head><meta charset="utf-8"><title>Harbour Lights Ferry</title></head><body>
<h1>Harbour Lights Ferry: passenger guide</h1>
<p>The Harbour Lights Ferry Co. has carried passengers between Port Alder and Seal Island since 1987.
Crossings take approx. 45 minutes and leave every 90 minutes from 07:15 to 21:45.</p>
<h2>Tickets and fares</h2>
<p>A single adult ticket costs $7.80 and a return ticket to Seal Island costs $12.50. Children under 12
travel for half price, e.g. $3.90 for a single; under-3s travel free. Fares rose by 4.5% on 1 March 2026.</p>
<h2>Pets on board</h2>
<p>Dogs on a lead are welcome on the upper deck at no extra charge; the crew calls it the \u201cdog deck\u201d.
Cats and other small animals must travel in a closed carrier. Assistance dogs may go anywhere on the ship.</p>
<h2>Luggage</h2>
<p>Each passenger may bring two bags of up to 23 kg each. Bicycles cost $2.00 per crossing and are
stowed on the car deck; surfboards longer than 2.5 m need the purser\u2019s approval.</p>
<h2>Accessibility</h2>
<p>Both ships, the \u201cMary Ellen\u201d and the \u201cNorthern Star\u201d, have step-free access, a lift between decks
and an accessible toilet. Ask the purser (Mr. O\u2019Neill on weekdays) for a wheelchair.</p>
</body></html>`;

const LIBRARY_HTML = `<html><head><meta charset="utf-8"><title>Greenfield Library</title></head><body>
<h1>Greenfield Public Library: membership rules</h1>
<p>Membership is free for residents of Greenfield County. Visitors pay \u00a315 a year, or \u00a34 for a month.</p>
<h2>Borrowing</h2>
<p>Members may borrow up to 12 items at a time for three weeks. DVDs are lent for 7 days only.
A book may be renewed twice online, by phone, or at the desk, unless another member has reserved it.</p>
<h2>Late returns</h2>
<p>Overdue books are charged 20p per day, to a maximum of \u00a36 per item. Children\u2019s books are never fined.</p>
<h2>Study rooms</h2>
<p>The four study rooms on the 2nd floor can be booked for up to 3 hrs a day. Bring your card to the
\u201cQuiet Zone\u201d desk; group rooms seat six people.</p>
</body></html>`;

export async function writeKnowledgeDocuments(dir: string): Promise<{ docx: string; pdf: string }> {
  const docx = await convertHtml(FERRY_HTML, dir, FERRY_DOCX, 'docx');
  const pdf = await convertHtml(LIBRARY_HTML, dir, LIBRARY_PDF, 'pdf');
  return { docx, pdf };
}

export const QA_DIRECT = {
  category: 'On board',
  question: 'What is the Wi-Fi password?',
  similar: 'How do I get on the Wi-Fi?\nIs there internet on the ferry?',
  answer: 'The Wi-Fi password is printed on your boarding pass.',
};

const QA_VALID_SECOND = {
  category: 'Tickets',
  question: 'Can I change my ticket?',
  similar: 'How do I change the date of my ticket?',
  answer: 'Tickets can be changed for free up to 24 hours before departure.',
};

/**
 * Fills the downloaded template: its heading row is kept and its example row is replaced by two
 * valid rows around one without an answer (a required column), so the import keeps two and
 * reports row 3. The language and status cells reuse the template's own words for them.
 */
export async function fillQaTemplate(templatePath: string, outPath: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no worksheet');
  const example = sheet.getRow(2);
  const language = example.getCell(5).text;
  const status = example.getCell(6).text;
  if (!language || !status) throw new Error('the template example row has no language or status');
  sheet.spliceRows(2, sheet.rowCount - 1);
  sheet.addRow([QA_DIRECT.category, QA_DIRECT.question, QA_DIRECT.similar, QA_DIRECT.answer, language, status]);
  sheet.addRow(['Tickets', 'Do you sell season tickets?', '', '', language, status]);
  sheet.addRow([QA_VALID_SECOND.category, QA_VALID_SECOND.question, QA_VALID_SECOND.similar, QA_VALID_SECOND.answer, language, status]);
  await workbook.xlsx.writeFile(outPath);
}
