/**
 * The server test factory: what a test needs to exist before it can ask its question.
 * - users.ts: logged-in users (plan flags, admin) and enterprise workspaces, straight into the database;
 * - accounts-app.ts: the account API on a manual clock with a capturing messenger (sign-up the real way);
 * - server.ts: a real listening server (for HTTP clients such as the S3 SDK);
 * - projects.ts: video project bodies (pages with avatar, script, subtitles);
 * - test-app.ts: the API-test harness (useTestApp: app, users, call/upload, set up and torn down);
 * - http.ts: an API call as a factory user (app.inject, envelope typed);
 * - files.ts, waiting.ts: what is left on disk; polling for an asynchronous outcome.
 * Every part runs on PGlite and PostgreSQL alike (see ../databases.ts).
 */
export {
  AccountsHarness,
  humanTrail,
  useAccountsHarness,
  randomIp,
  uniqueEmail,
  uniquePhone,
  type CallOptions,
  type CallResult,
} from './accounts-app.ts';
export { filesUnder } from './files.ts';
export { ffmpegBytes, redPng, zeroPng } from './media.ts';
export { multipartBody, type FormFile } from './multipart.ts';
export { callAs, type Envelope } from './http.ts';
export { avatarWithTags, page, twoPageProject } from './projects.ts';
export { startServer, type RunningServer } from './server.ts';
export { useTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
export {
  createTestUser,
  createTestWorkspace,
  setTestUserPlan,
  STRONG_PASSWORD,
  userRow,
  type TestUser,
  type TestUserOptions,
} from './users.ts';
export { eventually, nextMillisecond } from './waiting.ts';
export { matchedVoiceProfile } from './voice-profiles.ts';
