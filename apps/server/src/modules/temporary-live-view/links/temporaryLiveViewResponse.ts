import { effectiveLiveViewStatus } from "@armada/domain";
import type { ContactRow, ViewRow } from "./temporaryLiveViewRepository.js";

/** A view as the GraphQL API answers it: dates as ISO text, the status as of now. */
export function toViewResponse(view: ViewRow, now: Date) {
  return {
    temporaryLvId: view.temporaryLvId,
    companyId: view.companyId,
    createdBy: view.createdBy,
    name: view.name,
    note: view.note,
    duration: view.duration,
    pickedColumns: view.pickedColumns,
    alertCodes: view.alertCodes,
    popupDuration: view.popupDuration,
    createdOn: view.createdOn.toISOString(),
    expiresOn: view.expiresOn.toISOString(),
    status: effectiveLiveViewStatus(view, now),
    accessToken: view.accessToken,
    shortKey: view.shortKey,
    openCount: view.openCount,
    lastOpenedOn: view.lastOpenedOn?.toISOString() ?? null,
  };
}

export function toContactResponse(
  contact: ContactRow,
  link: string,
  message:
    | { messageId: number; status: string; lastError: string | null; updatedOn: Date; kind: string }
    | undefined,
) {
  const location = contact.location;
  return {
    contactId: contact.contactId,
    label: contact.label,
    phoneNumber: contact.phoneNumber,
    createdOn: contact.createdOn.toISOString(),
    createdBy: contact.createdByName,
    link,
    openCount: contact.openCount,
    lastOpenedOn: contact.lastOpenedOn?.toISOString() ?? null,
    location: location
      ? {
          name: location.name,
          fullName: location.fullName,
          lat: location.lat,
          lng: location.lng,
          type: location.type,
          id:
            location.id == null
              ? null
              : typeof location.id === "number" || /^\d+$/.test(String(location.id))
                ? { masterDataValue: Number(location.id), googleValue: null }
                : { masterDataValue: null, googleValue: String(location.id) },
          address: { lat: location.lat, lng: location.lng },
        }
      : null,
    lastMessage: message
      ? {
          messageId: message.messageId,
          status: message.status,
          lastError: message.lastError,
          updatedOn: message.updatedOn.toISOString(),
          kind: message.kind,
        }
      : null,
  };
}
