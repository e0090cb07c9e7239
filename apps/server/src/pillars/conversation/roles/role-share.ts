import crypto from 'node:crypto';
import { roleSharePath, type Role, type RoleShareBody, type RoleShareLink, type SharedRole } from '@orator/shared';
import type { z } from 'zod';
import { forbidden, notFound } from '../../../kernel/http/app-error.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import { hashShareToken, newShareToken, shareExpiry } from '../share-tokens.ts';
import type { RoleRepo, RoleRow } from './role-repo.ts';
import type { RoleService } from './role-service.ts';
import type { RoleShareRepo } from './role-share-repo.ts';

/**
 * Role share links (spec §2 /aiask/roleShare): anyone with the link sees the role's words; a
 * logged-in user copies it into their own workspace. The sharer's knowledge bases, Q&A libraries
 * and role documents stay theirs: a copy keeps the words and the plugins (which are everyone's).
 */
export class RoleSharing {
  constructor(
    private readonly shares: RoleShareRepo,
    private readonly roles: RoleRepo,
    private readonly service: RoleService,
  ) {}

  async share(owner: Owner, body: z.output<typeof RoleShareBody>, now = new Date()): Promise<RoleShareLink> {
    const role = await this.service.require(owner, body.roleId);
    const token = newShareToken();
    const expiresAt = shareExpiry(body.validDays, now);
    await this.shares.insert({ tokenHash: hashShareToken(token), roleId: role.id, expiresAt });
    return { token, expiresAt: expiresAt.toISOString(), path: roleSharePath(token) };
  }

  async view(token: string, now = new Date()): Promise<SharedRole> {
    const { role, expiresAt } = await this.open(token, now);
    const { name, description, greeting, fallbackPhrase, prompt } = role;
    return {
      name,
      description,
      modelTier: role.modelTier as SharedRole['modelTier'],
      greeting,
      fallbackPhrase,
      prompt,
      commonQuestions: role.commonQuestions,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async copy(owner: Owner, token: string, now = new Date()): Promise<Role> {
    const { role } = await this.open(token, now);
    const { id: _id, ownerId: _owner, tenantId: _tenant, createdAt: _created, updatedAt: _updated, privateBaseId: _base, ...words } = role;
    const id = crypto.randomUUID();
    await this.roles.insert({
      ...words,
      id,
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      knowledgeBaseIds: [],
      qaLibraryIds: [],
      flowId: null,
      privateBaseId: null,
    });
    return this.service.get(owner, id);
  }

  private async open(token: string, now: Date): Promise<{ role: RoleRow; expiresAt: Date }> {
    const found = await this.shares.find(hashShareToken(token));
    if (!found) throw notFound();
    if (found.expiresAt.getTime() <= now.getTime()) throw forbidden('shareExpired');
    return found;
  }
}
