import { ROUTES } from '../../lib/routing/paths/main.ts';

/** Where the back arrow and the error pages lead: the creation centre (one route table, lib/routing/paths/main.ts). */
export const CREATION_CENTRE = ROUTES.creationCentre;
