import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface AvatarFavouritesState {
  /** Avatar ids, newest first. */
  ids: string[];
  toggle(avatarId: string): void;
}

/**
 * Favourite avatars (My Assets "favourites"). The server keeps recently used avatars; a
 * favourite is a personal bookmark, kept in this browser's storage.
 */
export const useAvatarFavourites = create<AvatarFavouritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (avatarId) =>
        set((state) => ({ ids: state.ids.includes(avatarId) ? state.ids.filter((id) => id !== avatarId) : [avatarId, ...state.ids] })),
    }),
    { name: 'orator.avatarFavourites', storage: createJSONStorage(() => localStorage) },
  ),
);
