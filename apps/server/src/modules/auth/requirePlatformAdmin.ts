import { forbidden, unauthenticated } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";

/** The platform console's guard: Armada's staff only, whatever access keys a company role holds. */
export function requirePlatformAdmin(user: AuthUser | null): AuthUser {
  if (!user) throw unauthenticated();
  if (!user.isPlatformAdmin) throw forbidden();
  return user;
}
