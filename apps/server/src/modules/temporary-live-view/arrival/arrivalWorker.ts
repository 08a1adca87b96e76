import {
  type ArrivalNotice,
  type ArrivalState,
  arrivalStep,
  buildTemporaryLiveViewLink,
  MOVING_SPEED_KMH,
  type VehicleUpdate,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db, DbExecutor } from "../../../db/database.js";
import { enqueueWhatsApp } from "../../messaging/index.js";
import { type ArrivalTarget, loadArrivalTargets, markNoticeSent } from "./arrivalTargets.js";

/** Where the notices' links lead, and the Cloud API template of a consignee's "arrived" notice (null: none). */
export interface ArrivalNoticeSettings {
  publicUrl: string;
  /**
   * `WHATSAPP_META_RECEIPT_TEMPLATE`: a template with the quick-reply buttons "Diterima" and "Belum diterima" (its
   * parameters the recipient's name, the plate and the destination); the buttons come back as the reply's text
   */
  receiptTemplate: string | null;
}

export interface ArrivalWorkerOptions extends ArrivalNoticeSettings {
  /** how often the list of contacts waiting for vehicles is reloaded */
  refreshMs?: number;
  now?: () => Date;
}

/** What a consignee is asked with the "arrived" notice; the inbox's rules read "diterima" and "belum" (issue 40). */
export const RECEIPT_QUESTION = "Balas DITERIMA bila barang sudah Anda terima, atau BELUM bila belum.";

const pairKey = (contactId: number, vehicleId: number) => `${contactId}|${vehicleId}`;

export function arrivalMessage(
  target: ArrivalTarget,
  notice: ArrivalNotice,
  etaSeconds: number,
  distanceMeters: number,
  link: string,
) {
  if (notice === "arrived") {
    const arrived = `Halo ${target.label}, kendaraan ${target.licensePlate} telah tiba di ${target.destinationName}.`;
    return target.asksReceipt ? `${arrived}\n${RECEIPT_QUESTION}` : arrived;
  }
  const minutes = Math.max(1, Math.round(etaSeconds / 60));
  const km = (distanceMeters / 1000).toLocaleString("id-ID", { maximumFractionDigits: 1 });
  return [
    `Halo ${target.label}, kendaraan ${target.licensePlate} hampir tiba di ${target.destinationName}.`,
    `Perkiraan ${minutes} menit lagi (± ${km} km).`,
    `Pantau posisinya: ${link}`,
  ].join("\n");
}

/**
 * A notice's template on the Cloud API: a consignee's "arrived" goes through the receipt template where there is one
 * (its quick-reply buttons answer it), every other notice through the default template with these parameters.
 */
export function arrivalTemplate(
  settings: ArrivalNoticeSettings,
  target: ArrivalTarget,
  notice: ArrivalNotice,
  etaSeconds: number,
): { templateName?: string; templateParams: string[] } {
  const { label, licensePlate, destinationName } = target;
  if (notice === "arrived" && target.asksReceipt && settings.receiptTemplate !== null)
    return { templateName: settings.receiptTemplate, templateParams: [label, licensePlate, destinationName] };
  return { templateParams: [label, licensePlate, destinationName, String(Math.round(etaSeconds / 60))] };
}

/**
 * Queues the contact's notice in the caller's transaction, once: nothing when it was sent before (by this worker or
 * by whoever knew first, e.g. the driver's "Tiba"). Answers whether it was queued.
 */
export async function queueArrivalNotice(
  tx: DbExecutor,
  settings: ArrivalNoticeSettings,
  target: ArrivalTarget,
  step: { notice: ArrivalNotice; etaSeconds: number; distanceMeters: number; at: Date },
): Promise<boolean> {
  if (!(await markNoticeSent(tx, target.contactId, target.vehicleId, step.notice, step.at))) return false;
  const link = buildTemporaryLiveViewLink(
    settings.publicUrl,
    target.temporaryLvId,
    target,
    target.contactKey,
  );
  await enqueueWhatsApp(tx, {
    companyId: target.companyId,
    recipientPhone: target.phoneNumber,
    kind: step.notice === "arrived" ? "arrived" : "arrival-soon",
    idempotencyKey: `arrival:${target.contactId}:${target.vehicleId}:${step.notice}`,
    temporaryLvId: target.temporaryLvId,
    contactId: target.contactId,
    body: arrivalMessage(target, step.notice, step.etaSeconds, step.distanceMeters, link),
    ...arrivalTemplate(settings, target, step.notice, step.etaSeconds),
  });
  return true;
}

