import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import {
  batches,
  clones,
  conversationProjects,
  conversationTurns,
  knowledgeBases,
  materialProjectLinks,
  materials,
  qaGenerations,
  qaItems,
  qaLibraries,
  recentTemplates,
  roles,
  robots,
  robotTasks,
  userAvatars,
  voiceProfiles,
  videoDubProjects,
} from '../../../kernel/db/schema/index.ts';

/**
 * What a deleted account leaves behind in the conversational area, removed in one transaction
 * (every workspace the user owned rows in). Files are not touched here: the storage module
 * deletes all of the user's objects through its own hook. The order respects the foreign keys:
 * material links before materials, Q&A items before their libraries (categories restrict items).
 * A new owner-scoped table of the area adds its statement here.
 */
export class OwnedDataRepo {
  constructor(private readonly db: AppDb) {}

  async deleteAllOwnedBy(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ownedProjects = tx
        .select({ id: conversationProjects.id })
        .from(conversationProjects)
        .where(eq(conversationProjects.ownerId, userId));
      const ownedMaterials = tx.select({ id: materials.id }).from(materials).where(eq(materials.ownerId, userId));
      await tx.delete(materialProjectLinks).where(inArray(materialProjectLinks.projectId, ownedProjects));
      await tx.delete(materialProjectLinks).where(inArray(materialProjectLinks.materialId, ownedMaterials));
      await tx.delete(materials).where(eq(materials.ownerId, userId));
      await tx.delete(recentTemplates).where(eq(recentTemplates.ownerId, userId));
      await tx.delete(conversationProjects).where(eq(conversationProjects.ownerId, userId)); // share links cascade
      await tx.delete(conversationTurns).where(eq(conversationTurns.ownerId, userId));
      await tx.delete(roles).where(eq(roles.ownerId, userId));
      await tx.delete(qaGenerations).where(eq(qaGenerations.ownerId, userId));
      const ownedLibraries = tx.select({ id: qaLibraries.id }).from(qaLibraries).where(eq(qaLibraries.ownerId, userId));
      await tx.delete(qaItems).where(inArray(qaItems.libraryId, ownedLibraries));
      await tx.delete(qaLibraries).where(eq(qaLibraries.ownerId, userId)); // categories cascade
      await tx.delete(knowledgeBases).where(eq(knowledgeBases.ownerId, userId)); // documents, segments, vectors cascade
      await tx.delete(robots).where(eq(robots.ownerId, userId)); // default states, charge settings, history cascade
      await tx.delete(robotTasks).where(eq(robotTasks.ownerId, userId));
      await tx.delete(batches).where(eq(batches.ownerId, userId)); // batch items cascade; child projects go with the video projects
      await tx.delete(userAvatars).where(eq(userAvatars.ownerId, userId)); // their files go with the user's storage
      await tx.delete(clones).where(eq(clones.ownerId, userId)); // training and authorization videos too
      await tx.delete(voiceProfiles).where(eq(voiceProfiles.ownerId, userId)); // samples cascade; their audio goes with the storage
      await tx.delete(videoDubProjects).where(eq(videoDubProjects.ownerId, userId)); // videos and SRTs go with the user's storage
    });
  }
}
