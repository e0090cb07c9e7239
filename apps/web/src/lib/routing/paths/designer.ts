/** The avatar designer (issue 12 "custom avatar design"): a new design, or one of the user's designed avatars. */
export const AVATAR_DESIGN_ROUTE = '/main/avatarDesign';
export const AVATAR_REDESIGN_ROUTE = '/main/avatarDesign/:id';
export const avatarDesignPath = (id?: string): string => (id ? `${AVATAR_DESIGN_ROUTE}/${encodeURIComponent(id)}` : AVATAR_DESIGN_ROUTE);
