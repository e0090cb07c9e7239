import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { encodeMp3, encodeWav } from '@orator/speech';
import {
  messageFor,
  QA_LIBRARY_MAX_BYTES,
  QA_PATHS,
  type Page,
  type QaCategory,
  type QaImportResult,
  type QaItem,
  type QaLibrary,
  type QaVoiceUpload,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { type TestUser, useTestApp } from '../../../../test/factory/index.ts';

const tone = (ms: number) => {
  const sampleRate = 16_000;
  const samples = new Int16Array((sampleRate * ms) / 1000).map((_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)));
  return encodeWav({ sampleRate, samples });
};

async function workbook(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['Category', 'Question', 'Similar', 'Answer', 'Language', 'Status']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe.each(await testDatabases())('Q&A API on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  let aliceAtWork: TestUser;
  // Voice replies are storage objects, which queue a media probe: the queue must exist (no worker needed).
  const api = useTestApp(target, {
    jobs: 'queue',
    setup: async ({ newUser, newWorkspace }) => {
      alice = await newUser();
      mallory = await newUser();
      // The same person acting in another workspace is another owner scope.
      aliceAtWork = (await newWorkspace(alice)).actingIn;
    },
  });
  const { call, upload } = api;
  const newLibrary = async (user: TestUser, name: string, languages: string[] = ['zhchs', 'en']) => {
    const res = await call<QaLibrary>(user, 'POST', QA_PATHS.librarySave, { name, languages });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const newCategory = async (user: TestUser, libraryId: string, name: string) =>
    (await call<QaCategory>(user, 'POST', QA_PATHS.categorySave, { libraryId, name })).body.data;

  it('creates libraries with name and languages, refuses a language twice', async () => {
    const library = await newLibrary(alice, 'Front desk FAQ', ['zhchs']);
    expect(library).toMatchObject({
      name: 'Front desk FAQ',
      languages: ['zhchs'],
      matchThreshold: 0.75,
      answerDirectly: true,
      itemCount: 0,
    });

    const missing = await call(alice, 'POST', QA_PATHS.librarySave, { name: '', languages: ['en'] }, { language: 'zhchs' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messageFor('nameRequired', 'zh-CN'));
    const noLanguage = await call(alice, 'POST', QA_PATHS.librarySave, { name: 'x', languages: [] });
    expect(noLanguage.body.message).toBe(messageFor('qaLanguageRequired', 'en'));

    const added = await call<QaLibrary>(alice, 'POST', QA_PATHS.libraryLanguageAdd, { libraryId: library.id, language: 'en' });
    expect(added.body.data.languages).toEqual(['zhchs', 'en']);
    const again = await call(alice, 'POST', QA_PATHS.libraryLanguageAdd, { libraryId: library.id, language: 'en' }, { language: 'zh-TW' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messageFor('qaLanguageExists', 'zh-TW'));
    // Two racing additions of the same language: exactly one wins.
    const racing = await Promise.all(
      [0, 1, 2].map(() => call<QaLibrary>(alice, 'POST', QA_PATHS.libraryLanguageAdd, { libraryId: library.id, language: 'ja' })),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await call<QaLibrary>(alice, 'GET', `${QA_PATHS.library}?id=${library.id}`)).body.data.languages).toEqual([
      'zhchs',
      'en',
      'ja',
    ]);

    const renamed = await call<QaLibrary>(alice, 'POST', QA_PATHS.librarySave, {
      id: library.id,
      name: 'Front desk',
      languages: ['zhchs', 'en'],
      matchThreshold: 0.6,
      answerDirectly: false,
    });
    expect(renamed.body.data).toMatchObject({ name: 'Front desk', matchThreshold: expect.closeTo(0.6, 5), answerDirectly: false });
    const page = await call<Page<QaLibrary>>(alice, 'GET', `${QA_PATHS.libraryPage}?keyword=front&size=5`);
    expect(page.body.data.items.map((l) => l.id)).toContain(library.id);
  });

  it('keeps categories unique and refuses to delete one that holds questions', async () => {
    const library = await newLibrary(alice, 'Categories');
    const billing = await newCategory(alice, library.id, '账单 Billing');
    const duplicate = await call(alice, 'POST', QA_PATHS.categorySave, { libraryId: library.id, name: '账单 Billing' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(messageFor('qaCategoryExists', 'en'));

    await call(alice, 'POST', QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: billing.id,
      standardQuestion: 'How do I get a refund?',
      answer: { text: 'Refunds of up to $1,000.50 are paid within 5 days.' },
      language: 'en',
    });
    const refused = await call(alice, 'POST', `${QA_PATHS.categoryDelete}?id=${billing.id}`, undefined, { language: 'zhchs' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageFor('qaCategoryHasItems', 'zh-CN'));

    const empty = await newCategory(alice, library.id, 'Empty');
    const renamed = await call<QaCategory>(alice, 'POST', QA_PATHS.categorySave, { id: empty.id, libraryId: library.id, name: 'Spare' });
    expect(renamed.body.data).toMatchObject({ id: empty.id, name: 'Spare', itemCount: 0 });
    expect((await call(alice, 'POST', `${QA_PATHS.categoryDelete}?id=${empty.id}`)).status).toBe(200);
    const list = await call<QaCategory[]>(alice, 'GET', `${QA_PATHS.categoryList}?libraryId=${library.id}`);
    expect(list.body.data.map((c) => [c.name, c.itemCount])).toEqual([['账单 Billing', 1]]);
    const counted = await call<QaLibrary>(alice, 'GET', `${QA_PATHS.library}?id=${library.id}`);
    expect(counted.body.data).toMatchObject({ itemCount: 1, categoryCount: 1 });
  });

  it('saves items with the §5 rules and pages them with filters', async () => {
    const library = await newLibrary(alice, 'Items');
    const hours = await newCategory(alice, library.id, '营业时间');
    const required = {
      libraryId: library.id,
      categoryId: hours.id,
      standardQuestion: '你们几点开门？',
      answer: { text: '每天 9:00 开门。' },
      language: 'zhchs',
    };
    for (const [patch, key] of [
      [{ standardQuestion: ' ' }, 'qaQuestionRequired'],
      [{ answer: { text: '' } }, 'qaAnswerRequired'],
      [{ language: undefined }, 'qaLanguageRequired'],
      [{ categoryId: undefined }, 'qaCategoryRequired'],
      [{ language: 'ko' }, 'qaLanguageNotInLibrary'],
    ] as const) {
      const res = await call(alice, 'POST', QA_PATHS.questionSave, { ...required, ...patch });
      expect(res.status, key).toBe(400);
      expect(res.body.message).toBe(messageFor(key, 'en'));
    }

    const saved = await call<QaItem>(alice, 'POST', QA_PATHS.questionSave, {
      ...required,
      similarQuestions: ['几点营业', '', '你们几点开门？', '周末开吗'],
      answer: { text: '每天 9:00 开门。', actions: [{ type: 'text', text: '节假日见“公告”页：https://example.com/notice' }] },
    });
    expect(saved.status).toBe(200);
    // Blank lines and a repeat of the standard question are not similar questions.
    expect(saved.body.data).toMatchObject({ similarQuestions: ['几点营业', '周末开吗'], categoryName: '营业时间', status: 'active' });

    const viaName = await call<QaItem>(alice, 'POST', `${QA_PATHS.questionSave}?classifyName=${encodeURIComponent('Payments')}`, {
      ...required,
      categoryId: undefined,
      standardQuestion: 'Do you take “Visa” cards?',
      answer: { text: 'Yes — Visa, Mastercard and UnionPay.' },
      language: 'en',
    });
    expect(viaName.body.data.categoryName).toBe('Payments');
    const off = await call<QaItem>(alice, 'POST', QA_PATHS.questionStatus, { id: viaName.body.data.id, status: 'inactive' });
    expect(off.body.data.status).toBe('inactive');

    const base = `${QA_PATHS.questionPage}?libraryId=${library.id}`;
    expect((await call<Page<QaItem>>(alice, 'GET', base)).body.data.total).toBe(2);
    expect(
      (await call<Page<QaItem>>(alice, 'GET', `${base}&keyword=${encodeURIComponent('周末')}`)).body.data.items.map((i) => i.id),
    ).toEqual([saved.body.data.id]);
    expect((await call<Page<QaItem>>(alice, 'GET', `${base}&keyword=visa`)).body.data.total).toBe(1);
    expect((await call<Page<QaItem>>(alice, 'GET', `${base}&keyword=${encodeURIComponent('%')}`)).body.data.total).toBe(0);
    expect((await call<Page<QaItem>>(alice, 'GET', `${base}&status=inactive`)).body.data.items[0]?.language).toBe('en');
    expect((await call<Page<QaItem>>(alice, 'GET', `${base}&language=zhchs&categoryId=${hours.id}`)).body.data.total).toBe(1);
    expect((await call<Page<QaItem>>(alice, 'GET', `${base}&size=1&page=2`)).body.data.items).toHaveLength(1);

    const edited = await call<QaItem>(alice, 'POST', QA_PATHS.questionSave, {
      ...required,
      id: saved.body.data.id,
      standardQuestion: '几点开门？',
    });
    expect(edited.body.data.standardQuestion).toBe('几点开门？');
    expect((await call(alice, 'POST', `${QA_PATHS.questionDelete}?id=${saved.body.data.id}`)).status).toBe(200);
    expect((await call(alice, 'GET', `${QA_PATHS.question}?id=${saved.body.data.id}`)).status).toBe(404);
  });

  it('imports xlsx rows, keeping the valid ones and reporting the others by row', async () => {
    const library = await newLibrary(alice, 'Imported', ['zhchs', 'en']);
    const bytes = await workbook([
      ['Billing', 'How much is the Pro plan?', 'Pro price?\nWhat does Pro cost?', 'Pro costs ¥99/month or $14.99 (USD).', 'en', 'Active'],
      ['账单', '如何开发票？', '发票怎么开\r\n能开专票吗', '在“订单”页点击“开票”，详见 https://example.com/invoice 。', '简体中文', '启用'],
      ['Billing', '', 'x', 'An answer without a question', 'en', ''],
      ['Billing', 'Question in Korean?', '', 'Answer', 'ko', ''],
      ['', '', '', '', '', ''],
      ['Shipping', 'Do you ship to Hong Kong?', '', 'Yes, in 3–5 days.', 'Klingon', ''],
      ['Shipping', 'Do you ship abroad?', '', 'Yes, to 40 countries.', 'English', 'maybe'],
      ['Shipping', 'Can I track my parcel?', '', 'Use the tracking link in your e-mail.', 'EN', 'inactive'],
    ]);
    const result = await upload<QaImportResult>(
      alice,
      QA_PATHS.questionImport,
      { libraryId: library.id },
      [{ name: '问答 import.xlsx', bytes }],
      {
        language: 'zhchs',
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.imported).toBe(3);
    expect(result.body.data.createdCategories).toBe(3);
    expect(result.body.data.rowErrors).toEqual([
      { row: 4, message: messageFor('qaQuestionRequired', 'zh-CN') },
      { row: 5, message: messageFor('qaLanguageNotInLibrary', 'zh-CN') },
      { row: 7, message: messageFor('languageNotSupported', 'zh-CN') },
      { row: 8, message: messageFor('qaStatusInvalid', 'zh-CN') },
    ]);
    const page = await call<Page<QaItem>>(alice, 'GET', `${QA_PATHS.questionPage}?libraryId=${library.id}&size=50`);
    const invoice = page.body.data.items.find((i) => i.standardQuestion === '如何开发票？');
    expect(invoice).toMatchObject({ similarQuestions: ['发票怎么开', '能开专票吗'], language: 'zhchs', categoryName: '账单' });
    expect(page.body.data.items.find((i) => i.standardQuestion.startsWith('Can I track'))?.status).toBe('inactive');

    // Export, then import the export into a fresh library: the same items come back.
    const exported = await api.app.inject({
      method: 'GET',
      url: `${QA_PATHS.questionExport}?libraryId=${library.id}`,
      headers: { ...alice.headers, language: 'en' },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-disposition']).toContain("filename*=UTF-8''Imported.xlsx");
    const rows = await sheetRows(exported.rawPayload);
    expect(rows[0]).toEqual(['Category', 'Standard question', 'Similar questions (one per line)', 'Answer', 'Language', 'Status']);
    expect(rows).toContainEqual([
      'Billing',
      'How much is the Pro plan?',
      'Pro price?\nWhat does Pro cost?',
      'Pro costs ¥99/month or $14.99 (USD).',
      'English',
      'Active',
    ]);
    const copy = await newLibrary(alice, 'Copy', ['zhchs', 'en']);
    const reimport = await upload<QaImportResult>(alice, QA_PATHS.questionImport, { libraryId: copy.id }, [
      { name: 'export.xlsx', bytes: exported.rawPayload },
    ]);
    expect(reimport.body.data).toMatchObject({ imported: 3, rowErrors: [] });
  });

  it('serves a localized template that imports as is, and refuses files that are not xlsx or too big', async () => {
    const template = await api.app.inject({
      method: 'GET',
      url: QA_PATHS.questionTemplate,
      headers: { ...alice.headers, language: 'zh-TW' },
    });
    expect(template.statusCode).toBe(200);
    const rows = await sheetRows(template.rawPayload);
    expect(rows[0]?.[1]).toBe('標準問題');
    const library = await newLibrary(alice, 'Template', ['zhcht-TW']);
    const imported = await upload<QaImportResult>(alice, QA_PATHS.questionImport, { libraryId: library.id }, [
      { name: 't.xlsx', bytes: template.rawPayload },
    ]);
    // The whole envelope, so a refusal shows its status and message (this once answered data null in CI).
    expect({ status: imported.status, body: imported.body }).toMatchObject({ status: 200, body: { data: { imported: 1, rowErrors: [] } } });

    const notXlsx = await upload(alice, QA_PATHS.questionImport, { libraryId: library.id }, [
      { name: 'fake.xlsx', bytes: Buffer.from('name,question\n') },
    ]);
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.message).toBe(messageFor('fileFormatNotSupported', 'en'));
    const corruptZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 7)]);
    expect((await upload(alice, QA_PATHS.questionImport, { libraryId: library.id }, [{ name: 'c.xlsx', bytes: corruptZip }])).status).toBe(
      400,
    );
    const huge = await upload(alice, QA_PATHS.questionImport, { libraryId: library.id }, [
      { name: 'big.xlsx', bytes: Buffer.alloc(QA_LIBRARY_MAX_BYTES + 1) },
    ]);
    expect(huge.status).toBe(413);
    const emptySheet = await upload(alice, QA_PATHS.questionImport, { libraryId: library.id }, [
      { name: 'e.xlsx', bytes: await workbook([]) },
    ]);
    expect(emptySheet.body.message).toBe(messageFor('qaImportEmpty', 'en'));
  });

  it('accepts WAV and MP3 voice replies by content only', async () => {
    const wav = tone(300);
    const mp3 = await encodeMp3(wav);
    const library = await newLibrary(alice, 'Voice', ['en']);
    const category = await newCategory(alice, library.id, 'Greetings');
    const wavUpload = await upload<QaVoiceUpload>(alice, QA_PATHS.questionVoiceUpload, {}, [{ name: 'hello there.wav', bytes: wav }]);
    expect(wavUpload.status).toBe(200);
    expect(wavUpload.body.data.audioKey).toMatch(/^audio\/qa-voice\/[^/]+\/hello-there\.wav$/);
    // An MP3 named .wav is stored as what it is.
    const mp3Upload = await upload<QaVoiceUpload>(alice, QA_PATHS.questionVoiceUpload, {}, [{ name: 'greeting.wav', bytes: mp3 }]);
    expect(mp3Upload.body.data.audioKey).toMatch(/greeting\.mp3$/);

    const ogg = Buffer.concat([Buffer.from('OggS\0\x02'), Buffer.alloc(200)]);
    for (const bytes of [ogg, Buffer.from('<html>not audio</html>')]) {
      const refused = await upload(alice, QA_PATHS.questionVoiceUpload, {}, [{ name: 'voice.mp3', bytes }], { language: 'zhchs' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messageFor('voiceReplyFormat', 'zh-CN'));
    }

    const item = {
      libraryId: library.id,
      categoryId: category.id,
      standardQuestion: 'Hello?',
      answer: { text: 'Hello!', actions: [{ type: 'voice', audioKey: wavUpload.body.data.audioKey, name: 'hello' }] },
      language: 'en',
    };
    const saved = await call<QaItem>(alice, 'POST', QA_PATHS.questionSave, item);
    expect(saved.body.data.answer.actions).toEqual(item.answer.actions);
    // Another user's (or an invented) key is no voice reply of the caller's.
    const foreign = await call(mallory, 'POST', QA_PATHS.librarySave, { name: 'M', languages: ['en'] });
    expect(foreign.status).toBe(200);
    const invented = await call(alice, 'POST', QA_PATHS.questionSave, {
      ...item,
      answer: { text: 'x', actions: [{ type: 'voice', audioKey: 'audio/notes/song.ogg', name: 'x' }] },
    });
    expect(invented.body.message).toBe(messageFor('voiceReplyFormat', 'en'));
  });

  it('hides every library, category and item from other users and other workspaces', async () => {
    const library = await newLibrary(alice, 'Private');
    const category = await newCategory(alice, library.id, 'Secret');
    const item = (
      await call<QaItem>(alice, 'POST', QA_PATHS.questionSave, {
        libraryId: library.id,
        categoryId: category.id,
        standardQuestion: 'What is the door code?',
        answer: { text: '4711' },
        language: 'en',
      })
    ).body.data;
    for (const outsider of [mallory, aliceAtWork]) {
      const attempts = [
        await call(outsider, 'GET', `${QA_PATHS.library}?id=${library.id}`),
        await call(outsider, 'POST', QA_PATHS.librarySave, { id: library.id, name: 'Mine now', languages: ['en'] }),
        await call(outsider, 'GET', `${QA_PATHS.libraryDelete}?id=${library.id}`),
        await call(outsider, 'POST', QA_PATHS.libraryLanguageAdd, { libraryId: library.id, language: 'ko' }),
        await call(outsider, 'GET', `${QA_PATHS.categoryList}?libraryId=${library.id}`),
        await call(outsider, 'POST', QA_PATHS.categorySave, { id: category.id, libraryId: library.id, name: 'x' }),
        await call(outsider, 'POST', `${QA_PATHS.categoryDelete}?id=${category.id}`),
        await call(outsider, 'GET', `${QA_PATHS.questionPage}?libraryId=${library.id}`),
        await call(outsider, 'GET', `${QA_PATHS.question}?id=${item.id}`),
        await call(outsider, 'POST', QA_PATHS.questionStatus, { id: item.id, status: 'inactive' }),
        await call(outsider, 'POST', `${QA_PATHS.questionDelete}?id=${item.id}`),
        await call(outsider, 'POST', QA_PATHS.questionSave, { ...item, answer: { text: 'stolen' } }),
        await api.app
          .inject({ method: 'GET', url: `${QA_PATHS.questionExport}?libraryId=${library.id}`, headers: outsider.headers })
          .then((r) => ({
            status: r.statusCode,
          })),
      ];
      expect(attempts.map((a) => a.status)).toEqual(attempts.map(() => 404));
      const theirs = await call<Page<QaLibrary>>(outsider, 'GET', QA_PATHS.libraryPage);
      expect(theirs.body.data.items.map((l) => l.id)).not.toContain(library.id);
    }
    expect((await call(null, 'GET', QA_PATHS.libraryPage)).status).toBe(401);
    expect((await call<QaItem>(alice, 'GET', `${QA_PATHS.question}?id=${item.id}`)).body.data.answer.text).toBe('4711');
    expect((await call(alice, 'GET', `${QA_PATHS.libraryDelete}?id=${library.id}`)).status).toBe(200);
    expect((await call(alice, 'GET', `${QA_PATHS.question}?id=${item.id}`)).status).toBe(404);
  });
});
