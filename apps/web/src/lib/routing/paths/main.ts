/**
 * Paths of the app's screens (product-rules#screens), named once so links, redirects and the route table
 * agree. `creationCentre` is where a logged-in user starts: after login and when leaving an editor.
 */
export const ROUTES = {
  home: '/',
  creationCentre: '/main/newMainIndex/createNewVideo',
  templates: '/main/newMainIndex/templateShop',
  avatars: '/main/newMainIndex/avatarShop',
  voices: '/main/newMainIndex/voiceLibrary',
  myAssets: '/main/newMainIndex/myAssets',
  security: '/main/newMainIndex/security',
} as const;
