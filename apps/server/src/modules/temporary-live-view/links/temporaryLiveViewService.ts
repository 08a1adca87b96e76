import {
  buildTrackingLink,
  type ContactInput,
  cleanContactLocation,
  effectiveLiveViewStatus,
  formatZodIssues,
  type Language,
  TEMPORARY_TRACKING_LABELS,
  type TemporaryLiveViewData,
  temporaryLiveViewDataSchema,
  temporaryLiveViewErrorName,
  temporaryLiveViewIdSchema,
  temporaryLiveViewsFilterSchema,
  updateTemporaryLiveViewInputSchema,
  upsertContactLocationInputSchema,
} from "@armada/domain";
import type { z } from "zod";
import type { Db, DbExecutor } from "../../../db/database.js";
import { AppError, notFound } from "../../../http/appError.js";
import { requireKey } from "../../../http/requireKeys.js";
import type { AuthUser } from "../../auth/authUser.js";
import { enqueueWhatsApp, latestMessageByContact } from "../../messaging/outbox.js";
import type { ContactLocation } from "../temporaryLiveView.tables.js";
import {
  TEMPORARY_TRACKING_CREATE,
  TEMPORARY_TRACKING_DELETE,
  TEMPORARY_TRACKING_READ,
  TEMPORARY_TRACKING_UPDATE,
} from "../temporaryLiveViewAccess.js";
import { newAccessToken, newShortKey } from "./linkKeys.js";
import {
  addViewVehicles,
  type ContactRow,
  findContacts,
  findView,
  findViewVehicles,
  insertContacts,
  insertView,
  listViews,
  ownedVehicleIds,
  removeContacts,
  removeViewVehicles,
  updateContact,
  updateView,
  type ViewRow,
} from "./temporaryLiveViewRepository.js";
import { trackingLinkMessage } from "./trackingMessage.js";

export interface TemporaryLiveViewOptions {
  publicUrl: string;
  now?: () => Date;
  /**
   * told after every committed change of a view (the arrival worker follows the views' contacts; open public
   * sockets of the view show what it now allows)
   */
  changed?: (companyId: number, temporaryLvId: number) => void;
}

/** Parses with the feature's own errorNames (FleetMinimum, PhoneNumberInvalid, …) and field labels. */
function parseTracking<S extends z.ZodType>(schema: S, input: unknown, language: Language): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errorName = temporaryLiveViewErrorName(parsed.error.issues);
  const issues = formatZodIssues(parsed.error, language, TEMPORARY_TRACKING_LABELS);
  throw new AppError(errorName, errorName === "ValidationError" ? 400 : 422, {}, { issues });
}

const locationOf = (location: ContactInput["location"]): ContactLocation | null =>
  location ? (cleanContactLocation({ ...location }) as ContactLocation) : null;

