import { z } from "zod";

/**
 * Language-neutral issue messages set by the schemas of this package. `formatZodIssues` turns
 * them (and zod's built-in issue codes) into Indonesian or English texts.
 */
export const ISSUE_KEYS = {
  /** A required field is missing. */
  required: "required",
  /** Not a valid Indonesian phone number. */
  phoneInvalid: "phoneInvalid",
  /** Driver-score grade thresholds must decrease from A to D; params.higher names the field above. */
  dsMinScoreOrder: "dsMinScoreOrder",
  /** Not an Indonesian licence plate (1-2 letters, 1-4 digits, 0-3 letters, e.g. "B 1234 CD"). */
  licensePlateInvalid: "licensePlateInvalid",
  /** Not a device IMEI/identifier valid for its vendor type (GT06: 15 digits). */
  imeiInvalid: "imeiInvalid",
  /** The value must differ from another field's; params.other names that field. */
  mustDiffer: "mustDiffer",
  /** A list holds the same value twice. */
  duplicateItems: "duplicateItems",
  /** A polygon repeats a point. */
  polygonDuplicatePoints: "polygonDuplicatePoints",
  /** A polygon's edges cross each other. */
  polygonSelfIntersects: "polygonSelfIntersects",
  /** A polygon of fewer than three points. */
  polygonTooFewPoints: "polygonTooFewPoints",
  /** A polygon without area: its points (almost) on one line. */
  polygonDegenerate: "polygonDegenerate",
  /** Time of day not in HH:mm form. */
  timeOfDayInvalid: "timeOfDayInvalid",
  /** An end time not after its start time. */
  endBeforeStart: "endBeforeStart",
  /** A time range longer than allowed; params.days gives the limit. */
  rangeTooLong: "rangeTooLong",
  /** Text holding a NUL character, which no text column can store. */
  nulCharacter: "nulCharacter",
  /** A device command holding characters other than printable ASCII. */
  commandTextInvalid: "commandTextInvalid",
  /** A driver card number that is not 1-32 printable ASCII characters. */
  driverCardIdInvalid: "driverCardIdInvalid",
  /** A service plan item with no interval (km, engine hours or days). */
  intervalRequired: "intervalRequired",
  /** A service order with neither a plan item nor another service. */
  serviceRequired: "serviceRequired",
  /** An end day before its start day (the same day is allowed). */
  endDayBeforeStartDay: "endDayBeforeStartDay",
  /** A document expiring before it was issued. */
  expiryBeforeIssue: "expiryBeforeIssue",
  /** An iCalendar RRULE the schedule cannot read, or one repeating more than once a day. */
  rruleInvalid: "rruleInvalid",
  /** A Web Push endpoint that is not HTTPS to a public address. */
  pushEndpointNotPublic: "pushEndpointNotPublic",
  /** A tank calibration point whose sensor value is not above the previous point's. */
  calibrationSensorNotIncreasing: "calibrationSensorNotIncreasing",
  /** A tank calibration point holding fewer litres than the previous point. */
  calibrationLitresDecreasing: "calibrationLitresDecreasing",
  /** A tank calibration point beyond the tank's capacity; params.most gives the limit in litres. */
  calibrationAboveCapacity: "calibrationAboveCapacity",
} as const;

export type IssueKey = (typeof ISSUE_KEYS)[keyof typeof ISSUE_KEYS];

/** Schema-level error map: a missing value gets the message `"required"`; other issues keep zod's. */
export function requiredError(issue: { code?: string; input?: unknown }): string | undefined {
  const missing =
    (issue.code === "invalid_type" || issue.code === "invalid_value") && issue.input === undefined;
  return missing ? ISSUE_KEYS.required : undefined;
}

/** Trims, then accepts either "" (clears the field) or a value valid for `schema`. */
export function clearable<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), schema]));
}
