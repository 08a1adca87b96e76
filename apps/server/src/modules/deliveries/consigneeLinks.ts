import {
  consigneeLinkExpiry,
  type DeliveryOrderStatus,
  LOCATION_TYPES,
  type PublicDelivery,
  STOP_FAILURE_REASON_MESSAGES,
  type StopFailureReason,
} from "@armada/domain";
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";
import { enqueueWhatsApp, messagesOfContacts } from "../messaging/index.js";
import {
  type PublicViewerService,
  type TemporaryLiveViewService,
  temporaryLiveViewContacts,
  temporaryLiveViews,
} from "../temporary-live-view/index.js";
import { consigneeLinks } from "./consigneeLinks.tables.js";
import { deliveryOrders, fleetTaskStops, fleetTasks } from "./deliveries.tables.js";
import { deliveryOrderCode } from "./deliveryCodes.js";
import { findStopOutcomes } from "./driver/driverTaskRepository.js";

type TaskRow = typeof fleetTasks.$inferSelect;
type StopRow = typeof fleetTaskStops.$inferSelect;
interface Services {
  temporaryLiveView: TemporaryLiveViewService;
  publicViewer: PublicViewerService;
}

const DONE_STATUSES: readonly DeliveryOrderStatus[] = ["DELIVERED", "FAILED"];

/** The WhatsApp text that brings the consignee their link (Indonesian, like the product's other messages). */
export function consigneeLinkMessage(input: {
  recipientName: string;
  companyName: string;
  orderCode: string;
  licensePlate: string;
  link: string;
}) {
  return [
    `Halo ${input.recipientName},`,
    `pesanan ${input.orderCode} dari ${input.companyName} sedang dikirim dengan kendaraan ${input.licensePlate}.`,
    `Pantau pengiriman Anda di: ${input.link}`,
  ].join("\n");
}

/** The WhatsApp text that tells the consignee their order was delivered (to whom) or failed (why). */
export function consigneeDoneMessage(input: {
  recipientName: string;
  companyName: string;
  orderCode: string;
  delivered: boolean;
  receiverName: string | null;
  failureReason: string | null;
}) {
  const done = input.delivered
    ? `telah diterima${input.receiverName ? ` oleh ${input.receiverName}` : ""}.`
    : `gagal dikirim${input.failureReason ? `: ${input.failureReason}` : "."}`;
  return [
    `Halo ${input.recipientName},`,
    `pesanan ${input.orderCode} dari ${input.companyName} ${done}`,
    input.delivered ? "Terima kasih." : `Silakan hubungi ${input.companyName} untuk pengiriman ulang.`,
  ].join("\n");
}

/**
 * The consignee's tracking link of each delivery order (issue 33), built on the temporary live view: shared with the
 * order's destination contact when its task starts (once per order and task), told "tiba" when the drop is visited,
 * kept some hours after the order is done, and showing that order alone on its public page.
 */
