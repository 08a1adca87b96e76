import {
  isValidIndonesianPhone,
  parseIndonesianPhone,
  type ThresholdField,
  thresholdFromStored,
  thresholdSpecsFor,
  thresholdToStored,
} from "@armada/domain";
import type { AlertRuleInput } from "@/generated/graphql/graphql";
import type { AlertRule } from "../api/alertRules";

export interface ContactRow {
  label: string;
  channel: "whatsapp" | "email";
  value: string;
}

/** The rule form's values: thresholds in the units shown, ids as strings (Mantine selects). */
export interface AlertRuleFormValues {
  label: string;
  alertCode: string | null;
  thresholds: Record<ThresholdField, number | "">;
  alertUrgencyType: "Urgent" | "Important";
  autoPopup: boolean;
  isActive: boolean;
  withSchedule: boolean;
  dayOfWeek: string[];
  startTime: string;
  endTime: string;
  withGeofence: boolean;
  geofencePosition: "inside" | "outside";
  geofenceIds: string[];
  vehicleIds: string[];
  vgroupIds: string[];
  userIds: string[];
  contacts: ContactRow[];
  notifyContacts: boolean;
  alertCountThreshold: number | "";
  /** minutes */
  alertCountWindow: number | "";
}

export const LABEL_MAX = 100;
export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
const EMPTY_THRESHOLDS: Record<ThresholdField, number | ""> = {
  maxThreshold: "",
  minThreshold: "",
  minThresholdTime: "",
};

/** The shown defaults of a code's thresholds (overspeed 80 km/h and 60 s, …). */
export function defaultThresholds(alertCode: number | null): Record<ThresholdField, number | ""> {
  const result = { ...EMPTY_THRESHOLDS };
  for (const spec of thresholdSpecsFor(alertCode)) result[spec.field] = spec.defaultValue ?? "";
  return result;
}

export function ruleToForm(rule: AlertRule | null): AlertRuleFormValues {
  if (!rule)
    return {
      label: "",
      alertCode: null,
      thresholds: { ...EMPTY_THRESHOLDS },
      alertUrgencyType: "Important",
      autoPopup: false,
      isActive: true,
      withSchedule: false,
      dayOfWeek: ["1", "2", "3", "4", "5"],
      startTime: "08:00",
      endTime: "17:00",
      withGeofence: false,
      geofencePosition: "inside",
      geofenceIds: [],
      vehicleIds: [],
      vgroupIds: [],
      userIds: [],
      contacts: [],
      notifyContacts: false,
      alertCountThreshold: 1,
      alertCountWindow: "",
    };
  const thresholds = { ...EMPTY_THRESHOLDS };
  for (const spec of thresholdSpecsFor(rule.alertCode)) {
    const stored = rule[spec.field];
    thresholds[spec.field] = stored === null ? "" : thresholdFromStored(spec, stored);
  }
  return {
    label: rule.label,
    alertCode: String(rule.alertCode),
    thresholds,
    alertUrgencyType: rule.alertUrgencyType === "Urgent" ? "Urgent" : "Important",
    autoPopup: rule.autoPopup,
    isActive: rule.isActive,
    withSchedule: rule.withSchedule,
    dayOfWeek: rule.dayOfWeek.map(String),
    startTime: rule.startTime ?? "08:00",
    endTime: rule.endTime ?? "17:00",
    withGeofence: rule.withGeofence,
    geofencePosition: rule.isInsideGeofence ? "inside" : "outside",
    geofenceIds: rule.geofences.map((g) => String(g.geofenceId)),
    vehicleIds: rule.vehicles.map((v) => String(v.id)),
    vgroupIds: rule.vgroups.map((g) => String(g.id)),
    userIds: rule.users.map((u) => String(u.userId)),
    contacts: rule.contactRecipients.map((c) =>
      c.email && !c.phoneNumber
        ? { label: c.label, channel: "email" as const, value: c.email }
        : { label: c.label, channel: "whatsapp" as const, value: c.phoneNumber ?? "" },
    ),
    notifyContacts: rule.notifyContacts,
    alertCountThreshold: rule.alertCountThreshold,
    alertCountWindow: rule.alertCountWindow ? Math.round(rule.alertCountWindow / 60) : "",
  };
}

const ids = (values: string[]) => values.map(Number);

