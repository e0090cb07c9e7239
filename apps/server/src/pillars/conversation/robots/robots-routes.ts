import { z } from 'zod';
import {
  ChargeSaveBody,
  ChargeSetting,
  DefaultState,
  DefaultStateEnableBody,
  DefaultStateSaveBody,
  DeviceAnswer,
  EventQuery,
  NavigationTask,
  ok,
  Robot,
  ROBOT_PATHS,
  RobotControlBody,
  RobotCreated,
  RobotEventRecord,
  RobotIdQuery,
  RobotOfQuery,
  RobotPageQuery,
  RobotQuery,
  RobotRegisterBody,
  RobotRenameBody,
  RobotReportRecord,
  StatusReportBody,
  TaskQuery,
  TaskSaveBody,
} from '@orator/shared';
import { requireAuth, tokenOf } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { ownerOf } from './owner.ts';
import type { RobotsService } from './module-service.ts';

const tags = ['robots'];
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });
const done = envelopeOf(z.null());

/** ROBOT_PATHS (thin: parse, check the session or the robot token, call the service, wrap in the envelope). */
export function registerRobotRoutes(app: ZodApp, { robots, settings }: RobotsService): void {
  const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));

  // ---------------------------------------------------------------- robots
  app.get(ROBOT_PATHS.page, { schema: { tags, querystring: RobotQuery, response: { 200: envelopeOf(pageOf(Robot)) } } }, async (request) =>
    ok(await robots.page(owner(request), request.query)),
  );
  app.get(ROBOT_PATHS.get, { schema: { tags, querystring: RobotIdQuery, response: { 200: envelopeOf(Robot) } } }, async (request) =>
    ok(await robots.get(owner(request), request.query.id)),
  );
  app.post(
    ROBOT_PATHS.register,
    { schema: { tags, body: RobotRegisterBody, response: { 200: envelopeOf(RobotCreated) } } },
    async (request) => ok(await robots.register(owner(request), request.body)),
  );
  app.post(ROBOT_PATHS.rename, { schema: { tags, body: RobotRenameBody, response: { 200: envelopeOf(Robot) } } }, async (request) =>
    ok(await robots.rename(owner(request), request.body.id, request.body.name)),
  );
  app.post(
    ROBOT_PATHS.regenerateToken,
    { schema: { tags, querystring: RobotIdQuery, response: { 200: envelopeOf(RobotCreated) } } },
    async (request) => ok(await robots.regenerateToken(owner(request), request.query.id)),
  );
  app.get(ROBOT_PATHS.delete, { schema: { tags, querystring: RobotIdQuery, response: { 200: done } } }, async (request) => {
    await robots.delete(owner(request), request.query.id);
    return ok(null);
  });
  app.post(ROBOT_PATHS.control, { schema: { tags, body: RobotControlBody, response: { 200: envelopeOf(Robot) } } }, async (request) =>
    ok(await robots.control(owner(request), request.body)),
  );

  // ---------------------------------------------------------------- navigation tasks
  app.get(
    ROBOT_PATHS.taskPage,
    { schema: { tags, querystring: TaskQuery, response: { 200: envelopeOf(pageOf(NavigationTask)) } } },
    async (request) => ok(await settings.taskPage(owner(request), request.query)),
  );
  app.get(
    ROBOT_PATHS.task,
    { schema: { tags, querystring: RobotIdQuery, response: { 200: envelopeOf(NavigationTask) } } },
    async (request) => ok(await settings.task(owner(request), request.query.id)),
  );
  app.post(ROBOT_PATHS.taskSave, { schema: { tags, body: TaskSaveBody, response: { 200: envelopeOf(NavigationTask) } } }, async (request) =>
    ok(await settings.saveTask(owner(request), request.body)),
  );
  app.get(ROBOT_PATHS.taskDelete, { schema: { tags, querystring: RobotIdQuery, response: { 200: done } } }, async (request) => {
    await settings.deleteTask(owner(request), request.query.id);
    return ok(null);
  });

  // ---------------------------------------------------------------- default states
  app.get(
    ROBOT_PATHS.defaultPage,
    { schema: { tags, querystring: RobotPageQuery, response: { 200: envelopeOf(pageOf(DefaultState)) } } },
    async (request) => ok(await settings.defaultPage(owner(request), request.query.robotId, request.query)),
  );
  app.post(
    ROBOT_PATHS.defaultSave,
    { schema: { tags, body: DefaultStateSaveBody, response: { 200: envelopeOf(DefaultState) } } },
    async (request) => ok(await settings.saveDefault(owner(request), request.body)),
  );
  app.post(
    ROBOT_PATHS.defaultEnable,
    { schema: { tags, body: DefaultStateEnableBody, response: { 200: envelopeOf(DefaultState) } } },
    async (request) => ok(await settings.enableDefault(owner(request), request.body.id, request.body.enabled)),
  );
  app.get(ROBOT_PATHS.defaultDelete, { schema: { tags, querystring: RobotIdQuery, response: { 200: done } } }, async (request) => {
    await settings.deleteDefault(owner(request), request.query.id);
    return ok(null);
  });

  // ---------------------------------------------------------------- charge setting
  app.get(
    ROBOT_PATHS.charge,
    { schema: { tags, querystring: RobotOfQuery, response: { 200: envelopeOf(ChargeSetting.nullable()) } } },
    async (request) => ok(await settings.charge(owner(request), request.query.robotId)),
  );
  app.post(
    ROBOT_PATHS.chargeSave,
    { schema: { tags, body: ChargeSaveBody, response: { 200: envelopeOf(ChargeSetting) } } },
    async (request) => ok(await settings.saveCharge(owner(request), request.body)),
  );

  // ---------------------------------------------------------------- history
  app.get(
    ROBOT_PATHS.events,
    { schema: { tags, querystring: EventQuery, response: { 200: envelopeOf(pageOf(RobotEventRecord)) } } },
    async (request) => ok(await settings.events(owner(request), request.query.robotId, request.query.group, request.query)),
  );
  app.get(
    ROBOT_PATHS.reports,
    { schema: { tags, querystring: RobotPageQuery, response: { 200: envelopeOf(pageOf(RobotReportRecord)) } } },
    async (request) => ok(await settings.reports(owner(request), request.query.robotId, request.query)),
  );

  // ---------------------------------------------------------------- device API (robot token, not a session)
  app.post(
    ROBOT_PATHS.deviceReport,
    { schema: { tags, body: StatusReportBody, response: { 200: envelopeOf(DeviceAnswer) } } },
    async (request) => ok(await robots.report(tokenOf(request), request.body)),
  );
  app.get(ROBOT_PATHS.deviceCommand, { schema: { tags, response: { 200: envelopeOf(DeviceAnswer) } } }, async (request) =>
    ok(await robots.lastCommands(tokenOf(request))),
  );
}
