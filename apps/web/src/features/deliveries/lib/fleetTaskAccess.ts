import { canAll, FLEET_TASK_INSTANT_CRUD_KEYS, TMS_CRUD_KEYS } from "@armada/domain";

/** Full transport (all four tms keys): fleet tasks from delivery orders; otherwise fleet task instant only. */
export const hasFullTransport = (accessKeys: readonly string[]) => canAll(accessKeys, TMS_CRUD_KEYS);

/** May open /fleet-task/ (the menu's rule). */
export const mayPlanFleetTasks = (accessKeys: readonly string[]) =>
  hasFullTransport(accessKeys) || canAll(accessKeys, FLEET_TASK_INSTANT_CRUD_KEYS);