/** AlertRuleInput of the contract (thresholds stored in their column units). */
export function formToInput(values: AlertRuleFormValues): AlertRuleInput {
  const alertCode = Number(values.alertCode);
  const input: AlertRuleInput = {
    label: values.label.trim(),
    alertCode,
    isActive: values.isActive,
    maxThreshold: null,
    minThreshold: null,
    minThresholdTime: null,
    withSchedule: values.withSchedule,
    dayOfWeek: values.withSchedule ? ids(values.dayOfWeek).sort((a, b) => a - b) : [],
    startTime: values.withSchedule ? values.startTime : null,
    endTime: values.withSchedule ? values.endTime : null,
    withGeofence: values.withGeofence,
    isInsideGeofence: values.geofencePosition === "inside",
    geofenceIds: values.withGeofence ? ids(values.geofenceIds) : [],
    alertUrgencyType: values.alertUrgencyType,
    alertCountThreshold: Number(values.alertCountThreshold || 1),
    alertCountWindow: values.alertCountWindow === "" ? null : Number(values.alertCountWindow) * 60,
    autoPopup: values.autoPopup,
    notifyContacts: values.notifyContacts,
    vehicleIds: ids(values.vehicleIds),
    vgroupIds: ids(values.vgroupIds),
    userIds: ids(values.userIds),
    contactRecipients: values.contacts.map((contact) =>
      contact.channel === "email"
        ? { label: contact.label.trim(), email: contact.value.trim() }
        : {
            label: contact.label.trim(),
            phoneNumber: parseIndonesianPhone(contact.value) ?? contact.value.trim(),
          },
    ),
  };
  for (const spec of thresholdSpecsFor(alertCode)) {
    const shown = values.thresholds[spec.field];
    input[spec.field] = shown === "" ? null : thresholdToStored(spec, Number(shown));
  }
  return input;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A field path (react-hook-form style, e.g. "contacts.0.value") → i18n key under alertRules.errors. */
export type AlertRuleFormErrors = Record<string, string>;

/** Validation of the rule form; every message is an i18n key under alertRules.errors. */
export function validateAlertRuleForm(values: AlertRuleFormValues): AlertRuleFormErrors {
  const errors: AlertRuleFormErrors = {};
  if (!values.label.trim()) errors.label = "labelRequired";
  else if (values.label.trim().length > LABEL_MAX) errors.label = "labelTooLong";
  if (!values.alertCode) errors.alertCode = "alertCodeRequired";
  for (const spec of thresholdSpecsFor(values.alertCode ? Number(values.alertCode) : null)) {
    const value = values.thresholds[spec.field];
    const path = `thresholds.${spec.field}`;
    if (value === "") {
      if (spec.required) errors[path] = "thresholdRequired";
    } else if (!Number.isFinite(Number(value)) || Number(value) < spec.min) errors[path] = "thresholdTooLow";
  }
  if (values.withSchedule) {
    if (values.dayOfWeek.length === 0) errors.dayOfWeek = "daysRequired";
    if (!TIME.test(values.startTime)) errors.startTime = "timeInvalid";
    if (!TIME.test(values.endTime)) errors.endTime = "timeInvalid";
    else if (TIME.test(values.startTime) && values.startTime === values.endTime) errors.endTime = "timeSame";
  }
  if (values.withGeofence && values.geofenceIds.length === 0) errors.geofenceIds = "geofencesRequired";
  values.contacts.forEach((contact, index) => {
    if (!contact.label.trim()) errors[`contacts.${index}.label`] = "contactLabelRequired";
    if (!contact.value.trim()) errors[`contacts.${index}.value`] = "contactValueRequired";
    else if (contact.channel === "email" && !EMAIL.test(contact.value.trim()))
      errors[`contacts.${index}.value`] = "emailInvalid";
    else if (contact.channel === "whatsapp" && !isValidIndonesianPhone(contact.value))
      errors[`contacts.${index}.value`] = "phoneInvalid";
  });
  if (values.notifyContacts && !values.contacts.some((c) => c.channel === "whatsapp"))
    errors.notifyContacts = "whatsappContactRequired";
  const count = values.alertCountThreshold;
  if (count === "" || !Number.isInteger(Number(count)) || Number(count) < 1)
    errors.alertCountThreshold = "countInvalid";
  else if (Number(count) > 1 && (values.alertCountWindow === "" || Number(values.alertCountWindow) < 1))
    errors.alertCountWindow = "windowRequired";
  return errors;
}

/**
 * The form field under which an issue of the server's schema (alertRuleInputSchema, on formToInput's
 * result) is shown: thresholds.*, contacts.N.label / contacts.N.value, notifyContacts for the list.
 */
export function formPathOfInputField(inputField: string): string {
  const [head, index, leaf] = inputField.split(".");
  if (head === "maxThreshold" || head === "minThreshold" || head === "minThresholdTime")
    return `thresholds.${head}`;
  if (head === "contactRecipients") {
    if (index === undefined) return "notifyContacts";
    return `contacts.${index}.${leaf === "label" ? "label" : "value"}`;
  }
  return head ?? "root";
}
