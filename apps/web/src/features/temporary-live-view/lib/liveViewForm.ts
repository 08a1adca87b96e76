import {
  bestFittingDuration,
  type ContactLocationInput,
  cleanContactLocation,
  DEFAULT_DURATION,
  type DurationUnit,
  durationBetween,
  durationToMinutes,
  formatZodIssues,
  type Language,
  LOCATION_TYPES,
  messageFor,
  PICKED_COLUMNS,
  type PickedColumn,
  TEMPORARY_LIVE_VIEW_ISSUES,
  TEMPORARY_LIVE_VIEW_LABELS,
  temporaryLiveViewDataSchema,
} from "@armada/domain";
import type { FieldErrors, Resolver } from "react-hook-form";
import type {
  ContactLocationRead,
  ContactMessageState,
  ContactPayload,
  LinkedVehicle,
  LiveViewPayload,
  TemporaryLiveView,
} from "../api/temporaryLiveViews";

/** A contact of the form: saved ones carry contactId; new ones only a client key (removed on save). */
export interface FormContact {
  key: string;
  contactId?: number;
  label: string;
  phoneNumber: string;
  location: ContactLocationInput | null;
  createdOn?: string;
  createdBy?: string | null;
  link?: string;
  lastMessage?: ContactMessageState | null;
  openCount?: number;
  lastOpenedOn?: string | null;
}

export interface LiveViewFormValues {
  name: string;
  durationValue: number | string;
  durationUnit: DurationUnit;
  note: string;
  vehicles: LinkedVehicle[];
  pickedColumns: PickedColumn[];
  contacts: FormContact[];
}

let nextKey = 0;
export const newContactKey = () => `new-${Date.now()}-${nextKey++}`;

export function emptyLiveViewForm(): LiveViewFormValues {
  return {
    name: "",
    durationValue: DEFAULT_DURATION.value,
    durationUnit: DEFAULT_DURATION.unit,
    note: "",
    vehicles: [],
    pickedColumns: [...PICKED_COLUMNS],
    contacts: [],
  };
}

/** The read shape of a contact location into the write shape (id from masterDataValue or googleValue). */
export function readLocation(location: ContactLocationRead | null): ContactLocationInput | null {
  if (!location) return null;
  const id = location.id?.googleValue ?? location.id?.masterDataValue ?? null;
  return {
    name: location.name,
    fullName: location.fullName,
    lat: location.lat ?? location.address?.lat,
    lng: location.lng ?? location.address?.lng,
    id: id === null ? null : String(id),
    type: location.type,
  };
}

export function liveViewToForm(view: TemporaryLiveView): LiveViewFormValues {
  const duration =
    view.createdOn && view.expiresOn
      ? durationBetween(new Date(view.createdOn), new Date(view.expiresOn))
      : bestFittingDuration(view.duration);
  const byId = new Map((view.vehicles ?? []).map((vehicle) => [vehicle.id, vehicle]));
  const vehicles: LinkedVehicle[] = (view.vehicleIds ?? []).map(
    ({ vehicleId }) =>
      byId.get(vehicleId) ?? { id: vehicleId, licensePlate: `#${vehicleId}`, vehicleType: null },
  );
  for (const vehicle of view.vehicles ?? []) {
    if (!vehicles.some((entry) => entry.id === vehicle.id)) vehicles.push(vehicle);
  }
  return {
    name: view.name,
    durationValue: duration.value,
    durationUnit: duration.unit,
    note: view.note ?? "",
    vehicles,
    pickedColumns: view.pickedColumns.filter((column): column is PickedColumn =>
      (PICKED_COLUMNS as readonly string[]).includes(column),
    ),
    contacts: (view.contacts ?? []).map((contact) => ({
      key: `saved-${contact.contactId}`,
      contactId: contact.contactId,
      label: contact.label,
      phoneNumber: contact.phoneNumber,
      location: readLocation(contact.location),
      createdOn: contact.createdOn,
      createdBy: contact.createdBy,
      link: contact.link,
      lastMessage: contact.lastMessage,
      openCount: contact.openCount,
      lastOpenedOn: contact.lastOpenedOn,
    })),
  };
}

