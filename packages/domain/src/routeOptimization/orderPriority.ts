import { z } from "zod";

/**
 * A delivery order's priority for route planning (Rendah, Normal, Tinggi, Mendesak): when not every order fits the
 * vehicles, the plan keeps the higher ones and leaves the lower ones unassigned.
 */
export const ORDER_PRIORITIES = ["LOW", "NORMAL", "HIGH", "URGENT"] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export const orderPrioritySchema = z.enum(ORDER_PRIORITIES);

/** 0 (LOW) … 3 (URGENT); an unknown or absent priority is NORMAL. */
export const priorityRank = (priority: string | null | undefined): number => {
  const rank = ORDER_PRIORITIES.indexOf(priority as OrderPriority);
  return rank < 0 ? 1 : rank;
};
