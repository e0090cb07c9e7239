import crypto from 'node:crypto';
import type { ChargeSaveBody, DefaultStateSaveBody, TaskSaveBody } from '@orator/shared';
import {
  chargeRuleProblem,
  ROBOT_EVENT_GROUPS,
  type ChargeSetting,
  type DefaultState,
  type NavigationTask,
  type Page,
  type RobotEventGroup,
  type RobotEventRecord,
  type RobotReportRecord,
} from '@orator/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import type { HistoryRepo } from './history-repo.ts';
import { toChargeSetting, toDefaultState, toEventRecord, toReportRecord, toTask } from './mappers.ts';
import type { Owner } from './owner.ts';
import type { RobotService } from './robot-service.ts';
import type { SettingsRepo } from './settings-repo.ts';
import type { TaskRepo } from './task-repo.ts';

type PageArgs = { page: number; size: number };
type SaveTask = z.output<typeof TaskSaveBody>;
type SaveDefault = z.output<typeof DefaultStateSaveBody>;
type SaveCharge = z.output<typeof ChargeSaveBody>;

/** Navigation tasks, a robot's default states and charge setting, and its history pages. */
export class RobotSettingsService {
  constructor(
    private readonly robots: RobotService,
    private readonly tasks: TaskRepo,
    private readonly settings: SettingsRepo,
    private readonly history: HistoryRepo,
  ) {}

  // ---------------------------------------------------------------- tasks

  async taskPage(owner: Owner, query: PageArgs & { keyword?: string }): Promise<Page<NavigationTask>> {
    const { rows, total } = await this.tasks.page(owner, query.keyword, query.page, query.size);
    return { items: rows.map(toTask), total, page: query.page, size: query.size };
  }

  async task(owner: Owner, id: string): Promise<NavigationTask> {
    const row = await this.tasks.find(owner, id);
    if (!row) throw notFound();
    return toTask(row);
  }

  async saveTask(owner: Owner, body: SaveTask): Promise<NavigationTask> {
    const values = {
      name: body.name,
      map: body.map,
      triggerIntent: body.triggerIntent,
      startupCopy: body.startupCopy,
      points: body.points,
    };
    if (body.id) {
      if (!(await this.tasks.update(owner, body.id, values))) throw notFound();
      return this.task(owner, body.id);
    }
    const id = crypto.randomUUID();
    await this.tasks.insert({ id, ownerId: owner.ownerId, tenantId: owner.tenantId, ...values });
    return this.task(owner, id);
  }

  async deleteTask(owner: Owner, id: string): Promise<void> {
    if (!(await this.tasks.delete(owner, id))) throw notFound();
  }

  // ---------------------------------------------------------------- default states

  async defaultPage(owner: Owner, robotId: string, query: PageArgs): Promise<Page<DefaultState>> {
    const robot = await this.robots.require(owner, robotId);
    const { rows, total } = await this.settings.defaultPage(robot.uid, query.page, query.size);
    return { items: rows.map((row) => toDefaultState(row, robotId)), total, page: query.page, size: query.size };
  }

  async saveDefault(owner: Owner, body: SaveDefault): Promise<DefaultState> {
    const robot = await this.robots.require(owner, body.robotId);
    const taskId = body.action === 'runTask' ? (body.taskId ?? null) : null;
    const point = body.action === 'standBy' ? (body.point?.trim() ?? '') || null : null;
    if (body.action === 'runTask' && !taskId) throw badRequest('defaultStateIncomplete');
    if (body.action === 'standBy' && !point) throw badRequest('defaultStateIncomplete');
    if (taskId && !(await this.tasks.find(owner, taskId))) throw notFound();
    const values = { name: body.name, enabled: body.enabled, action: body.action, taskId, point };
    let id = body.id;
    if (id) {
      await this.ownedDefault(owner, id, robot.uid);
      await this.settings.updateDefault(id, values);
    } else {
      id = crypto.randomUUID();
      await this.settings.insertDefault({ id, robotUid: robot.uid, ...values });
    }
    return this.defaultState(owner, id);
  }

  async enableDefault(owner: Owner, id: string, enabled: boolean): Promise<DefaultState> {
    await this.ownedDefault(owner, id);
    await this.settings.updateDefault(id, { enabled });
    return this.defaultState(owner, id);
  }

  async deleteDefault(owner: Owner, id: string): Promise<void> {
    await this.ownedDefault(owner, id);
    await this.settings.deleteDefault(id);
  }

  private async defaultState(owner: Owner, id: string): Promise<DefaultState> {
    const { row, robotId } = await this.ownedDefault(owner, id);
    return toDefaultState(row, robotId);
  }

  /** The default state of one of the caller's robots (of `robotUid` when given), or 404. */
  private async ownedDefault(owner: Owner, id: string, robotUid?: string) {
    const row = await this.settings.defaultState(id);
    const robot = row ? await this.robots.findByUid(owner, row.robotUid) : undefined;
    if (!row || !robot || (robotUid && row.robotUid !== robotUid)) throw notFound();
    return { row, robotId: robot.robotId };
  }

  // ---------------------------------------------------------------- charge setting

  async charge(owner: Owner, robotId: string): Promise<ChargeSetting | null> {
    const robot = await this.robots.require(owner, robotId);
    const row = await this.settings.charge(robot.uid);
    return row ? toChargeSetting(row, robotId) : null;
  }

  async saveCharge(owner: Owner, body: SaveCharge): Promise<ChargeSetting> {
    const robot = await this.robots.require(owner, body.robotId);
    const rule = {
      lowBattery: body.lowBattery,
      workingBattery: body.workingBattery,
      chargingPoint: body.chargingPoint,
      chargingPrompt: body.chargingPrompt,
    };
    const problem = chargeRuleProblem(rule);
    if (problem) throw badRequest(problem);
    await this.settings.saveCharge({ robotUid: robot.uid, ...rule, chargingPoint: rule.chargingPoint.trim() });
    const saved = await this.charge(owner, body.robotId);
    if (!saved) throw notFound();
    return saved;
  }

  // ---------------------------------------------------------------- history

  async events(owner: Owner, robotId: string, group: RobotEventGroup, query: PageArgs): Promise<Page<RobotEventRecord>> {
    const robot = await this.robots.require(owner, robotId);
    const { rows, total } = await this.history.events(robot.uid, ROBOT_EVENT_GROUPS[group], query.page, query.size);
    return { items: rows.map(toEventRecord), total, page: query.page, size: query.size };
  }

  async reports(owner: Owner, robotId: string, query: PageArgs): Promise<Page<RobotReportRecord>> {
    const robot = await this.robots.require(owner, robotId);
    const { rows, total } = await this.history.reports(robot.uid, query.page, query.size);
    return { items: rows.map(toReportRecord), total, page: query.page, size: query.size };
  }
}
