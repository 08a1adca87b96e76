import { z } from "zod";
import { vehicleSkillsSchema } from "../routeOptimization/vehicleSkills.js";
import {
  checkImeiForVendor,
  DASHCAM_VENDOR_TYPES,
  DEVICE_VENDOR_TYPES,
  gt06ModelSchema,
  imeiSchema,
  isValidImeiFor,
  simPhoneSchema,
} from "./deviceInput.js";
import { ISSUE_KEYS, requiredError } from "./issueKeys.js";
import { licensePlateSchema } from "./licensePlate.js";

/** A vehicle's operating status: active, or out of use for service, repair or archived. */
export const VEHICLE_STATUSES = ["active", "service", "repair", "archived"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const MIN_VEHICLE_YEAR = 1950;
/** Next year's models are sold from mid-year: the latest build year accepted. */
export const maxVehicleYear = (now: Date = new Date()) => now.getFullYear() + 1;

/** One week in minutes: upper bound of the per-vehicle idle and parking durations. */
export const MAX_VEHICLE_DURATION_MINUTES = 10_080;

const id = z.int32().min(1);
const amount = z.number().min(0).max(1_000_000_000).optional();
const text = (max: number) => z.string().trim().max(max).optional();
const minutes = z.number().int().min(0).max(MAX_VEHICLE_DURATION_MINUTES).optional();

const yearSchema = z
  .number()
  .int()
  .min(MIN_VEHICLE_YEAR)
  .check((ctx) => {
    const maximum = maxVehicleYear();
    if (ctx.value > maximum) {
      ctx.issues.push({ code: "too_big", origin: "number", maximum, inclusive: true, input: ctx.value });
    }
  });

export const vehicleSensorInputSchema = z.object({
  sensorCode: z.string({ error: requiredError }).trim().min(1).max(50),
  statusBool: z.boolean().default(true),
});

function uniqueList<T extends z.ZodType>(item: T, max: number, key: (value: z.output<T>) => unknown) {
  return z
    .array(item)
    .max(max)
    .check((ctx) => {
      const keys = ctx.value.map(key);
      if (new Set(keys).size !== keys.length) {
        ctx.issues.push({ code: "custom", message: ISSUE_KEYS.duplicateItems, input: ctx.value });
      }
    });
}

/** Fields a bulk update may change on many vehicles at once (nothing that identifies one vehicle). */
const bulkFields = {
  vehicleTypeId: id.optional(),
  garageId: id.optional(),
  tonnage: amount,
  volume: amount,
  fuelEfficiency: amount,
  fuelCapacity: amount,
  status: z.enum(VEHICLE_STATUSES).optional(),
  sourceMode: text(50),
  thermoType: text(50),
  boxType: text(50),
  carrosserie: text(100),
  door1: z.boolean().optional(),
  door2: z.boolean().optional(),
  idleDuration: minutes,
  parkingDuration: minutes,
};

const vehicleFields = {
  ...bulkFields,
  hullNo: text(50),
  driver1Id: id.optional(),
  driver2Id: id.optional(),
  odometer: amount,
  hourmeter: amount,
  chassisNumber: text(50),
  machineNumber: text(50),
  year: yearSchema.optional(),
  /** what the vehicle is fitted or licensed for; replaces the list when given */
  skills: vehicleSkillsSchema.optional(),
  /** the vehicle's position comes from its driver's phone while their task on it runs (issue 33) */
  phoneTracking: z.boolean().optional(),
  /** Groups the vehicle belongs to; replaces its memberships when given. */
  vgroupIds: uniqueList(id, 100, (value) => value).optional(),
  /** Sensors fitted to the vehicle; replaces the list when given. */
  sensors: uniqueList(vehicleSensorInputSchema, 20, (sensor) => sensor.sensorCode.toLowerCase()).optional(),
  /** The vehicle's tracker: an existing spare device of the company, or a new one (then vendorType is required). */
  vendorType: z.enum(DEVICE_VENDOR_TYPES).optional(),
  deviceCode: text(50),
  /** the device's GT06 model setting */
  deviceModel: gt06ModelSchema.optional(),
  /** GT06: take packets with a wrong CRC or length byte */
  deviceLenientFraming: z.boolean().optional(),
  phoneNo: simPhoneSchema.optional(),
  /** The vehicle's dashcam beside its tracker (a JT/T 808 device): a spare device of the company, or a new one. */
  cameraVendorType: z.enum(DASHCAM_VENDOR_TYPES).optional(),
};

function checkDrivers(
  ctx: z.core.ParsePayload<{ driver1Id?: number | undefined; driver2Id?: number | undefined }>,
) {
  const { driver1Id, driver2Id } = ctx.value;
  if (driver1Id !== undefined && driver1Id === driver2Id) {
    ctx.issues.push({
      code: "custom",
      message: ISSUE_KEYS.mustDiffer,
      input: driver2Id,
      path: ["driver2Id"],
      params: { other: "driver1Id" },
    });
  }
}

/** The dashcam is another device than the tracker, and its terminal id fits its vendor type. */
function checkCameraDevice(
  ctx: z.core.ParsePayload<{
    imei?: string | undefined;
    cameraImei?: string | undefined;
    cameraVendorType?: string | undefined;
  }>,
) {
  const { imei, cameraImei, cameraVendorType } = ctx.value;
  if (cameraImei && imei && cameraImei === imei) {
    ctx.issues.push({
      code: "custom",
      message: ISSUE_KEYS.mustDiffer,
      input: cameraImei,
      path: ["cameraImei"],
      params: { other: "imei" },
    });
  }
  if (cameraImei && cameraVendorType && !isValidImeiFor(cameraVendorType, cameraImei)) {
    ctx.issues.push({
      code: "custom",
      message: ISSUE_KEYS.imeiInvalid,
      input: cameraImei,
      path: ["cameraImei"],
    });
  }
}

export const createVehicleInputSchema = z
  .object({
    licensePlate: licensePlateSchema,
    ...vehicleFields,
    imei: imeiSchema.optional(),
    cameraImei: imeiSchema.optional(),
  })
  .check(checkDrivers)
  .check(checkImeiForVendor)
  .check(checkCameraDevice);

export type CreateVehicleInput = z.output<typeof createVehicleInputSchema>;

export const updateVehicleInputSchema = z
  .object({
    id: z.int32({ error: requiredError }).min(1),
    licensePlate: licensePlateSchema.optional(),
    ...vehicleFields,
    /** "" removes the vehicle's device (the device stays as a spare of the company). */
    imei: z.union([z.literal(""), imeiSchema]).optional(),
    /** "" removes the vehicle's dashcam (it stays as a spare of the company). */
    cameraImei: z.union([z.literal(""), imeiSchema]).optional(),
  })
  .check(checkDrivers)
  .check(checkImeiForVendor)
  .check(checkCameraDevice);

export type UpdateVehicleInput = z.output<typeof updateVehicleInputSchema>;

export const vehicleBulkChangesSchema = z.object(bulkFields).check((ctx) => {
  if (Object.keys(ctx.value).length === 0) {
    ctx.issues.push({ code: "custom", message: ISSUE_KEYS.required, input: ctx.value });
  }
});

export const updateVehiclesInputSchema = z.object({
  ids: uniqueList(id, 1000, (value) => value).check((ctx) => {
    if (ctx.value.length === 0)
      ctx.issues.push({ code: "custom", message: ISSUE_KEYS.required, input: ctx.value });
  }),
  changes: vehicleBulkChangesSchema,
});

export type UpdateVehiclesInput = z.output<typeof updateVehiclesInputSchema>;
export type VehicleBulkChanges = z.output<typeof vehicleBulkChangesSchema>;

export const deleteVehicleInputSchema = z.object({ id: z.int32({ error: requiredError }).min(1) });