export function createConsigneeLinks({ temporaryLiveView, publicViewer }: Services) {
  /** The link of the stop's order on the stop's task, with the task's vehicle and start. */
  async function linkOf(tx: DbExecutor, stop: StopRow) {
    if (stop.deliveryOrderId === null) return null;
    const [link] = await tx
      .select({ link: consigneeLinks, vehicleId: fleetTasks.vehicleId, startedOn: fleetTasks.startedOn })
      .from(consigneeLinks)
      .innerJoin(fleetTasks, eq(fleetTasks.id, consigneeLinks.fleetTaskId))
      .where(
        and(
          eq(consigneeLinks.fleetTaskId, stop.fleetTaskId),
          eq(consigneeLinks.deliveryOrderId, stop.deliveryOrderId),
        ),
      );
    return link ?? null;
  }

  /** What the consignee's page shows of their order: its status and, once done, its proof or failure. */
  async function deliveryOf(db: DbExecutor, companyId: number, contactId: number) {
    const [row] = await db
      .select({ link: consigneeLinks, status: deliveryOrders.status })
      .from(consigneeLinks)
      .innerJoin(deliveryOrders, eq(deliveryOrders.id, consigneeLinks.deliveryOrderId))
      .where(and(eq(consigneeLinks.companyId, companyId), eq(consigneeLinks.contactId, contactId)));
    if (!row) return null;
    const { fleetTaskId, deliveryOrderId } = row.link;
    const outcomes = await findStopOutcomes(db, companyId, fleetTaskId);
    const stops = await db
      .select({ id: fleetTaskStops.id, activity: fleetTaskStops.activity })
      .from(fleetTaskStops)
      .where(
        and(eq(fleetTaskStops.fleetTaskId, fleetTaskId), eq(fleetTaskStops.deliveryOrderId, deliveryOrderId)),
      );
    const drops = new Set(stops.filter((stop) => stop.activity === "DROP").map((stop) => stop.id));
    const own = outcomes.filter((outcome) => stops.some((stop) => stop.id === outcome.stopId));
    // the drop's proof, else the failure that ended the order (a pickup failed)
    const outcome =
      own.find((candidate) => drops.has(candidate.stopId)) ??
      own.find((candidate) => candidate.outcome === "FAILED");
    const done = DONE_STATUSES.includes(row.status) ? outcome : undefined;
    const delivery: PublicDelivery = {
      code: deliveryOrderCode(deliveryOrderId),
      status: row.status,
      doneOn: done?.happenedOn.toISOString() ?? null,
      receiverName: done?.outcome === "DELIVERED" ? done.receiverName : null,
      hasPhoto: done?.outcome === "DELIVERED" && done.photoUrl !== null,
      failureReason: done?.outcome === "FAILED" ? done.failureReason : null,
    };
    return { delivery, photoUrl: delivery.hasPhoto ? (done?.photoUrl ?? null) : null };
  }

  /** Tells the link's consignee, once per outcome (the outbox's idempotency key), that the order was done. */
  async function noticeDone(tx: DbExecutor, companyId: number, link: typeof consigneeLinks.$inferSelect) {
    const found = await deliveryOf(tx, companyId, link.contactId);
    if (!found || !DONE_STATUSES.includes(found.delivery.status)) return;
    const [row] = await tx
      .select({ contact: temporaryLiveViewContacts, companyName: companies.name })
      .from(temporaryLiveViewContacts)
      .innerJoin(companies, eq(companies.id, temporaryLiveViewContacts.companyId))
      .where(
        and(
          eq(temporaryLiveViewContacts.companyId, companyId),
          eq(temporaryLiveViewContacts.contactId, link.contactId),
        ),
      );
    if (!row) return;
    const delivered = found.delivery.status === "DELIVERED";
    await enqueueWhatsApp(tx, {
      companyId,
      recipientPhone: row.contact.phoneNumber,
      kind: delivered ? "delivered" : "delivery-failed",
      idempotencyKey: `consignee-done:${link.id}:${found.delivery.status}`,
      temporaryLvId: link.temporaryLvId,
      contactId: link.contactId,
      body: consigneeDoneMessage({
        recipientName: row.contact.label,
        companyName: row.companyName,
        orderCode: found.delivery.code,
        delivered,
        receiverName: found.delivery.receiverName,
        failureReason: found.delivery.failureReason
          ? (STOP_FAILURE_REASON_MESSAGES[found.delivery.failureReason as StopFailureReason] ??
            found.delivery.failureReason)
          : null,
      }),
    });
  }

  return {
    deliveryOf,

    /**
     * The consignee links of the company's order, newest first, as operators see them on the DO: to whom and when it
     * was sent, the WhatsApp messages and their delivery, how often it was opened, and when it ends or ended.
     */
    async linksOfOrder(db: DbExecutor, companyId: number, deliveryOrderId: number, now: Date) {
      const rows = await db
        .select({
          link: consigneeLinks,
          contact: temporaryLiveViewContacts,
          expiresOn: temporaryLiveViews.expiresOn,
          deletedOn: temporaryLiveViews.deletedOn,
        })
        .from(consigneeLinks)
        .innerJoin(
          temporaryLiveViewContacts,
          eq(temporaryLiveViewContacts.contactId, consigneeLinks.contactId),
        )
        .innerJoin(temporaryLiveViews, eq(temporaryLiveViews.temporaryLvId, consigneeLinks.temporaryLvId))
        .where(
          and(eq(consigneeLinks.companyId, companyId), eq(consigneeLinks.deliveryOrderId, deliveryOrderId)),
        )
        .orderBy(desc(consigneeLinks.id));
      const messages = await messagesOfContacts(
        db,
        rows.map((row) => row.contact.contactId),
      );
      return rows.map(({ link, contact, expiresOn, deletedOn }) => ({
        fleetTaskId: link.fleetTaskId,
        recipientName: contact.label,
        recipientPhone: contact.phoneNumber,
        sentOn: link.createdOn.toISOString(),
        openCount: contact.openCount,
        lastOpenedOn: contact.lastOpenedOn?.toISOString() ?? null,
        expiresOn: expiresOn.toISOString(),
        isExpired: deletedOn !== null || expiresOn <= now,
        messages: messages
          .filter((message) => message.contactId === contact.contactId)
          .map((message) => ({
            kind: message.kind,
            status: message.status,
            createdOn: message.createdOn.toISOString(),
            updatedOn: message.updatedOn.toISOString(),
          })),
      }));
    },

    /**
     * The task starts: each of its orders with a destination phone gets its link, the WhatsApp message queued in the
     * same transaction. An order that has its link on this task gets nothing again.
     */
    async share(tx: DbExecutor, user: AuthUser, task: TaskRow) {
      if (task.vehicleId === null) return;
      const [vehicle] = await tx
        .select({ licensePlate: vehicles.licensePlate })
        .from(vehicles)
        .where(eq(vehicles.id, task.vehicleId));
      const orderIds = tx
        .select({ id: fleetTaskStops.deliveryOrderId })
        .from(fleetTaskStops)
        .where(eq(fleetTaskStops.fleetTaskId, task.id));
      const orders = await tx
        .select()
        .from(deliveryOrders)
        .leftJoin(
          consigneeLinks,
          and(eq(consigneeLinks.deliveryOrderId, deliveryOrders.id), eq(consigneeLinks.fleetTaskId, task.id)),
        )
        .where(
          and(
            eq(deliveryOrders.companyId, task.companyId),
            inArray(deliveryOrders.id, orderIds),
            isNotNull(deliveryOrders.destinationContactPhone),
            isNull(consigneeLinks.id),
          ),
        )
        .orderBy(deliveryOrders.id);
      const startedOn = task.startedOn ?? new Date();
      for (const { delivery_orders: order } of orders) {
        if (!order.destinationContactPhone || !vehicle) continue;
        const orderCode = deliveryOrderCode(order.id);
        const recipientName = order.destinationContactName ?? order.customerName;
        const { temporaryLvId, contactIds } = await temporaryLiveView.shareInTransaction(tx, user, {
          name: `Pengiriman ${orderCode}`,
          note: null,
          pickedColumns: ["lastSeen"],
          vehicleIds: [task.vehicleId],
          expiresOn: consigneeLinkExpiry(startedOn, null),
          contacts: [
            {
              label: recipientName,
              phoneNumber: order.destinationContactPhone,
              location: {
                name: order.destinationAddress,
                fullName: order.destinationAddress,
                lat: order.destinationLat,
                lng: order.destinationLng,
                ...(order.destinationGeofenceId === null
                  ? { type: LOCATION_TYPES.places }
                  : { id: order.destinationGeofenceId, type: LOCATION_TYPES.savedAddress }),
              },
            },
          ],
          asksReceipt: true,
          message: ({ link }) =>
            consigneeLinkMessage({
              recipientName,
              companyName: user.companyName,
              orderCode,
              licensePlate: vehicle.licensePlate,
              link,
            }),
        });
        const [contactId] = contactIds;
        if (contactId === undefined) continue;
        await tx.insert(consigneeLinks).values({
          companyId: task.companyId,
          fleetTaskId: task.id,
          deliveryOrderId: order.id,
          temporaryLvId,
          contactId,
        });
      }
    },

    /**
     * After a stop of the order was visited or done (its order now `orderStatus`): a drop visited tells the consignee
     * "tiba" (once, with the arrival worker's notices); an order done keeps its link some hours more from `at`, and its
     * consignee is told it was delivered (to whom) or failed (why), once each.
     */
    async afterStop(
      tx: DbExecutor,
      stop: StopRow,
      visited: boolean,
      orderStatus: DeliveryOrderStatus,
      at: Date,
    ) {
      const found = await linkOf(tx, stop);
      if (!found) return;
      if (visited && stop.activity === "DROP" && found.vehicleId !== null)
        await temporaryLiveView.noticeArrivedInTransaction(tx, {
          contactId: found.link.contactId,
          vehicleId: found.vehicleId,
        });
      if (DONE_STATUSES.includes(orderStatus)) {
        await temporaryLiveView.setExpiryInTransaction(
          tx,
          stop.companyId,
          found.link.temporaryLvId,
          consigneeLinkExpiry(found.startedOn ?? at, at),
        );
        await noticeDone(tx, stop.companyId, found.link);
      }
    },

    /** The task was canceled while it ran: the links of its orders not done end now (a done one keeps its proof). */
    async endWithTask(tx: DbExecutor, task: TaskRow, at: Date) {
      const links = await tx
        .select({ temporaryLvId: consigneeLinks.temporaryLvId, status: deliveryOrders.status })
        .from(consigneeLinks)
        .innerJoin(deliveryOrders, eq(deliveryOrders.id, consigneeLinks.deliveryOrderId))
        .where(eq(consigneeLinks.fleetTaskId, task.id));
      for (const link of links)
        if (!DONE_STATUSES.includes(link.status))
          await temporaryLiveView.setExpiryInTransaction(tx, task.companyId, link.temporaryLvId, at);
    },

    /** Tells the open consignee pages and the arrival worker of the task's links that the task changed. */
    async announce(db: DbExecutor, companyId: number, fleetTaskId: number) {
      const links = await db
        .select({ temporaryLvId: consigneeLinks.temporaryLvId })
        .from(consigneeLinks)
        .where(and(eq(consigneeLinks.companyId, companyId), eq(consigneeLinks.fleetTaskId, fleetTaskId)));
      for (const link of links) temporaryLiveView.changed(companyId, link.temporaryLvId);
    },

    /** Fills the public viewer's extension point: a consignee's link shows its order and its photo. */
    register(db: DbExecutor, photoFile: (url: string) => { path: string; mime: string } | null) {
      publicViewer.useDelivery(async (companyId, contactId) => {
        const found = await deliveryOf(db, companyId, contactId);
        if (!found) return null;
        return { delivery: found.delivery, photo: found.photoUrl ? photoFile(found.photoUrl) : null };
      });
    },
  };
}

export type ConsigneeLinks = ReturnType<typeof createConsigneeLinks>;
