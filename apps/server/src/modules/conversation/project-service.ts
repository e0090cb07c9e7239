import crypto from 'node:crypto';
import { avatarById } from '@orator/scene';
import {
  missingForDemo,
  PROJECT_NAME_MAX,
  roomPath,
  type InputBoxConfig,
  type Page,
  type AvatarProject,
  type ProjectQuery,
  type ProjectRatio,
  type ProjectRenameBody,
  type ProjectSaveBody,
  type RoomProject,
  type ShareLink,
  type ShareTokenBody,
} from '@orator/shared';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { Owner } from '../qa/owner.ts';
import type { ProjectRepo, ProjectValues, ProjectWithRole } from './project-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the project service asks of the roles and voices modules. */
export interface ProjectCatalogues {
  /** The caller's role exists (another owner's or workspace's role does not). */
  roleExists(owner: Owner, roleId: string): Promise<boolean>;
  voiceExists(voiceId: string): boolean;
  answerMode(): 'llm' | 'extractive';
}

export function hashShareToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function toProject(row: ProjectWithRole): AvatarProject {
  const project = {
    id: row.id,
    name: row.name,
    ratio: row.ratio as ProjectRatio,
    width: row.width,
    height: row.height,
    roleId: row.roleId,
    roleName: row.roleName,
    avatarId: row.avatarId,
    voiceId: row.voiceId,
    inputBox: (row.inputBox as InputBoxConfig | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  // A role deleted since it was chosen counts as missing.
  return { ...project, missing: missingForDemo({ ...project, roleId: row.roleName === null ? null : row.roleId }) };
}

/** Conversational projects (spec §3, §5): CRUD, copy, share links, and what the room opens. */
export class ProjectService {
  constructor(
    private readonly repo: ProjectRepo,
    private readonly catalogues: ProjectCatalogues,
  ) {}

  async page(owner: Owner, query: z.output<typeof ProjectQuery>): Promise<Page<AvatarProject>> {
    const { rows, total } = await this.repo.page(owner, query.keyword, query.page, query.size);
    return { items: rows.map(toProject), total, page: query.page, size: query.size };
  }

  /** The caller's project, or 404 (also for another user's or workspace's). */
  async require(owner: Owner, id: string): Promise<ProjectWithRole> {
    const row = await this.repo.find(owner, id);
    if (!row) throw notFound();
    return row;
  }

  async get(owner: Owner, id: string): Promise<AvatarProject> {
    return toProject(await this.require(owner, id));
  }

  async byRole(owner: Owner, roleId: string): Promise<AvatarProject[]> {
    return (await this.repo.byRole(owner, roleId)).map(toProject);
  }

  async save(owner: Owner, body: z.output<typeof ProjectSaveBody>): Promise<AvatarProject> {
    const values: ProjectValues = {
      name: body.name,
      ratio: body.ratio,
      width: body.width,
      height: body.height,
      roleId: body.roleId,
      avatarId: body.avatarId,
      voiceId: body.voiceId,
      inputBox: body.inputBox,
    };
    await this.checkLinks(owner, values);
    if (body.id) {
      if (!(await this.repo.update(owner, body.id, values))) throw notFound();
      return this.get(owner, body.id);
    }
    const id = crypto.randomUUID();
    await this.repo.insert({ id, ownerId: owner.ownerId, tenantId: owner.tenantId, ...values });
    return this.get(owner, id);
  }

  async rename(owner: Owner, body: z.output<typeof ProjectRenameBody>): Promise<AvatarProject> {
    if (!(await this.repo.update(owner, body.id, { name: body.name }))) throw notFound();
    return this.get(owner, body.id);
  }

  async copy(owner: Owner, id: string): Promise<AvatarProject> {
    const source = await this.require(owner, id);
    const suffix = ' (copy)';
    const copyId = crypto.randomUUID();
    await this.repo.insert({
      id: copyId,
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      name: `${source.name.slice(0, PROJECT_NAME_MAX - suffix.length)}${suffix}`,
      ratio: source.ratio,
      width: source.width,
      height: source.height,
      roleId: source.roleId,
      avatarId: source.avatarId,
      voiceId: source.voiceId,
      inputBox: source.inputBox,
    });
    return this.get(owner, copyId);
  }

  async delete(owner: Owner, id: string): Promise<void> {
    if (!(await this.repo.delete(owner, id))) throw notFound();
  }

  /** §5: only a saved project that is ready for demo is shared; validity 1..30 days (checked by the contract). */
  async share(owner: Owner, body: z.output<typeof ShareTokenBody>, now = new Date()): Promise<ShareLink> {
    const project = toProject(await this.require(owner, body.projectId));
    if (project.missing.length > 0) throw badRequest('projectNotReady', { missing: project.missing.join(', ') });
    const token = crypto.randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + body.validDays * DAY_MS);
    await this.repo.insertShareToken({ tokenHash: hashShareToken(token), projectId: project.id, expiresAt });
    return { token, expiresAt: expiresAt.toISOString(), path: roomPath(project.id, token) };
  }

  /** The project a share token opens and when the link ends: unknown -> 404, expired -> 403 shareExpired. */
  async openShared(token: string, now = new Date()): Promise<{ project: ProjectWithRole; expiresAt: Date }> {
    const found = await this.repo.findByShareToken(hashShareToken(token));
    if (!found) throw notFound();
    if (found.expiresAt.getTime() <= now.getTime()) throw forbidden('shareExpired');
    return found;
  }

  async requireShared(token: string, now = new Date()): Promise<ProjectWithRole> {
    return (await this.openShared(token, now)).project;
  }

  /** The room's view of a project; refused while it is not ready for demo (§5). */
  toRoom(row: ProjectWithRole): RoomProject {
    const project = toProject(row);
    if (project.missing.length > 0) throw badRequest('projectNotReady', { missing: project.missing.join(', ') });
    const { id, name, ratio, width, height, roleName, avatarId, voiceId, inputBox } = project;
    return { id, name, ratio, width, height, roleName, avatarId, voiceId, inputBox, answerMode: this.catalogues.answerMode() };
  }

  private async checkLinks(owner: Owner, values: ProjectValues): Promise<void> {
    if (values.roleId && !(await this.catalogues.roleExists(owner, values.roleId))) throw badRequest('projectRoleNotFound');
    if (values.avatarId && !avatarById(values.avatarId)) throw badRequest('projectAvatarNotFound');
    if (values.voiceId && !this.catalogues.voiceExists(values.voiceId)) throw badRequest('noRelatedSounds');
  }
}
