import type { AppDb } from '../../../kernel/db/client.ts';
import type { Messenger } from '../mail/index.ts';
import { systemClock, type Clock } from '../../../kernel/clock.ts';
import { CodeSender } from './code-sender.ts';
import { DeleteTicketsRepo } from './delete-tickets-repo.ts';
import { PasswordHasher } from './passwords.ts';
import { noStorageUsage, type AccountDeletedHook, type StorageUsagePort } from './ports.ts';
import { Profiles } from './profile.ts';
import { RateLimiter } from '../../../kernel/rate-limit/rate-limiter.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../../kernel/rate-limit/rate-limits.ts';
import { SecurityFlows } from './security.ts';
import type { SessionStore } from '../../../kernel/tenancy/sessions.ts';
import { SignInFlows } from './sign-in.ts';
import { SliderRepo } from './slider/slider-repo.ts';
import { SliderService } from './slider/slider-service.ts';
import type { TenantDirectory } from '../../../kernel/tenancy/tenancy.ts';
import { TenancyRepo } from '../../../kernel/tenancy/tenancy-repo.ts';
import { UserDirectory } from './users.ts';
import { VerificationCodes } from './verification-codes.ts';
import { Workspaces } from './workspaces.ts';

export interface AccountsDeps {
  db: AppDb;
  sessions: SessionStore;
  tenants: TenantDirectory;
  messenger: Messenger;
  /** Cheap password hashing (test runs). */
  fastHashing: boolean;
  clock?: Clock;
  limits?: RateLimitSettings;
  storageUsage?: StorageUsagePort;
}

/**
 * Everything about accounts, as one service with a part per concern. Other modules plug
 * in through `storageUsage` (quota shown in UserInfo) and `onAccountDeleted` (clean-up).
 */
export class AccountsService {
  /** Called, in order, after an account is deleted. */
  readonly onAccountDeleted: AccountDeletedHook[] = [];
  /** Replace with the storage service once it exists (createServices does). */
  storageUsage: StorageUsagePort;

  readonly clock: Clock;
  readonly users: UserDirectory;
  readonly passwords: PasswordHasher;
  readonly slider: SliderService;
  readonly codes: CodeSender;
  readonly profiles: Profiles;
  readonly signIn: SignInFlows;
  readonly security: SecurityFlows;
  readonly workspaces: Workspaces;

  constructor(deps: AccountsDeps) {
    this.clock = deps.clock ?? systemClock;
    this.storageUsage = deps.storageUsage ?? noStorageUsage;
    const limits = deps.limits ?? DEFAULT_RATE_LIMITS;
    const limiter = new RateLimiter(deps.db, this.clock);
    const codes = new VerificationCodes(deps.db, this.clock);
    this.users = new UserDirectory(deps.db, (userId) => deps.sessions.forgetUser(userId));
    this.passwords = new PasswordHasher({ fast: deps.fastHashing });
    this.slider = new SliderService(new SliderRepo(deps.db), this.clock, limiter, limits);
    this.codes = new CodeSender(this.users, codes, this.slider, limiter, limits, deps.messenger);
    this.profiles = new Profiles(deps.tenants, deps.sessions, this.clock, () => this.storageUsage);
    this.signIn = new SignInFlows(this.users, codes, this.slider, this.passwords, deps.sessions, this.profiles, limiter, limits);
    this.security = new SecurityFlows(
      new DeleteTicketsRepo(deps.db),
      this.clock,
      this.users,
      codes,
      this.passwords,
      deps.sessions,
      limiter,
      limits,
      this.onAccountDeleted,
    );
    this.workspaces = new Workspaces(new TenancyRepo(deps.db), deps.tenants, this.users, this.profiles);
  }

  /**
   * The operator account from ADMIN_EMAIL / ADMIN_PASSWORD: created, or made admin with
   * that password, at every start. Its password is the operator's choice and is not held
   * to the sign-up rules.
   */
  async ensureOperator(email: string, password: string): Promise<void> {
    const existing = await this.users.byEmail(email);
    if (!existing) {
      await this.users.create({ email, passwordHash: await this.passwords.hash(password), isAdmin: true });
      return;
    }
    const samePassword = await this.passwords.matches(existing.passwordHash, password);
    await this.users.update(existing.id, { isAdmin: true, ...(samePassword ? {} : { passwordHash: await this.passwords.hash(password) }) });
  }
}