/**
 * Follows the live positions of the vehicles of active temporary views and tells each contact with a
 * destination, by WhatsApp, once when a vehicle is almost there and once when it has arrived.
 * Positions are handled one after another, so two updates of a vehicle cannot race.
 */
export function startArrivalWorker(
  db: Db,
  bus: EventBus,
  logger: FastifyBaseLogger,
  options: ArrivalWorkerOptions,
) {
  const now = options.now ?? (() => new Date());
  let targetsByVehicle = new Map<number, ArrivalTarget[]>();
  const states = new Map<string, ArrivalState>();
  /** recent moving speed per vehicle (exponential average of updates at or above walking pace) */
  const speeds = new Map<number, number>();
  let queue: Promise<unknown> = Promise.resolve();

  async function refresh() {
    const targets = await loadArrivalTargets(db, now());
    const next = new Map<number, ArrivalTarget[]>();
    for (const target of targets) {
      next.set(target.vehicleId, [...(next.get(target.vehicleId) ?? []), target]);
      const key = pairKey(target.contactId, target.vehicleId);
      const known = states.get(key);
      states.set(key, {
        approachingSent: target.approachingSent || (known?.approachingSent ?? false),
        arrivedSent: target.arrivedSent || (known?.arrivedSent ?? false),
        insideSince: known?.insideSince ?? null,
      });
    }
    targetsByVehicle = next;
  }

  async function handle(update: VehicleUpdate) {
    if (update.speed >= MOVING_SPEED_KMH) {
      const previous = speeds.get(update.vehicleId);
      speeds.set(
        update.vehicleId,
        previous === undefined ? update.speed : previous * 0.8 + update.speed * 0.2,
      );
    }
    for (const target of targetsByVehicle.get(update.vehicleId) ?? []) {
      const key = pairKey(target.contactId, target.vehicleId);
      const step = arrivalStep(
        states.get(key) ?? { approachingSent: false, arrivedSent: false, insideSince: null },
        {
          lat: update.latitude,
          lng: update.longitude,
          speedKmh: update.speed,
          time: new Date(update.fixTime),
        },
        target.destination,
        speeds.get(update.vehicleId),
        target.thresholds,
      );
      states.set(key, step.state);
      for (const notice of step.notices) await send(target, notice, step.etaSeconds, step.distanceMeters);
    }
  }

  async function send(
    target: ArrivalTarget,
    notice: ArrivalNotice,
    etaSeconds: number,
    distanceMeters: number,
  ) {
    await db.transaction((tx) =>
      queueArrivalNotice(tx, options, target, { notice, etaSeconds, distanceMeters, at: now() }),
    );
  }

  const unsubscribeChanges = bus.subscribe(topics.allLiveViewChanges, () => {
    refreshing = refreshing
      .then(refresh)
      .catch((error: unknown) => logger.error({ err: error }, "arrival targets load failed"));
  });
  const unsubscribe = bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates) => {
    const relevant = updates.filter(
      (update) => targetsByVehicle.has(update.vehicleId) || update.speed >= MOVING_SPEED_KMH,
    );
    if (relevant.length === 0) return;
    queue = queue
      .then(async () => {
        for (const update of relevant) await handle(update);
      })
      .catch((error: unknown) => logger.error({ err: error }, "arrival notice failed"));
  });

  let refreshing: Promise<void> = refresh().catch((error: unknown) =>
    logger.error({ err: error }, "arrival targets load failed"),
  );
  const timer = setInterval(() => {
    refreshing = refreshing
      .then(refresh)
      .catch((error: unknown) => logger.error({ err: error }, "arrival targets load failed"));
  }, options.refreshMs ?? 30_000);
  timer.unref();

  return {
    /** Reloads the contacts waiting for vehicles now (after a view changed). */
    refresh: () => {
      refreshing = refreshing.then(refresh);
      return refreshing;
    },
    /** Resolves once every update received so far has been handled. */
    idle: () => queue,
    async stop() {
      unsubscribe();
      unsubscribeChanges();
      clearInterval(timer);
      await queue;
      await refreshing;
    },
  };
}

export type ArrivalWorker = ReturnType<typeof startArrivalWorker>;
