import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
const PRODUCTION: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Test runs hash hundreds of passwords; strength is not what they check. */
const FAST_FOR_TESTS: Options = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export class PasswordHasher {
  private readonly options: Options;
  private decoy: Promise<string> | null = null;

  constructor(opts: { fast: boolean }) {
    this.options = opts.fast ? FAST_FOR_TESTS : PRODUCTION;
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /**
   * False for a missing hash (unknown account, or one created by SMS login). That case
   * still verifies against a decoy hash, so response time does not reveal which accounts exist.
   */
  async matches(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.decoy ??= this.hash('decoy password, never matches');
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a failed login, not a server fault.
      return false;
    }
  }
}
