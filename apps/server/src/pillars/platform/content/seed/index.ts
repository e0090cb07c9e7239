import type { ContentBody } from '@orator/shared';
import { CASES } from './cases.ts';
import { HELP } from './help.ts';
import { NEWS } from './news.ts';
import { BANNERS, CUSTOMIZATION, DOWNLOADS } from './pages.ts';

/** The site's starting content (issue 15 §3), written about Orator itself. */
export const SEED_CONTENT: ContentBody[] = [...NEWS, ...CASES, ...HELP, ...DOWNLOADS, ...CUSTOMIZATION, ...BANNERS];
