/**
 * The consignee's tracking link (issue 33): a temporary live view of the task's vehicle for the order's destination
 * contact, from the task's start until some hours after the order's last stop is done.
 */

/** How long the link stays open after the order was delivered or failed, so the consignee can see the proof. */
export const CONSIGNEE_LINK_HOURS_AFTER_DONE = 6;

/** How long the link is open while the order is still on its way (a long trip ends it with its last stop). */
export const CONSIGNEE_LINK_HOURS_WHILE_RUNNING = 48;

const HOUR_MS = 3_600_000;

/** The link's end: some hours after the order's last stop was done, else a while after the task started. */
export function consigneeLinkExpiry(startedOn: Date, doneOn: Date | null): Date {
  return doneOn
    ? new Date(doneOn.getTime() + CONSIGNEE_LINK_HOURS_AFTER_DONE * HOUR_MS)
    : new Date(startedOn.getTime() + CONSIGNEE_LINK_HOURS_WHILE_RUNNING * HOUR_MS);
}
