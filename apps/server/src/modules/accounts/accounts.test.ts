import { afterAll, beforeAll, describe } from 'vitest';
import { AccountsHarness } from '../../../test/accounts-harness.ts';
import { testDatabases } from '../../../test/databases.ts';
import { rateLimitsSuite } from './rate-limits.suite.ts';
import { securitySuite } from './security.suite.ts';
import { signInSuite } from './sign-in.suite.ts';
import { sliderSuite } from './slider/slider.suite.ts';
import { workspacesSuite } from './workspaces.suite.ts';

const databases = await testDatabases();

/**
 * The account API end to end, on every database. One app per database serves all the
 * suites: starting one (WASM Postgres, migrations, imports) costs more than the tests.
 * Sign-in runs first because it checks that the first account becomes the admin.
 */
describe.each(databases)('accounts on $name', (target) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await AccountsHarness.start(target);
  });
  afterAll(async () => {
    await h.close();
    await target.drop();
  });
  const harness = () => h;

  signInSuite(harness);
  sliderSuite(harness);
  securitySuite(harness);
  workspacesSuite(harness);
  rateLimitsSuite(harness);
});
