export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  /** keys remembered at most; the oldest go first beyond it, so a flood of new keys cannot grow memory */
  maxKeys?: number;
}

/**
 * Counts failed logins per key in a sliding window. In memory: with several server instances each counts its own
 * share (see docs/decisions.md "Login throttling").
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recentFailures(key);
    if (recent.length < this.options.maxFailures) return 0;
    const oldest = recent[recent.length - this.options.maxFailures] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const recent = this.recentFailures(key);
    recent.push(this.now());
    // re-inserted so that the map's order is the order of last failure
    this.failures.delete(key);
    this.failures.set(key, recent.slice(-this.options.maxFailures));
    if (this.failures.size > this.maxKeys) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }

  private recentFailures(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recentFailures(key).length === 0) this.failures.delete(key);
    }
    for (const key of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(key);
    }
  }
}

/** The account's key whatever login name was typed (username or e-mail, any case); the typed name when unknown. */
export const accountThrottleKey = (account: { id: number } | null, login: string, ip: string) =>
  `${account ? `account:${account.id}` : `login:${login.trim().toLowerCase()}`}|${ip}`;
