import crypto from 'node:crypto';
import type { RobotQuery } from '@orator/shared';
import {
  onReport,
  pauseTask,
  resumeTask,
  startTask,
  stopTask,
  type ControlResult,
  type DeviceAnswer,
  type Page,
  type Robot,
  type RobotCommand,
  type RobotControlBody,
  type RobotCreated,
  type RobotMode,
  type StatusReportBody,
} from '@orator/shared';
import type { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../../kernel/http/app-error.ts';
import { isUniqueViolation } from '../../../kernel/db/queryable.ts';
import { contextOf, stateOf, toPlan, toRobot } from './mappers.ts';
import type { Owner } from './owner.ts';
import type { RobotRepo, RobotRow } from './robot-repo.ts';

const TOKEN_PREFIX = 'rbt_';
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => `${TOKEN_PREFIX}${crypto.randomBytes(24).toString('base64url')}`;
const tokenInvalid = () => new AppError('robotTokenInvalid', 401);

/** Robots: registration with a one-time token, the owner's controls, and the device API (the rules decide). */
export class RobotService {
  constructor(private readonly repo: RobotRepo) {}

  async page(owner: Owner, query: z.output<typeof RobotQuery>): Promise<Page<Robot>> {
    const { rows, total } = await this.repo.page(owner, query.keyword, query.page, query.size);
    return { items: await this.withTaskNames(rows), total, page: query.page, size: query.size };
  }

  /** The caller's robot, or 404 (also for another user's or workspace's). */
  async require(owner: Owner, robotId: string): Promise<RobotRow> {
    const row = await this.repo.find(owner, robotId);
    if (!row) throw notFound();
    return row;
  }

  findByUid(owner: Owner, uid: string): Promise<RobotRow | undefined> {
    return this.repo.findByUid(owner, uid);
  }

  async get(owner: Owner, robotId: string): Promise<Robot> {
    const [robot] = await this.withTaskNames([await this.require(owner, robotId)]);
    if (!robot) throw notFound();
    return robot;
  }

  async register(owner: Owner, body: { id: string; name: string }): Promise<RobotCreated> {
    const token = newToken();
    try {
      await this.repo.insert({
        uid: crypto.randomUUID(),
        ownerId: owner.ownerId,
        tenantId: owner.tenantId,
        robotId: body.id,
        name: body.name,
        tokenHash: hashToken(token),
        tokenHint: token.slice(-4),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('robotIdTaken');
      throw error;
    }
    return { robot: await this.get(owner, body.id), apiToken: token };
  }

  async rename(owner: Owner, robotId: string, name: string): Promise<Robot> {
    if (!(await this.repo.update(owner, robotId, { name }))) throw notFound();
    return this.get(owner, robotId);
  }

  async regenerateToken(owner: Owner, robotId: string): Promise<RobotCreated> {
    const token = newToken();
    if (!(await this.repo.update(owner, robotId, { tokenHash: hashToken(token), tokenHint: token.slice(-4) }))) throw notFound();
    return { robot: await this.get(owner, robotId), apiToken: token };
  }

  async delete(owner: Owner, robotId: string): Promise<void> {
    if (!(await this.repo.delete(owner, robotId))) throw notFound();
  }

  /** Start / pause / resume / stop: the state changes now, the robot hears it on its next report. */
  async control(owner: Owner, body: RobotControlBody): Promise<Robot> {
    const robot = await this.require(owner, body.id);
    const outcome = await this.repo.step(
      robot.uid,
      (locked) => {
        const state = stateOf(locked.row);
        let result: ControlResult;
        if (body.action === 'start') {
          const task = body.taskId ? locked.tasks.find((t) => t.id === body.taskId) : undefined;
          if (!task) return { write: null, result: 'taskMissing' as const };
          result = startTask(state, toPlan(task));
        } else if (body.action === 'pause') result = pauseTask(state);
        else if (body.action === 'resume') result = resumeTask(state);
        else result = stopTask(state);
        if (!result.ok) return { write: null, result: result.reason };
        return {
          write: { state: result.state, commands: [], events: result.events, keepReport: false, reported: false },
          result: 'ok' as const,
        };
      },
      { taskId: body.action === 'start' ? body.taskId : undefined },
    );
    if (outcome === undefined || outcome === 'taskMissing') throw notFound();
    if (outcome !== 'ok') throw badRequest(outcome);
    return this.get(owner, body.id);
  }

  // ---------------------------------------------------------------- device API (robot token)

  async deviceByToken(token: string | undefined): Promise<RobotRow> {
    if (!token?.startsWith(TOKEN_PREFIX)) throw tokenInvalid();
    const row = await this.repo.findByTokenHash(hashToken(token));
    if (!row) throw tokenInvalid();
    return row;
  }

  /** One status report through the rules: the next commands, the state, events and battery history written. */
  async report(token: string | undefined, report: StatusReportBody): Promise<DeviceAnswer> {
    const device = await this.deviceByToken(token);
    const answer = await this.repo.step(
      device.uid,
      (locked) => {
        const before = stateOf(locked.row);
        const step = onReport(before, report, contextOf(locked));
        const changed = step.state.battery !== before.battery || step.state.position !== before.position || step.state.mode !== before.mode;
        const acting = step.commands.some((command) => command.type !== 'wait');
        const seq = locked.row.commandSeq + (acting ? 1 : 0);
        return {
          write: { ...step, keepReport: changed || locked.row.lastReportAt === null, reported: true },
          result: { seq, mode: step.state.mode, battery: step.state.battery, commands: step.commands },
        };
      },
      { withIntents: !!report.heard?.trim() },
    );
    if (!answer) throw tokenInvalid(); // deleted between the lookup and the lock
    return answer;
  }

  async lastCommands(token: string | undefined): Promise<DeviceAnswer> {
    const device = await this.deviceByToken(token);
    const commands = device.lastCommands as RobotCommand[];
    return {
      seq: device.commandSeq,
      mode: device.mode as RobotMode,
      battery: device.battery,
      commands: commands.length ? commands : [{ type: 'wait' }],
    };
  }

  private async withTaskNames(rows: RobotRow[]): Promise<Robot[]> {
    const ids = rows.flatMap((row) => [row.taskId, row.pausedTaskId]).filter((id): id is string => !!id);
    const names = await this.repo.taskNames([...new Set(ids)]);
    return rows.map((row) => toRobot(row, names));
  }
}
