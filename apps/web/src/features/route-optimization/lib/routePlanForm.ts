import {
  type ContactLocationInput,
  createRoutePlanInputSchema,
  DEFAULT_BREAK_AFTER_MINUTES,
  DEFAULT_BREAK_MINUTES,
  DEFAULT_DETOUR_FACTOR,
  DEFAULT_SOLVE_SECONDS,
  DEFAULT_SPEED_KMH,
  LOCATION_TYPES,
  type TravelEstimateChoice,
  zonedDay,
} from "@armada/domain";
import type { CreateRoutePlanInput } from "@/generated/graphql/graphql";
import { appTimeZone } from "@/shared/i18n/format";

/** A chosen vehicle's driver and capacity for this plan; empty keeps the vehicle's own. */
export interface RoutePlanVehicleSettings {
  driverId: string | null;
  capacityKg: number | string;
  capacityM3: number | string;
}

export interface RoutePlanFormValues {
  /** YYYY-MM-DD */
  day: string | null;
  depot: ContactLocationInput | null;
  vehicleIds: string[];
  /** by vehicle id; a vehicle without settings keeps its own driver and capacity */
  vehicleSettings: Record<string, RoutePlanVehicleSettings>;
  shiftStart: string;
  shiftEnd: string;
  /** AUTO: the fleet's history (or the road router); MANUAL: the detour factor and speed below */
  travelEstimate: TravelEstimateChoice;
  /** apply the traffic of each hour of day */
  traffic: boolean;
  detourFactor: number | string;
  speedKmh: number | string;
  serviceMinutes: number | string;
  timeLimitSeconds: number | string;
  /** the drivers' breaks (Istirahat) planned */
  breaksOn: boolean;
  /** hours of work before a break */
  breakAfterHours: number | string;
  breakMinutes: number | string;
  /** spread the work over the chosen vehicles (Seimbangkan rute) instead of using the fewest */
  balanceRoutes: boolean;
}

const DAY = 24 * 3_600_000;

/** A new plan: tomorrow in the company's zone, a 07:00–17:00 shift, travel times learned, no traffic factor. */
export const emptyRoutePlanForm = (now = new Date()): RoutePlanFormValues => ({
  day: zonedDay(new Date(now.getTime() + DAY), appTimeZone()),
  depot: null,
  vehicleIds: [],
  vehicleSettings: {},
  shiftStart: "07:00",
  shiftEnd: "17:00",
  travelEstimate: "AUTO",
  traffic: false,
  detourFactor: DEFAULT_DETOUR_FACTOR,
  speedKmh: DEFAULT_SPEED_KMH,
  serviceMinutes: 10,
  timeLimitSeconds: DEFAULT_SOLVE_SECONDS,
  breaksOn: true,
  breakAfterHours: DEFAULT_BREAK_AFTER_MINUTES / 60,
  breakMinutes: DEFAULT_BREAK_MINUTES,
  balanceRoutes: false,
});

const numberOr = <T>(value: number | string, fallback: T) =>
  value === "" || Number.isNaN(Number(value)) ? fallback : Number(value);

/** The API's input from the form (a saved address keeps its geofence). */
export function formToRoutePlanInput(values: RoutePlanFormValues): CreateRoutePlanInput {
  const { depot } = values;
  const geofenceId = depot?.type === LOCATION_TYPES.savedAddress ? Number(depot.id) || null : null;
  return {
    day: values.day ?? "",
    vehicles: values.vehicleIds.map((id) => {
      const settings = values.vehicleSettings[id];
      if (!settings) return { vehicleId: Number(id) };
      return {
        vehicleId: Number(id),
        ...(settings.driverId ? { driverId: Number(settings.driverId) } : {}),
        ...(numberOr(settings.capacityKg, null) === null ? {} : { capacityKg: Number(settings.capacityKg) }),
        ...(numberOr(settings.capacityM3, null) === null ? {} : { capacityM3: Number(settings.capacityM3) }),
      };
    }),
    depot: depot
      ? { address: depot.fullName || depot.name, lat: depot.lat, lng: depot.lng, geofenceId }
      : { address: "", lat: 0, lng: 0 },
    shiftStart: values.shiftStart,
    shiftEnd: values.shiftEnd,
    travelEstimate: values.travelEstimate,
    traffic: values.traffic,
    ...(values.travelEstimate === "MANUAL"
      ? {
          detourFactor: numberOr(values.detourFactor, DEFAULT_DETOUR_FACTOR),
          speedKmh: numberOr(values.speedKmh, DEFAULT_SPEED_KMH),
        }
      : {}),
    serviceMinutes: numberOr(values.serviceMinutes, 10),
    timeLimitSeconds: numberOr(values.timeLimitSeconds, DEFAULT_SOLVE_SECONDS),
    balanceRoutes: values.balanceRoutes,
    ...(values.breaksOn
      ? {
          breaks: {
            afterMinutes: Math.round(numberOr(values.breakAfterHours, DEFAULT_BREAK_AFTER_MINUTES / 60) * 60),
            minutes: numberOr(values.breakMinutes, DEFAULT_BREAK_MINUTES),
          },
        }
      : {}),
  };
}

/** The form fields the domain's schema refuses (the same rules the server applies). */
export function routePlanFormErrors(
  input: CreateRoutePlanInput,
): Partial<Record<keyof RoutePlanFormValues, true>> {
  const parsed = createRoutePlanInputSchema.safeParse(input);
  if (parsed.success) return {};
  const fields: Record<string, keyof RoutePlanFormValues> = {
    "breaks.afterMinutes": "breakAfterHours",
    "breaks.minutes": "breakMinutes",
    day: "day",
    depot: "depot",
    vehicles: "vehicleIds",
    shiftStart: "shiftStart",
    shiftEnd: "shiftEnd",
    detourFactor: "detourFactor",
    speedKmh: "speedKmh",
    serviceMinutes: "serviceMinutes",
    timeLimitSeconds: "timeLimitSeconds",
  };
  return Object.fromEntries(
    parsed.error.issues.flatMap((issue) => {
      const field = fields[issue.path.slice(0, 2).join(".")] ?? fields[String(issue.path[0])];
      return field ? [[field, true]] : [];
    }),
  );
}
