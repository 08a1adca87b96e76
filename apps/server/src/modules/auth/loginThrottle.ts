export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failed logins per username+IP in a sliding window. In memory: with several server
 * instances each counts its own share (see docs/decisions.md).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

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
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recentFailures(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recentFailures(key).length === 0) this.failures.delete(key);
    }
  }
}

export const loginThrottleKey = (username: string, ip: string) => `${username.trim().toLowerCase()}|${ip}`;
