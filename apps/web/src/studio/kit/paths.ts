import { ROUTES } from '../../routes/paths.ts';

/** Where the back arrow and the error pages lead: the creation centre (one route table, routes/paths.ts). */
export const CREATION_CENTRE = ROUTES.creationCentre;