export function createTemporaryLiveViewService(db: Db, options: TemporaryLiveViewOptions) {
  const now = options.now ?? (() => new Date());
  const changed = options.changed ?? (() => {});

  function linkFor(view: ViewRow, contactKey?: string) {
    return buildTrackingLink(options.publicUrl, view.temporaryLvId, view, contactKey);
  }

  async function requireVehiclesOwned(tx: DbExecutor, user: AuthUser, vehicleIds: number[]) {
    const owned = await ownedVehicleIds(tx, user.companyId, vehicleIds);
    if (owned.size !== vehicleIds.length) throw notFound();
  }

  /** Adds contacts and queues their WhatsApp link in the same transaction (the transactional outbox). */
  async function addContacts(tx: DbExecutor, user: AuthUser, view: ViewRow, contacts: ContactInput[]) {
    const created = await insertContacts(
      tx,
      contacts.map((contact) => ({
        temporaryLvId: view.temporaryLvId,
        companyId: user.companyId,
        label: contact.label,
        phoneNumber: contact.phoneNumber,
        location: locationOf(contact.location),
        contactKey: newShortKey(),
        createdBy: user.userId,
      })),
    );
    for (const contact of created) {
      await enqueueWhatsApp(tx, {
        companyId: user.companyId,
        recipientPhone: contact.phoneNumber,
        kind: "tracking-link",
        idempotencyKey: `tlv:${view.temporaryLvId}:contact:${contact.contactId}:tracking-link`,
        temporaryLvId: view.temporaryLvId,
        contactId: contact.contactId,
        body: trackingLinkMessage({
          recipientName: contact.label,
          companyName: user.companyName,
          viewName: view.name,
          link: linkFor(view, contact.contactKey),
          expiresOn: view.expiresOn,
          timeZone: user.companyTimeZone,
        }),
        templateParams: [contact.label, user.companyName, view.name, linkFor(view, contact.contactKey)],
      });
    }
  }

  async function detail(view: ViewRow) {
    const [vehicleRows, contactRows] = await Promise.all([
      findViewVehicles(db, view.temporaryLvId),
      findContacts(db, view.temporaryLvId),
    ]);
    const messages = await latestMessageByContact(
      db,
      contactRows.map((contact) => contact.contactId),
    );
    return {
      ...toView(view, now()),
      vehicleIds: vehicleRows.map((vehicle) => ({
        temporaryLvId: view.temporaryLvId,
        vehicleId: vehicle.id,
      })),
      vehicles: vehicleRows.map((vehicle) => ({
        id: vehicle.id,
        licensePlate: vehicle.licensePlate,
        vehicleType: vehicle.manufacturer
          ? {
              manufacturer: vehicle.manufacturer,
              model: vehicle.model,
              type: vehicle.type,
              category: vehicle.category,
            }
          : null,
      })),
      contacts: contactRows.map((contact) =>
        toContact(contact, linkFor(view, contact.contactKey), messages.get(contact.contactId)),
      ),
    };
  }

  return {
    async get(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, TEMPORARY_TRACKING_READ);
      const { temporaryLvId } = parseTracking(temporaryLiveViewIdSchema, filter, language);
      const view = await findView(db, user.companyId, temporaryLvId);
      if (!view) throw notFound();
      return detail(view);
    },

    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, TEMPORARY_TRACKING_READ);
      const { pagination, ...criteria } = parseTracking(
        temporaryLiveViewsFilterSchema,
        filter ?? {},
        language,
      );
      const { rows, total } = await listViews(db, user.companyId, { ...criteria, ...pagination, now: now() });
      return {
        data: rows.map((row) => ({
          ...toView(row.view, now()),
          vehicleCount: row.vehicleCount,
          contactCount: row.contactCount,
        })),
        pagination: { total, page: pagination.page, show: pagination.show },
      };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, TEMPORARY_TRACKING_CREATE);
      const data = parseTracking(temporaryLiveViewDataSchema, input, language);
      const createdOn = now();
      return db
        .transaction(async (tx) => {
          await requireVehiclesOwned(tx, user, data.vehicleIds);
          const view = await insertView(tx, {
            companyId: user.companyId,
            createdBy: user.userId,
            name: data.name,
            note: data.note ?? null,
            duration: data.duration,
            pickedColumns: data.pickedColumns,
            alertCodes: data.alertCodes,
            popupDuration: data.popupDuration ?? null,
            createdOn,
            expiresOn: new Date(createdOn.getTime() + data.duration * 60_000),
            status: "A",
            accessToken: newAccessToken(),
            shortKey: newShortKey(),
          });
          await addViewVehicles(tx, view.temporaryLvId, data.vehicleIds);
          await addContacts(tx, user, view, data.contacts);
          return {
            temporaryLvId: view.temporaryLvId,
            accessToken: view.accessToken,
            shortKey: view.shortKey,
          };
        })
        .then((created) => {
          changed(user.companyId, created.temporaryLvId);
          return created;
        });
    },

    /** Applies the difference between the stored view and `newData` (vehicles and contacts) in one transaction. */
    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, TEMPORARY_TRACKING_UPDATE);
      const { temporaryLvId, newData } = parseTracking(updateTemporaryLiveViewInputSchema, input, language);
      await db.transaction(async (tx) => {
        const view = await findView(tx, user.companyId, temporaryLvId);
        if (!view) throw notFound();
        await requireVehiclesOwned(tx, user, newData.vehicleIds);
        const expiresOn = new Date(view.createdOn.getTime() + newData.duration * 60_000);
        await updateView(tx, temporaryLvId, {
          name: newData.name,
          note: newData.note ?? null,
          duration: newData.duration,
          pickedColumns: newData.pickedColumns,
          alertCodes: newData.alertCodes,
          popupDuration: newData.popupDuration ?? null,
          expiresOn,
          status: effectiveLiveViewStatus({ status: "A", expiresOn }, now()),
        });
        await applyVehicleChanges(tx, temporaryLvId, newData);
        await applyContactChanges(tx, user, { ...view, name: newData.name, expiresOn }, newData);
      });
      changed(user.companyId, temporaryLvId);
      return {};
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, TEMPORARY_TRACKING_DELETE);
      const { temporaryLvId } = parseTracking(temporaryLiveViewIdSchema, input, language);
      const view = await findView(db, user.companyId, temporaryLvId);
      if (!view) throw notFound();
      await updateView(db, temporaryLvId, { deletedOn: now(), status: "E" });
      changed(user.companyId, temporaryLvId);
      return {};
    },

    async upsertContactLocation(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, TEMPORARY_TRACKING_UPDATE);
      const { temporaryLvId, contactId, location } = parseTracking(
        upsertContactLocationInputSchema,
        input,
        language,
      );
      const view = await findView(db, user.companyId, temporaryLvId);
      if (!view) throw notFound();
      if (!(await updateContact(db, temporaryLvId, contactId, { location: locationOf(location) })))
        throw notFound();
      changed(user.companyId, temporaryLvId);
      return {};
    },
  };

  async function applyVehicleChanges(tx: DbExecutor, temporaryLvId: number, newData: TemporaryLiveViewData) {
    const current = new Set((await findViewVehicles(tx, temporaryLvId)).map((vehicle) => vehicle.id));
    const wanted = new Set(newData.vehicleIds);
    await addViewVehicles(
      tx,
      temporaryLvId,
      newData.vehicleIds.filter((id) => !current.has(id)),
    );
    await removeViewVehicles(
      tx,
      temporaryLvId,
      [...current].filter((id) => !wanted.has(id)),
    );
  }

  async function applyContactChanges(
    tx: DbExecutor,
    user: AuthUser,
    view: ViewRow,
    newData: TemporaryLiveViewData,
  ) {
    const current = await findContacts(tx, view.temporaryLvId);
    const byId = new Map(current.map((contact) => [contact.contactId, contact]));
    const byPhone = new Map(current.map((contact) => [contact.phoneNumber, contact]));
    const kept = new Set<number>();
    const added: ContactInput[] = [];
    for (const contact of newData.contacts) {
      const existing =
        (contact.contactId ? byId.get(contact.contactId) : undefined) ?? byPhone.get(contact.phoneNumber);
      if (!existing) {
        added.push(contact);
        continue;
      }
      kept.add(existing.contactId);
      if (existing.phoneNumber !== contact.phoneNumber) {
        // A new number is a new recipient: the old link is revoked and the new number gets its own.
        added.push(contact);
        kept.delete(existing.contactId);
        continue;
      }
      await updateContact(tx, view.temporaryLvId, existing.contactId, {
        label: contact.label,
        location: locationOf(contact.location),
      });
    }
    await removeContacts(
      tx,
      view.temporaryLvId,
      current.filter((contact) => !kept.has(contact.contactId)).map((contact) => contact.contactId),
    );
    await addContacts(tx, user, view, added);
  }
}

function toView(view: ViewRow, now: Date) {
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

function toContact(
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

export type TemporaryLiveViewService = ReturnType<typeof createTemporaryLiveViewService>;
