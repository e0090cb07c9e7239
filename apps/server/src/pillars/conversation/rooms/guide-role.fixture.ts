import { QA_PATHS, ROLE_PATHS, type QaCategory, type QaLibrary, type Role, type RoleSaveBody } from '@orator/shared';

type Post = <T>(url: string, payload: object) => Promise<{ body: { data: T } }>;

/**
 * The conversation tests' role: a Q&A library "Visitors" holding the given question/answer pairs
 * (English) and a role "Guide" answering from it, with any extra role fields. One place for what
 * every socket test sets up before it talks.
 */
export async function createGuideRole(
  post: Post,
  answers: ReadonlyArray<readonly [string, string]>,
  extra: Partial<RoleSaveBody> = {},
): Promise<Role> {
  const library = (await post<QaLibrary>(QA_PATHS.librarySave, { name: 'Visitors', languages: ['en'] })).body.data;
  const category = (await post<QaCategory>(QA_PATHS.categorySave, { libraryId: library.id, name: 'Visits' })).body.data;
  for (const [standardQuestion, text] of answers)
    await post(QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: category.id,
      standardQuestion,
      answer: { text },
      language: 'en',
    });
  const role = await post<Role>(ROLE_PATHS.saveRole, {
    name: 'Guide',
    fallbackPhrase: 'Sorry, I do not know that yet.',
    sensitivePhrase: 'Let us talk about something else.',
    qaLibraryIds: [library.id],
    ...extra,
  });
  return role.body.data;
}
