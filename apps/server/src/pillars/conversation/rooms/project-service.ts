import crypto from 'node:crypto';
import { avatarById } from '@orator/scene';
import {
  defaultProjectConfig,
  materialIdsOf,
  missingForDemo,
  missingNames,
  ProjectConfig,
  resolveMaterialRefs,
  projectConfigError,
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
import { badRequest, forbidden, notFound } from '../../../kernel/http/app-error.ts';
import { hashShareToken, newShareToken } from '../share-tokens.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { ProjectRepo, ProjectValues, ProjectWithRole } from './project-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the project service asks of the roles and voices modules. */
export interface ProjectCatalogues {
  /** The caller's role exists (another owner's or workspace's role does not). */
  roleExists(owner: Owner, roleId: string): Promise<boolean>;
  /** A catalogue voice, or one of the owner's own ready voices (`profile:{id}`). */
  voiceExists(owner: Owner, voiceId: string): Promise<boolean>;
  answerMode(): 'llm' | 'extractive';
  /** The project uses exactly these of the owner's materials (refused when one is not theirs). */
  linkMaterials(owner: Owner, projectId: string, materialIds: readonly string[]): Promise<void>;
  /** Fresh signed links to the owner's materials, by id. */
  materialLinks(owner: Owner, materialIds: readonly string[]): Promise<Map<string, string>>;
}

export { hashShareToken } from '../share-tokens.ts';

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
    config: readConfig(row.config),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  // A role deleted since it was chosen counts as missing.
  return { ...project, missing: missingForDemo({ ...project, roleId: row.roleName === null ? null : row.roleId }) };
}

/** The stored config, completed with today's defaults (a project saved before a setting existed reads as the default). */
export function readConfig(stored: unknown): ProjectConfig {
  if (stored === null || stored === undefined) return defaultProjectConfig();
  const parsed = ProjectConfig.safeParse(stored);
  return parsed.success ? parsed.data : defaultProjectConfig();
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
    if (body.config) {
      const error = projectConfigError(body.config);
      if (error) throw badRequest(error);
      values.config = body.config;
    } else if (!body.id) values.config = defaultProjectConfig();
    await this.checkLinks(owner, values);
    const id = body.id ?? crypto.randomUUID();
    // Materials are checked before the write, recorded after it (the project must exist to be linked to).
    const materialIds = body.config ? materialIdsOf(body.config) : null;
    if (materialIds && (await this.catalogues.materialLinks(owner, materialIds)).size !== materialIds.length)
      throw badRequest('materialNotFound');
    if (body.id) {
      if (!(await this.repo.update(owner, body.id, values))) throw notFound();
    } else await this.repo.insert({ id, ownerId: owner.ownerId, tenantId: owner.tenantId, ...values });
    if (materialIds) await this.catalogues.linkMaterials(owner, id, materialIds);
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
      config: source.config,
    });
    await this.catalogues.linkMaterials(owner, copyId, materialIdsOf(readConfig(source.config)));
    return this.get(owner, copyId);
  }

  async delete(owner: Owner, id: string): Promise<void> {
    if (!(await this.repo.delete(owner, id))) throw notFound();
    await this.catalogues.linkMaterials(owner, id, []);
  }

  /** §5: only a saved project that is ready for demo is shared; validity 1..30 days (checked by the contract). */
  async share(owner: Owner, body: z.output<typeof ShareTokenBody>, now = new Date()): Promise<ShareLink> {
    const project = toProject(await this.require(owner, body.projectId));
    if (project.missing.length > 0) throw badRequest('projectNotReady', { missing: missingNames(project.missing) });
    const token = newShareToken();
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

  /** The room's view of a project, materials as fresh signed links; refused while it is not ready for demo (§5). */
  async toRoom(row: ProjectWithRole): Promise<RoomProject> {
    const project = toProject(row);
    if (project.missing.length > 0) throw badRequest('projectNotReady', { missing: missingNames(project.missing) });
    const { id, name, ratio, width, height, roleName, avatarId, voiceId, inputBox } = project;
    const links = await this.catalogues.materialLinks({ ownerId: row.ownerId, tenantId: row.tenantId }, materialIdsOf(project.config));
    const config = resolveMaterialRefs(project.config, links);
    return { id, name, ratio, width, height, roleName, avatarId, voiceId, inputBox, config, answerMode: this.catalogues.answerMode() };
  }

  private async checkLinks(owner: Owner, values: ProjectValues): Promise<void> {
    if (values.roleId && !(await this.catalogues.roleExists(owner, values.roleId))) throw badRequest('projectRoleNotFound');
    if (values.avatarId && !avatarById(values.avatarId)) throw badRequest('projectAvatarNotFound');
    if (values.voiceId && !(await this.catalogues.voiceExists(owner, values.voiceId))) throw badRequest('noRelatedSounds');
  }
}
