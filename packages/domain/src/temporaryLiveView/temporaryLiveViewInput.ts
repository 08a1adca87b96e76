import { z } from "zod";
import type { LocalizedText } from "../localizedText.js";
import { parseIndonesianPhone } from "../phone.js";
import { requiredError } from "../schemas/issueKeys.js";
import { duplicatePhoneIndexes } from "./duplicatePhones.js";
import { MAX_DURATION_MINUTES } from "./duration.js";
import { PICKED_COLUMNS } from "./pickedColumns.js";

/** Issue messages of these schemas that the server answers with their own errorName (docs/spec/temporary-live-view.md §5, §8). */
export const TEMPORARY_LIVE_VIEW_ISSUES = {
  fleetMinimum: "FleetMinimum",
  fleetInfoMinimum: "FleetInfoMinimum",
  phoneInvalid: "PhoneNumberInvalid",
  phoneDuplicate: "PhoneNumberAlreadyExists",
  durationMinimum: "DurationMinimum",
} as const;

/** Field names as the form shows them (docs/spec/temporary-live-view.md §2). */
export const TEMPORARY_LIVE_VIEW_LABELS: Readonly<Record<string, LocalizedText>> = {
  name: { id: "Nama Tautan", en: "Link name" },
  duration: { id: "Durasi", en: "Duration" },
  note: { id: "Catatan", en: "Note" },
  label: { id: "Nama Penerima", en: "Recipient name" },
  phoneNumber: { id: "No. Whatsapp", en: "WhatsApp number" },
  location: { id: "Lokasi", en: "Location" },
};

export const contactLocationSchema = z.object({
  name: z.string().trim().max(300).default(""),
  fullName: z.string().trim().max(500).default(""),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  id: z.union([z.string().max(300), z.number().int()]).nullish(),
  type: z.string().trim().min(1).max(40),
});

export const contactInputSchema = z.object({
  /** Present for a contact that already exists; client-generated ids are removed before saving. */
  contactId: z.int32().min(1).optional(),
  label: z.string({ error: requiredError }).trim().min(1).max(100),
  /** Digits typed after the +62 prefix, or any Indonesian form; stored as E.164. */
  phoneNumber: z
    .string({ error: requiredError })
    .trim()
    .min(1)
    .max(100)
    .transform((value, ctx) => {
      const e164 = parseIndonesianPhone(value);
      if (!e164) {
        ctx.issues.push({ code: "custom", message: TEMPORARY_LIVE_VIEW_ISSUES.phoneInvalid, input: value });
        return z.NEVER;
      }
      return e164;
    }),
  location: contactLocationSchema.nullish(),
});

export const temporaryLiveViewDataSchema = z
  .object({
    name: z.string({ error: requiredError }).trim().min(1).max(150),
    /** minutes */
    duration: z
      .number({ error: requiredError })
      .int()
      .min(1, { message: TEMPORARY_LIVE_VIEW_ISSUES.durationMinimum })
      .max(MAX_DURATION_MINUTES),
    note: z.string().trim().max(1000).nullish(),
    vehicleIds: z
      .array(z.int32().min(1))
      .max(500)
      .min(1, { message: TEMPORARY_LIVE_VIEW_ISSUES.fleetMinimum })
      .transform((ids) => [...new Set(ids)]),
    pickedColumns: z
      .array(z.enum(PICKED_COLUMNS))
      .min(1, { message: TEMPORARY_LIVE_VIEW_ISSUES.fleetInfoMinimum })
      .transform((columns) => [...new Set(columns)]),
    contacts: z.array(contactInputSchema).max(100).default([]),
    alertCodes: z.array(z.int32()).max(100).default([]),
    popupDuration: z.number().int().min(0).max(3600).nullish(),
  })
  .check((ctx) => {
    for (const index of duplicatePhoneIndexes(ctx.value.contacts.map((contact) => contact.phoneNumber))) {
      ctx.issues.push({
        code: "custom",
        message: TEMPORARY_LIVE_VIEW_ISSUES.phoneDuplicate,
        input: ctx.value.contacts[index]?.phoneNumber,
        path: ["contacts", index, "phoneNumber"],
      });
    }
  });

export type TemporaryLiveViewData = z.output<typeof temporaryLiveViewDataSchema>;
export type ContactInput = z.output<typeof contactInputSchema>;

export const updateTemporaryLiveViewInputSchema = z.object({
  temporaryLvId: z.int32().min(1),
  /** What the client showed before editing; kept for the audit trail, the server diffs against its own state. */
  oldData: z.unknown().optional(),
  newData: temporaryLiveViewDataSchema,
});

export const temporaryLiveViewIdSchema = z.object({ temporaryLvId: z.int32().min(1) });

export const upsertContactLocationInputSchema = z.object({
  temporaryLvId: z.int32().min(1),
  contactId: z.int32().min(1),
  location: contactLocationSchema.nullable(),
});

export const temporaryLiveViewsFilterSchema = z.object({
  search: z.string().trim().max(150).optional(),
  status: z.enum(["A", "E"]).optional(),
  pagination: z
    .object({ page: z.int32().min(1).default(1), show: z.int32().min(1).max(100).default(10) })
    .default({ page: 1, show: 10 }),
});

/** The errorName of the first issue that has one of its own (docs/spec/temporary-live-view.md §8), else ValidationError. */
export function temporaryLiveViewErrorName(issues: readonly { message: string }[]): string {
  const own = Object.values(TEMPORARY_LIVE_VIEW_ISSUES) as string[];
  return issues.find((issue) => own.includes(issue.message))?.message ?? "ValidationError";
}
