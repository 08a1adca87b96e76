/** What a change does to one user's standing as an admin (a holder of USER_MANAGE_KEY who can sign in). */
export interface AdminChange {
  actorUserId: number;
  targetUserId: number;
  /** the target is an active admin before the change */
  wasAdmin: boolean;
  /** the target is an active admin after it (deactivated or given a role without the key: false) */
  willBeAdmin: boolean;
  /** active admins of the company before the change, the target included */
  activeAdmins: number;
}

export type AdminChangeRefusal = "CannotRemoveOwnAdmin" | "LastActiveAdmin";

/**
 * Whether a change to a user is refused: an admin never takes away their own admin standing (deactivating or
 * demoting themself), and a company keeps at least one active admin.
 */
export function adminChangeRefusal(change: AdminChange): AdminChangeRefusal | null {
  if (!change.wasAdmin || change.willBeAdmin) return null;
  if (change.actorUserId === change.targetUserId) return "CannotRemoveOwnAdmin";
  if (change.activeAdmins <= 1) return "LastActiveAdmin";
  return null;
}
