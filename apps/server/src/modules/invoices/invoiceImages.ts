import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { type CompanyTimeZone, detectUploadType } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import type { UploadStore } from "../uploads/index.js";
import { findInvoiceableOrders } from "./invoiceableOrders.js";
import type { InvoiceView } from "./invoiceService.js";

/** An image a PDF can embed as it is: pdf-lib takes png and jpg only. */
export interface PdfImage {
  kind: "png" | "jpg";
  bytes: Uint8Array;
}
/** Why an image is not printed: webp (no PDF embedding), unreadable or not the company's, or over the size budget. */
export type MissingImage = "webp" | "unavailable" | "overBudget";

/**
 * The images of one PDF's proofs together: each image is embedded at full size (pdf-lib does not scale pixels), so
 * past this many bytes the rest are left out with a note and the file stays small enough to mail.
 */
export const PROOF_IMAGES_BUDGET_BYTES = 24_000_000;

type ImageStore = Pick<UploadStore, "fileOf" | "ownersOf">;

/**
 * Reads the uploads at `urls` as embeddable images, their owners looked up at once. `ownedOnly`: an image must be
 * recorded as the company's (the invoice logo); otherwise a file recorded as another company's is refused and an
 * unrecorded one (a POD uploaded before uploads were owned) is read, the record pointing to it being the company's.
 */
export async function uploadImageReader(
  store: ImageStore,
  executor: DbExecutor,
  companyId: number,
  urls: readonly string[],
  ownedOnly: boolean,
) {
  const owners = await store.ownersOf(executor, urls);
  return async (url: string): Promise<PdfImage | MissingImage> => {
    const file = store.fileOf(url);
    if (!file) return "unavailable";
    if (file.mime === "image/webp") return "webp";
    const owner = owners.get(basename(file.path));
    if (owner ? owner.companyId !== companyId : ownedOnly) return "unavailable";
    const bytes = await readFile(file.path).catch(() => null);
    const kind = bytes ? detectUploadType(bytes) : null;
    if (!bytes || (kind !== "png" && kind !== "jpg")) return kind === "webp" ? "webp" : "unavailable";
    return { kind, bytes };
  };
}

/** A delivered order's proof of delivery as the PDF's appendix prints it. */
export interface InvoiceProof {
  deliveryOrderCode: string;
  description: string;
  receiverName: string | null;
  time: Date;
  photo: PdfImage | MissingImage | null;
  signature: PdfImage | MissingImage | null;
}

/**
 * The proofs of delivery of the invoice's orders that have one (the receiver and time the invoice was priced with,
 * the photo and signature the proof holds now), in the invoice's order, within PROOF_IMAGES_BUDGET_BYTES.
 */
export async function findInvoiceProofs(
  store: ImageStore,
  executor: DbExecutor,
  companyId: number,
  zone: CompanyTimeZone,
  invoice: InvoiceView,
): Promise<InvoiceProof[]> {
  const proven = invoice.lines.filter((line) => line.podTime !== null);
  if (proven.length === 0) return [];
  const orders = await findInvoiceableOrders(executor, companyId, zone, {
    ids: proven.map((line) => line.deliveryOrderId),
    lock: false,
  });
  const orderOf = new Map(orders.map((order) => [order.deliveryOrderId, order]));
  const urls = orders.flatMap((order) =>
    [order.podPhotoUrl, order.podSignatureUrl].filter((url) => url != null),
  );
  const readImage = await uploadImageReader(store, executor, companyId, urls, false);
  let budget = PROOF_IMAGES_BUDGET_BYTES;
  const image = async (url: string | null | undefined) => {
    if (!url) return null;
    if (budget <= 0) return "overBudget" as const;
    const read = await readImage(url);
    if (typeof read === "string") return read;
    if (read.bytes.length > budget) {
      budget = 0;
      return "overBudget" as const;
    }
    budget -= read.bytes.length;
    return read;
  };
  const proofs: InvoiceProof[] = [];
  for (const line of proven) {
    const order = orderOf.get(line.deliveryOrderId);
    proofs.push({
      deliveryOrderCode: line.deliveryOrderCode,
      description: line.description,
      receiverName: line.podReceiverName,
      time: new Date(line.podTime ?? 0),
      photo: await image(order?.podPhotoUrl),
      signature: await image(order?.podSignatureUrl),
    });
  }
  return proofs;
}
