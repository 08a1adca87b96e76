import { z } from "zod";
import { uploadPath } from "../announcements/uploadType.js";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";

/** What a proof of delivery (POD) may hold that a company can require at each drop. */
export const POD_FIELDS = ["photo", "signature", "receiverName"] as const;
export type PodField = (typeof POD_FIELDS)[number];

/** Which POD fields the company requires at each drop (a company setting). */
export type PodRequirements = Readonly<Record<PodField, boolean>>;

/** Until the company says otherwise: the photo of the signed and stamped surat jalan and the receiver's name. */
export const DEFAULT_POD_REQUIREMENTS: PodRequirements = {
  photo: true,
  signature: false,
  receiverName: true,
};

/** At least one proof is required: a drop with none could be marked delivered without anything to show for it. */
export const podRequirementsSchema = z
  .object({
    photo: z.boolean(),
    signature: z.boolean(),
    receiverName: z.boolean(),
  })
  .refine((requirements) => POD_FIELDS.some((field) => requirements[field]), {
    path: ["photo"],
    message: ISSUE_KEYS.required,
  });

/** How an error message names a missing POD field. */
export const POD_FIELD_LABELS: Readonly<Record<PodField, Readonly<Record<"id" | "en", string>>>> = {
  photo: { id: "foto surat jalan", en: "photo of the delivery note" },
  signature: { id: "tanda tangan penerima", en: "receiver's signature" },
  receiverName: { id: "nama penerima", en: "receiver's name" },
};

/** A POD photo or signature: an image uploaded to Armada (never a link elsewhere, never a video). */
export const podImageUrlSchema = z.string().regex(uploadPath("png|jpg|webp"));

/** What the driver hands in at a drop; any part may be missing until the requirements are checked. */
export interface ProofOfDelivery {
  photoUrl?: string | null | undefined;
  signatureUrl?: string | null | undefined;
  receiverName?: string | null | undefined;
}

const present = (value: string | null | undefined) => value != null && value.trim() !== "";

/** The required POD fields missing from `pod`, in POD_FIELDS order (none: the drop may be delivered). */
export function missingPodFields(requirements: PodRequirements, pod: ProofOfDelivery): PodField[] {
  const given: Record<PodField, boolean> = {
    photo: present(pod.photoUrl),
    signature: present(pod.signatureUrl),
    receiverName: present(pod.receiverName),
  };
  return POD_FIELDS.filter((field) => requirements[field] && !given[field]);
}

/**
 * Why a stop failed (Indonesian labels in the web's texts): penerima tidak ada, alamat tidak ditemukan, ditolak,
 * toko tutup, barang rusak, lainnya (OTHER needs a note).
 */
export const STOP_FAILURE_REASONS = [
  "RECEIVER_ABSENT",
  "ADDRESS_NOT_FOUND",
  "REFUSED",
  "STORE_CLOSED",
  "GOODS_DAMAGED",
  "OTHER",
] as const;
export type StopFailureReason = (typeof STOP_FAILURE_REASONS)[number];

/** A failure reason as the consignee's WhatsApp message tells it (Indonesian, like the product's other messages). */
export const STOP_FAILURE_REASON_MESSAGES: Readonly<Record<StopFailureReason, string>> = {
  RECEIVER_ABSENT: "penerima tidak ada",
  ADDRESS_NOT_FOUND: "alamat tidak ditemukan",
  REFUSED: "ditolak penerima",
  STORE_CLOSED: "toko tutup",
  GOODS_DAMAGED: "barang rusak",
  OTHER: "alasan lain",
};