export function contactToPayload(contact: FormContact): ContactPayload {
  const location = contact.location ? cleanContactLocation(contact.location) : null;
  return {
    ...(contact.contactId ? { contactId: contact.contactId } : {}),
    label: contact.label,
    phoneNumber: contact.phoneNumber,
    location: location
      ? {
          name: location.name,
          fullName: location.fullName,
          lat: location.lat,
          lng: location.lng,
          ...(location.id != null && location.id !== "" ? { id: String(location.id) } : {}),
          type: location.type,
        }
      : null,
  };
}

/** The API input of the form (docs/spec/temporary-live-view.md §4): minutes, plain vehicle ids, no client contact ids. */
export function formToPayload(
  values: LiveViewFormValues,
  keep?: Pick<TemporaryLiveView, "alertCodes" | "popupDuration">,
): LiveViewPayload {
  const amount =
    typeof values.durationValue === "number" ? values.durationValue : Number(values.durationValue);
  return {
    name: values.name.trim(),
    duration:
      values.durationValue === "" || Number.isNaN(amount)
        ? Number.NaN
        : durationToMinutes({ value: amount, unit: values.durationUnit }),
    note: values.note.trim() || null,
    vehicleIds: values.vehicles.map((vehicle) => vehicle.id),
    pickedColumns: [...values.pickedColumns],
    contacts: values.contacts.map(contactToPayload),
    ...(keep ? { alertCodes: keep.alertCodes, popupDuration: keep.popupDuration } : {}),
  };
}

/** What the edit page showed before editing, sent as oldData. */
export function viewToOldData(view: TemporaryLiveView): LiveViewPayload {
  return formToPayload(liveViewToForm(view), view);
}

/** Form fields the validation reports on. */
export type TrackingErrorField = "name" | "durationValue" | "vehicles" | "pickedColumns" | "contacts";

function payloadForValidation(values: LiveViewFormValues): Record<string, unknown> {
  const payload = formToPayload(values);
  return { ...payload, duration: Number.isNaN(payload.duration) ? undefined : payload.duration };
}

/**
 * Validates with the server's schema. Name and duration get messages under their fields; missing vehicles
 * and display fields come back on `vehicles` / `pickedColumns` and are shown as dialogs (docs/spec/temporary-live-view.md §5).
 */
export function liveViewResolver(language: () => Language): Resolver<LiveViewFormValues> {
  return (values) => {
    const parsed = temporaryLiveViewDataSchema.safeParse(payloadForValidation(values));
    if (parsed.success) return { values, errors: {} };
    const lang = language();
    const errors: Partial<Record<TrackingErrorField, { type: string; message: string }>> = {};
    const formatted = formatZodIssues(parsed.error, lang, TEMPORARY_LIVE_VIEW_LABELS);
    parsed.error.issues.forEach((issue, index) => {
      const top = String(issue.path[0] ?? "");
      const own = Object.values(TEMPORARY_LIVE_VIEW_ISSUES) as string[];
      const message = own.includes(issue.message)
        ? messageFor(issue.message, lang)
        : (formatted[index]?.message ?? messageFor("ValidationError", lang));
      const field: TrackingErrorField | null =
        top === "name"
          ? "name"
          : top === "duration"
            ? "durationValue"
            : top === "vehicleIds"
              ? "vehicles"
              : top === "pickedColumns"
                ? "pickedColumns"
                : top === "contacts"
                  ? "contacts"
                  : null;
      if (field && !errors[field]) errors[field] = { type: "validation", message };
    });
    return { values: {}, errors: errors as FieldErrors<LiveViewFormValues> };
  };
}

export const LOCATION_PROVIDER = LOCATION_TYPES;
