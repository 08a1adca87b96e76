import { index, integer, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";
import { temporaryLiveViewContacts, temporaryLiveViews } from "../temporary-live-view/index.js";
import { deliveryOrders, fleetTasks } from "./deliveries.tables.js";

/**
 * The consignee's tracking link of a delivery order on a started fleet task (issue 33): a temporary live view of the
 * task's vehicle with the order's destination contact as its one recipient. One per order and task, so a start
 * replayed or repeated shares nothing twice.
 */
export const consigneeLinks = pgTable(
  "consignee_links",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fleetTaskId: integer("fleet_task_id")
      .notNull()
      .references(() => fleetTasks.id, { onDelete: "cascade" }),
    deliveryOrderId: integer("delivery_order_id")
      .notNull()
      .references(() => deliveryOrders.id, { onDelete: "cascade" }),
    temporaryLvId: integer("temporary_lv_id")
      .notNull()
      .references(() => temporaryLiveViews.temporaryLvId, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => temporaryLiveViewContacts.contactId, { onDelete: "cascade" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    /** When the consignee confirmed the delivery by a WhatsApp reply ("diterima") after "tiba" (issue 40). */
    confirmedByConsigneeOn: timestamp("confirmed_by_consignee_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("consignee_links_task_order_uq").on(table.fleetTaskId, table.deliveryOrderId),
    index("consignee_links_view_idx").on(table.temporaryLvId),
  ],
);
