import type { users } from '../db/schema/index.ts';

/** A user as stored: sessions resolve to it and every pillar reads it, so the kernel names it. */
export type UserRow = typeof users.$inferSelect;
