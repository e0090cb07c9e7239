/** Paths of the creation wizards (spec §2: PPT import, URL-to-video, batch composition, one-click, video translation). */
/** Paths of the creation wizards (spec §2: PPT import, URL-to-video, batch composition, one-click; talking photo). */
export const WIZARD_ROUTES = {
  ppt: '/main/wizard/ppt',
  url: '/main/wizard/url',
  oneClick: '/main/wizard/oneClick',
  batch: '/main/wizard/batch',
  voice: '/main/wizard/voice',
  translate: '/main/wizard/translate',
  photo: '/main/wizard/photo',
  clone: '/main/wizard/clone',
} as const;

/** The caller's translation projects, newest first (state, progress, open, download, delete). */
export const VIDEO_DUB_LIST_ROUTE = '/main/videoDub';

/** The video-dub editor of one translation project (spec §2 video-dub editor). */
export const VIDEO_DUB_EDITOR_ROUTE = '/main/videoDub/:id';
export const videoDubEditorPath = (id: string) => `/main/videoDub/${encodeURIComponent(id)}`;

/** Operators' queue of clone authorization videos to approve or reject (admin only; ours, the spec shows none). */
export const CLONE_REVIEWS_ROUTE = '/admin/cloneReviews';

export type WizardKey = keyof typeof WIZARD_ROUTES;
export const WIZARD_KEYS = Object.keys(WIZARD_ROUTES) as WizardKey[];
