import type { OrderPriority, ScheduleKind, VehicleSkill } from "@armada/domain";
import { type AddressValue, toAddressInput, toAddressValue } from "@/features/deliveries";
import type {
  CreateDeliveryTemplateInput,
  DailyWindowInput,
  ScheduleRuleInput,
} from "@/generated/graphql/graphql";
import type { DeliveryTemplateRow } from "../api/deliveryTemplates";

export interface TemplateItemValue {
  name: string;
  quantity: number;
  weightKg: number;
  volumeM3: number;
}

export interface TemplateFormValues {
  name: string;
  customerName: string;
  origin: AddressValue;
  destination: AddressValue;
  items: TemplateItemValue[];
  notes: string;
  /** skills the vehicle carrying its orders must hold (copied onto them) */
  requiredSkills: VehicleSkill[];
  /** route planning's priority (copied onto its orders) */
  priority: OrderPriority;
  /** "HH:mm" or "" (open) */
  pickupStart: string;
  pickupEnd: string;
  deliveryStart: string;
  deliveryEnd: string;
  kind: ScheduleKind;
  /** WEEKLY: ISO weekdays "1" (Monday) … "7" */
  weekdays: string[];
  /** MONTHLY: "1, 15, 31" */
  monthDays: string;
  rrule: string;
  /** YYYY-MM-DD */
  startsOn: string;
  endsOn: string | null;
  horizonDays: number;
  skipHolidays: boolean;
  /** ids as the selects hold them; null: none */
  defaultVehicleId: string | null;
  defaultDriverId: string | null;
}

export const emptyTemplateForm = (today: string): TemplateFormValues => ({
  name: "",
  customerName: "",
  origin: null,
  destination: null,
  items: [],
  notes: "",
  requiredSkills: [],
  priority: "NORMAL",
  pickupStart: "",
  pickupEnd: "",
  deliveryStart: "",
  deliveryEnd: "",
  kind: "WEEKLY",
  weekdays: ["1"],
  monthDays: "1",
  rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO",
  startsOn: today,
  endsOn: null,
  horizonDays: 7,
  skipHolidays: true,
  defaultVehicleId: null,
  defaultDriverId: null,
});

/** "1, 15,31" → [1, 15, 31]; null when a part is no date 1–31. */
export function parseMonthDays(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const days = parts.map(Number);
  return days.every((day) => Number.isInteger(day) && day >= 1 && day <= 31) ? [...new Set(days)] : null;
}

/** The form's schedule, or null while it is incomplete (no weekday, an unreadable date list, no rule). */
export function formSchedule(values: Pick<TemplateFormValues, "kind" | "weekdays" | "monthDays" | "rrule">) {
  switch (values.kind) {
    case "WEEKLY":
      return values.weekdays.length > 0 ? { kind: values.kind, weekdays: values.weekdays.map(Number) } : null;
    case "MONTHLY": {
      const monthDays = parseMonthDays(values.monthDays);
      return monthDays ? { kind: values.kind, monthDays } : null;
    }
    case "RRULE":
      return values.rrule.trim() ? { kind: values.kind, rrule: values.rrule.trim() } : null;
    default:
      return { kind: values.kind };
  }
}

const window = (start: string, end: string): DailyWindowInput | null =>
  start || end ? { start: start || null, end: end || null } : null;

/** True when a window's end comes before its start ("HH:mm" sorts as time). */
export const windowReversed = (start: string, end: string) => Boolean(start && end && end < start);

export function templateToForm(template: DeliveryTemplateRow): TemplateFormValues {
  const { schedule } = template;
  return {
    name: template.name,
    customerName: template.customerName,
    origin: toAddressValue(template.origin),
    destination: toAddressValue(template.destination),
    items: template.items.map(({ name, quantity, weightKg, volumeM3 }) => ({
      name,
      quantity,
      weightKg,
      volumeM3,
    })),
    notes: template.notes ?? "",
    requiredSkills: [...template.requiredSkills],
    priority: template.priority,
    pickupStart: template.pickupWindow?.start ?? "",
    pickupEnd: template.pickupWindow?.end ?? "",
    deliveryStart: template.deliveryWindow?.start ?? "",
    deliveryEnd: template.deliveryWindow?.end ?? "",
    kind: schedule.kind,
    weekdays: (schedule.weekdays ?? [1]).map(String),
    monthDays: (schedule.monthDays ?? [1]).join(", "),
    rrule: schedule.rrule ?? "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO",
    startsOn: template.startsOn,
    endsOn: template.endsOn ?? null,
    horizonDays: template.horizonDays,
    skipHolidays: template.skipHolidays,
    defaultVehicleId: template.defaultVehicleId === null ? null : String(template.defaultVehicleId),
    defaultDriverId: template.defaultDriverId === null ? null : String(template.defaultDriverId),
  };
}

/** The API input of a form whose addresses are picked and whose schedule is complete (the form checks that). */
export function formToTemplateInput(
  form: TemplateFormValues & { origin: NonNullable<AddressValue>; destination: NonNullable<AddressValue> },
  schedule: ScheduleRuleInput,
): CreateDeliveryTemplateInput {
  return {
    name: form.name.trim(),
    customerName: form.customerName.trim(),
    origin: toAddressInput(form.origin),
    destination: toAddressInput(form.destination),
    items: form.items,
    notes: form.notes.trim() || null,
    requiredSkills: form.requiredSkills,
    priority: form.priority,
    pickupWindow: window(form.pickupStart, form.pickupEnd),
    deliveryWindow: window(form.deliveryStart, form.deliveryEnd),
    schedule,
    startsOn: form.startsOn,
    endsOn: form.endsOn || null,
    horizonDays: form.horizonDays,
    skipHolidays: form.skipHolidays,
    defaultVehicleId: form.defaultVehicleId === null ? null : Number(form.defaultVehicleId),
    defaultDriverId: form.defaultDriverId === null ? null : Number(form.defaultDriverId),
  };
}
