import { z } from "zod";
import { parseIndonesianPhone } from "../phone.js";
import { GT06_MODELS } from "../protocols/gt06/models.js";
import { isJt808TerminalId, jt808TerminalId } from "../protocols/jt808/frame.js";
import {
  TRACKER_VENDOR_TYPES,
  TRACKER_VENDORS,
  type TrackerVendorType,
} from "../protocols/trackerVendors.js";
import { clearable, ISSUE_KEYS, requiredError } from "./issueKeys.js";
import { paginationInputSchema } from "./paginationInput.js";

/** Device families the product knows: gt06, jt808 (and its dashcam brands), osmand, and the registered codecs. */
export const DEVICE_VENDOR_TYPES = [
  "gt06",
  "osmand",
  "jt808",
  "bsj",
  "vss-howen",
  "jc",
  ...TRACKER_VENDOR_TYPES,
] as readonly [string, ...string[]] as readonly [
  "gt06",
  "osmand",
  "jt808",
  "bsj",
  "vss-howen",
  "jc",
  ...TrackerVendorType[],
];
export type DeviceVendorType = (typeof DEVICE_VENDOR_TYPES)[number];

const VENDOR_NAMES: Record<string, string> = {
  gt06: "GT06",
  osmand: "OsmAnd",
  jt808: "JT/T 808",
  bsj: "BSJ",
  "vss-howen": "VSS Howen",
  jc: "JC",
  ...Object.fromEntries(TRACKER_VENDORS.map(({ vendorType, label }) => [vendorType, label])),
};

/** How a device vendor type is written for people ("bsj" → "BSJ"); an unknown one in capitals. */
export const vendorDisplayName = (vendor: string): string => VENDOR_NAMES[vendor] ?? vendor.toUpperCase();

/** Dashcams speaking JT/T 808 with JT/T 1078 media: generic, and the brands sold to Indonesian fleets. */
export const DASHCAM_VENDOR_TYPES = [
  "jt808",
  "bsj",
  "vss-howen",
  "jc",
] as const satisfies readonly DeviceVendorType[];
export const JT808_VENDOR_TYPES: readonly string[] = DASHCAM_VENDOR_TYPES;

export const DEVICE_STATUSES = ["active", "inactive"] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** Letters, digits, dot, dash, underscore: an IMEI or a device identifier (OsmAnd sends any id). */
const IMEI_TEXT = /^[A-Za-z0-9._-]+$/;

/**
 * GT06 trackers log in with a 15-digit IMEI; a generic JT/T 808 terminal with its header id (isJt808TerminalId:
 * up to 20 digits, hex ones in lower case, no leading zero, "0" for an all-zero id); other vendors accept any
 * identifier text.
 */
export function isValidImeiFor(vendorType: string | null | undefined, imei: string): boolean {
  if (!IMEI_TEXT.test(imei) || imei.length > 50) return false;
  if (vendorType === "gt06") return /^[0-9]{15}$/.test(imei);
  if (vendorType === "jt808") return isJt808TerminalId(imei);
  return true;
}

/**
 * The id as the server matches a device of `vendorType` by: a JT/T 808 terminal's digits (or hex nibbles) as the
 * gateway derives them (jt808TerminalId: lower case, no leading zeros), any other id trimmed. Forms send this, so
 * `013800000025` typed for a dashcam is the `13800000025` it logs in as.
 */
export function deviceIdFor(vendorType: string | null | undefined, id: string): string {
  const trimmed = id.trim();
  const jt808 = vendorType !== null && vendorType !== undefined && JT808_VENDOR_TYPES.includes(vendorType);
  return jt808 && /^[0-9a-f]+$/i.test(trimmed) ? jt808TerminalId(trimmed) : trimmed;
}

export const imeiSchema = z.string({ error: requiredError }).trim().min(1).max(50).regex(IMEI_TEXT);

/** A SIM number: Indonesian phone, stored in E.164 (+62…); "" clears it. */
export const simPhoneSchema = clearable(
  z
    .string()
    .max(30)
    .transform((value, ctx) => {
      const phone = parseIndonesianPhone(value);
      if (phone === null) {
        ctx.issues.push({ code: "custom", message: ISSUE_KEYS.phoneInvalid, input: value });
        return z.NEVER;
      }
      return phone;
    }),
);

const vendorTypeSchema = z.enum(DEVICE_VENDOR_TYPES);

/** Pushes imeiInvalid when both the IMEI and the vendor type are given and do not fit. */
export function checkImeiForVendor(
  ctx: z.core.ParsePayload<{ imei?: string | undefined; vendorType?: string | undefined }>,
) {
  const { imei, vendorType } = ctx.value;
  if (imei && vendorType && !isValidImeiFor(vendorType, imei)) {
    ctx.issues.push({ code: "custom", message: ISSUE_KEYS.imeiInvalid, input: imei, path: ["imei"] });
  }
}

/** GT06 model (frame layouts, ACKs, local time); "" clears it back to the standard document */
export const gt06ModelSchema = clearable(z.enum(GT06_MODELS));

const deviceFields = {
  identifier: z.string().trim().max(100).optional(),
  phoneNo: simPhoneSchema.optional(),
  deviceCode: z.string().trim().max(50).optional(),
  deviceName: z.string().trim().max(100).optional(),
  model: gt06ModelSchema.optional(),
  lenientFraming: z.boolean().optional(),
  status: z.enum(DEVICE_STATUSES).optional(),
  /** When the device went into service (ISO 8601). */
  activeOn: z.iso.datetime({ offset: true }).optional(),
};

export const createDeviceInputSchema = z
  .object({
    imei: imeiSchema,
    vendorType: z.enum(DEVICE_VENDOR_TYPES, { error: requiredError }),
    ...deviceFields,
  })
  .check(checkImeiForVendor);

export type CreateDeviceInput = z.output<typeof createDeviceInputSchema>;

export const updateDeviceInputSchema = z
  .object({
    id: z.int32({ error: requiredError }).min(1),
    imei: imeiSchema.optional(),
    vendorType: vendorTypeSchema.optional(),
    ...deviceFields,
  })
  .check(checkImeiForVendor);

export type UpdateDeviceInput = z.output<typeof updateDeviceInputSchema>;

export const deleteDeviceInputSchema = z.object({ id: z.int32({ error: requiredError }).min(1) });

export const devicesFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  vendorType: vendorTypeSchema.optional(),
  status: z.enum(DEVICE_STATUSES).optional(),
  /** true: only devices fitted to a vehicle; false: only spare devices. */
  isAttached: z.boolean().optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export type DevicesFilter = z.output<typeof devicesFilterSchema>;

/** Fits a device to another vehicle (into the slot it had, the tracker slot for a spare); without one, makes it a spare. */
export const moveDeviceInputSchema = z.object({
  id: z.int32({ error: requiredError }).min(1),
  vehicleId: z
    .int32()
    .min(1)
    .nullish()
    .transform((value) => value ?? null),
});

export type MoveDeviceInput = z.output<typeof moveDeviceInputSchema>;

export const deviceMovesFilterSchema = z.object({
  deviceId: z.int32({ error: requiredError }).min(1),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export type DeviceMovesFilter = z.output<typeof deviceMovesFilterSchema>;
