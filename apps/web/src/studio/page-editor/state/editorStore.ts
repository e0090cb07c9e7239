import {
  currentDocument,
  currentPages,
  loadEditor,
  redoEdit,
  undoEdit,
  canRedo,
  canUndo,
  generateId,
  type BgmElement,
  type EditorOutcome,
  type EditorSession,
  type ProjectPage,
  type RatioKey,
  type VideoProject,
} from '@orator/shared';
import { create } from 'zustand';
import { showRefusal } from '../../kit/refusal.ts';
import { edited, loadedSaveState, saveSlice, type SaveSlice } from '../../kit/saveState.ts';
import { newPage } from './elementFactory.ts';

/** Project fields edited outside the page model (the model holds pages and drive mode). */
export interface ProjectMeta {
  id: string;
  projectName: string;
  ratio: RatioKey;
  watermark: boolean;
  resolution: VideoProject['resolution'];
  bgmGlobal: BgmElement | null;
  templateId: string | null;
}

export interface EditorState extends SaveSlice {
  meta: ProjectMeta | null;
  session: EditorSession | null;
  currentPageUuid: string | null;
  selectedElementUuid: string | null;

  load(project: VideoProject): void;
  /** Runs a model edit; a refusal shows its catalogue message and changes nothing. */
  apply(edit: (session: EditorSession) => EditorOutcome): boolean;
  undo(): void;
  redo(): void;
  updateMeta(change: Partial<Omit<ProjectMeta, 'id'>>): void;
  selectPage(pageUuid: string): void;
  selectElement(elementUuid: string | null): void;
}

function keepPageSelection(session: EditorSession, pageUuid: string | null): string | null {
  const pages = currentPages(session);
  return pages.some((p) => p.uuid === pageUuid) ? pageUuid : (pages[0]?.uuid ?? null);
}

export const useEditorStore = create<EditorState>((set, get) => ({
  ...saveSlice(set),
  meta: null,
  session: null,
  currentPageUuid: null,
  selectedElementUuid: null,

  load(project) {
    // A project always has a page to edit: a blank one starts with an empty first page,
    // saved right away so the server holds what the user sees.
    const pages = project.document.ppts.length > 0 ? project.document.ppts : [newPage(newId, project.ratio, null)];
    const fresh = project.document.ppts.length === 0;
    const session = loadEditor(pages, project.document.driveMode);
    set({
      meta: {
        id: project.id,
        projectName: project.projectName,
        ratio: project.ratio,
        watermark: project.watermark,
        resolution: project.resolution,
        bgmGlobal: project.document.bgmGlobal,
        templateId: project.templateId,
      },
      session,
      currentPageUuid: currentPages(session)[0]?.uuid ?? null,
      selectedElementUuid: null,
      ...loadedSaveState(fresh),
    });
  },

  apply(edit) {
    const { session, currentPageUuid, selectedElementUuid } = get();
    if (!session) return false;
    const outcome = edit(session);
    if (!outcome.ok) {
      showRefusal(outcome.error);
      return false;
    }
    const pageUuid = keepPageSelection(outcome.session, currentPageUuid);
    const page = currentPages(outcome.session).find((p) => p.uuid === pageUuid);
    const stillThere = page?.elements.some((e) => e.uuid === selectedElementUuid) ?? false;
    set((s) => ({
      session: outcome.session,
      currentPageUuid: pageUuid,
      selectedElementUuid: stillThere ? selectedElementUuid : null,
      ...(outcome.session === session ? {} : edited(s)),
    }));
    return true;
  },

  undo() {
    if (get().apply(undoEdit)) set({ saveNow: true });
  },

  redo() {
    if (get().apply(redoEdit)) set({ saveNow: true });
  },

  updateMeta(change) {
    set((s) => (s.meta ? { meta: { ...s.meta, ...change }, ...edited(s) } : s));
  },

  selectPage(pageUuid) {
    set({ currentPageUuid: pageUuid, selectedElementUuid: null });
  },

  selectElement(elementUuid) {
    set({ selectedElementUuid: elementUuid });
  },
}));

/** The pages now shown (empty before load). */
export function usePages(): readonly ProjectPage[] {
  return useEditorStore((s) => (s.session ? currentPages(s.session) : EMPTY_PAGES));
}
const EMPTY_PAGES: readonly ProjectPage[] = [];

export function useCurrentPage(): ProjectPage | null {
  return useEditorStore((s) => (s.session ? (currentPages(s.session).find((p) => p.uuid === s.currentPageUuid) ?? null) : null));
}

export function useHistoryFlags(): { canUndo: boolean; canRedo: boolean } {
  const session = useEditorStore((s) => s.session);
  return { canUndo: session ? canUndo(session.history) : false, canRedo: session ? canRedo(session.history) : false };
}

export function useDriveMode() {
  return useEditorStore((s) => (s.session ? currentDocument(s.session).driveMode : 'text'));
}

/** Fresh element and page ids; getRandomValues works on plain http too, unlike randomUUID. */
export const newId = (): string => generateId(() => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32);
