import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import { createAuthService } from "./modules/auth/authService.js";
import { createCompanyService } from "./modules/company/companyService.js";

/** The application's services over one database: built once in the composition root. */
export function createServices(db: Db, config: Config) {
  return {
    db,
    config,
    auth: createAuthService(db, { sessionTtlMs: config.sessionTtlMs, throttle: config.loginThrottle }),
    company: createCompanyService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
