import { z } from "zod";
import { FLEET_TASK_SETTINGS, type FleetTaskSettingName } from "../deliveries/stopDetectionSettings.js";
import { MAX_ACTIVE_CALLS_LIMIT } from "../driverCall/driverCall.js";
import { isValidIndonesianPhone } from "../phone.js";
import { COMPANY_TIME_ZONES } from "../timeZone.js";
import { trackFilterSettingsSchema } from "../tracking/trackFilterSettings.js";
import { clearable, ISSUE_KEYS, requiredError } from "./issueKeys.js";

/** One week, in minutes: upper bound of the idle, park and offline timeouts. */
export const MAX_TIMEOUT_MINUTES = 10_080;

/** Upper bound of driver-score points, bonuses, costs and grade thresholds. */
export const MAX_DRIVER_SCORE_POINTS = 1000;

/** Upper bound of driver-score interval counts. */
export const MAX_DRIVER_SCORE_INTERVALS = 365;

/** A fleet task setting (stop detection, fleet-order alerts) within its range. */
const fleetTaskSetting = (name: FleetTaskSettingName) =>
  z.int32().min(FLEET_TASK_SETTINGS[name].min).max(FLEET_TASK_SETTINGS[name].max).optional();

export const DS_INTERVAL_TYPES = ["day", "week", "month"] as const;

export type DsIntervalType = (typeof DS_INTERVAL_TYPES)[number];

/** Driver-score grade thresholds, from the best grade (A) to the lowest (D). */
export const DS_MIN_SCORE_FIELDS = ["dsMinScoreA", "dsMinScoreB", "dsMinScoreC", "dsMinScoreD"] as const;

export type DsMinScoreField = (typeof DS_MIN_SCORE_FIELDS)[number];

export interface DsMinScoreOrderViolation {
  /** The threshold that is too high. */
  field: DsMinScoreField;
  /** The given threshold above it that it must stay below. */
  higher: DsMinScoreField;
}

/**
 * Grade thresholds must strictly decrease A > B > C > D. Only given (numeric) thresholds are
 * compared, each with the nearest given one above it; the server can pass the merge of the stored
 * and the new values to check a partial update.
 */
export function dsMinScoreOrderViolations(
  values: Partial<Record<DsMinScoreField, number | null | undefined>>,
): DsMinScoreOrderViolation[] {
  const violations: DsMinScoreOrderViolation[] = [];
  let higher: { field: DsMinScoreField; value: number } | undefined;
  for (const field of DS_MIN_SCORE_FIELDS) {
    const value = values[field];
    if (typeof value !== "number" || Number.isNaN(value)) continue;
    if (higher && value >= higher.value) violations.push({ field, higher: higher.field });
    else higher = { field, value };
  }
  return violations;
}

export function isDsMinScoreOrderValid(
  values: Partial<Record<DsMinScoreField, number | null | undefined>>,
): boolean {
  return dsMinScoreOrderViolations(values).length === 0;
}

const timeoutMinutes = z.int32().min(1).max(MAX_TIMEOUT_MINUTES).optional();
const percent = z.number().min(0).max(100).optional();
const points = z.number().min(0).max(MAX_DRIVER_SCORE_POINTS).optional();
const intervals = z.int32().min(1).max(MAX_DRIVER_SCORE_INTERVALS).optional();
const phone = clearable(
  z.string().max(30).refine(isValidIndonesianPhone, { message: ISSUE_KEYS.phoneInvalid }),
).optional();
export const bankAccountInputSchema = z.object({
  bankAccountId: z.int32().min(1).optional(),
  bankName: z.string({ error: requiredError }).trim().min(1).max(100),
  accountName: z.string({ error: requiredError }).trim().min(1).max(150),
  /** Digits, optionally grouped with spaces or dashes. */
  accountNo: z
    .string({ error: requiredError })
    .trim()
    .min(1)
    .max(40)
    .regex(/^[0-9][0-9\-\s]*$/),
  isDefault: z.boolean().optional(),
});

export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

const HOSTNAME = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * UpdateCompany mutation input (docs/spec/temporary-live-view.md §3 Company). Only `id` is required; absent
 * fields stay unchanged. Phone, fax, email, domain and logo URL accept "" to clear the value.
 * Timeouts are minutes; fuel gain/loss alerts are percentages.
 */
export const updateCompanyInputSchema = z
  .object({
    id: z.int32({ error: requiredError }).min(1),
    idleTimeout: timeoutMinutes,
    parkTimeout: timeoutMinutes,
    offlineTimeout: timeoutMinutes,
    fuelGainAlert: percent,
    fuelLossAlert: percent,
    showGeocode: z.boolean().optional(),
    name: z.string().trim().min(1).max(150).optional(),
    phoneNo: phone,
    faxNo: phone,
    /** NPWP, digits with optional dots, dashes and spaces. */
    taxNo: z
      .string()
      .trim()
      .max(30)
      .regex(/^[0-9.\-\s]*$/)
      .optional(),
    email: clearable(z.email().max(150)).optional(),
    domainName: clearable(z.string().max(253).regex(HOSTNAME)).optional(),
    logoUrl: clearable(z.url({ protocol: /^https?$/ }).max(2048)).optional(),
    companyTag: z.string().trim().max(50).optional(),
    category: z.string().trim().max(100).optional(),
    setupNotifCompleted: z.boolean().optional(),
    /** IANA zone of every date and time shown to the company (WIB, WITA or WIT). */
    timeZone: z.enum(COMPANY_TIME_ZONES).optional(),
    arrivalSoonMinutes: z.int32().min(1).max(240).optional(),
    arrivalSoonMeters: z.number().int().min(100).max(100_000).optional(),
    arrivalRadiusMeters: z.number().int().min(20).max(10_000).optional(),
    stopArrivalRadiusMeters: fleetTaskSetting("stopArrivalRadiusMeters"),
    stopDwellSeconds: fleetTaskSetting("stopDwellSeconds"),
    fleetLateToleranceMinutes: fleetTaskSetting("fleetLateToleranceMinutes"),
    fleetLongStopMinutes: fleetTaskSetting("fleetLongStopMinutes"),
    fleetOffRouteMeters: fleetTaskSetting("fleetOffRouteMeters"),
    maxActiveCalls: z.int32().min(1).max(MAX_ACTIVE_CALLS_LIMIT).optional(),
    /** the track filters applied at ingest, all at once */
    trackFilters: trackFilterSettingsSchema.optional(),
    dsBase: points,
    dsIntervalType: z.enum(DS_INTERVAL_TYPES).optional(),
    dsInitialInterval: intervals,
    dsInitialBonus: points,
    dsInterval: intervals,
    dsBonus: points,
    dsCostBrake: points,
    dsCostAccel: points,
    dsCostOverspeed: points,
    dsCostSharpturn: points,
    dsMinScoreA: points,
    dsMinScoreB: points,
    dsMinScoreC: points,
    dsMinScoreD: points,
    /** Accounts to add (no id) or change (by id); accounts not listed are kept. */
    bankAccounts: z.array(bankAccountInputSchema).max(50).optional(),
  })
  .check((ctx) => {
    for (const { field, higher } of dsMinScoreOrderViolations(ctx.value)) {
      ctx.issues.push({
        code: "custom",
        message: ISSUE_KEYS.dsMinScoreOrder,
        input: ctx.value[field],
        path: [field],
        params: { higher },
      });
    }
  });

export type UpdateCompanyInput = z.infer<typeof updateCompanyInputSchema>;
