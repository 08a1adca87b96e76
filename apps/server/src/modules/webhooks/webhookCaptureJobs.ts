import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.js";
import { startLeadership } from "../../db/leadership.js";
import { everyInterval } from "../../everyInterval.js";
import { nowAndEveryInterval } from "../../nowAndEveryInterval.js";
import { notifyOutboxEnqueued } from "../messaging/index.js";
import { relayWebhookCaptures, WEBHOOK_RELAY_LOCK_KEY } from "./webhookCaptureRelay.js";
import type { WebhookInterest } from "./webhookInterest.js";
import {
  scanDeliveryOrderStatusChanges,
  scanDocumentExpiries,
  scanProofsOfDelivery,
} from "./webhookScans.js";

export interface WebhookCaptureTimings {
  /** how often the leader relays captures: at most one `position.reported` per subscription per pass and chunk */
  relayMs: number;
  /** how often proofs of delivery and order status moves are scanned */
  scanMs: number;
  documentScanMs: number;
}

/**
 * The durable sources of webhook events: the capture relay on the leading instance, the proof of delivery and
 * order status scans (cursors) and the document expiry scan (idempotent) on every instance.
 */
export async function startWebhookCaptureJobs(
  database: Database,
  interest: WebhookInterest,
  log: FastifyBaseLogger,
  timings: WebhookCaptureTimings,
) {
  const db = database.db;
  const woken = (queued: number) => {
    if (queued > 0) notifyOutboxEnqueued();
  };
  let stopRelay: (() => Promise<void>) | null = null;
  const relayLead = await startLeadership(
    database,
    WEBHOOK_RELAY_LOCK_KEY,
    {
      lead() {
        stopRelay = everyInterval(
          async () => {
            for (;;) {
              const pass = await relayWebhookCaptures(db);
              woken(pass.queued);
              if (pass.captures === 0) return;
            }
          },
          timings.relayMs,
          log,
          "webhook captures not relayed",
        );
      },
      async follow() {
        await stopRelay?.();
        stopRelay = null;
      },
    },
    log,
  );
  const scans = nowAndEveryInterval(
    async () => {
      woken(await scanProofsOfDelivery(db, interest));
      woken(await scanDeliveryOrderStatusChanges(db, interest));
    },
    timings.scanMs,
    log,
    "proofs of delivery and order statuses not scanned for webhooks",
  );
  const documentExpiries = nowAndEveryInterval(
    async () => woken(await scanDocumentExpiries(db, interest)),
    timings.documentScanMs,
    log,
    "document expiries not scanned for webhooks",
  );
  return {
    async stop() {
      await relayLead.stop();
      await scans.stop();
      await documentExpiries.stop();
    },
  };
}
