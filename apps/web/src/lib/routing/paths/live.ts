/** The live centre's screens (issue 13 §1; spec routes not shown: these are ours). */
export const LIVE_ROUTES = {
  centre: '/main/live',
  room: '/main/live/:id',
} as const;

export const liveRoomPath = (id: string) => `/main/live/${encodeURIComponent(id)}`;
