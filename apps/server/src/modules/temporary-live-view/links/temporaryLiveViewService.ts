import {
  buildTemporaryLiveViewLink,
  type ContactInput,
  effectiveLiveViewStatus,
  type Language,
  type PickedColumn,
  TEMPORARY_LIVE_VIEW_CREATE,
  TEMPORARY_LIVE_VIEW_DELETE,
  TEMPORARY_LIVE_VIEW_READ,
  TEMPORARY_LIVE_VIEW_UPDATE,
  temporaryLiveViewDataSchema,
  temporaryLiveViewIdSchema,
  temporaryLiveViewsFilterSchema,
  updateTemporaryLiveViewInputSchema,
  upsertContactLocationInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../../db/database.js";
import { notFound } from "../../../http/appError.js";
import type { AuthUser } from "../../../http/authUser.js";
import { requireKey } from "../../../http/requireKeys.js";
import { latestMessageByContact } from "../../messaging/index.js";
import { loadArrivalTargets, markNoticeSent } from "../arrival/arrivalTargets.js";
import { type ArrivalNoticeSettings, queueArrivalNotice } from "../arrival/arrivalWorker.js";
import { newAccessToken, newShortKey } from "./linkKeys.js";
import { parseTemporaryLiveViewInput } from "./parseTemporaryLiveViewInput.js";
import {
  addViewVehicles,
  findContacts,
  findView,
  findViewVehicles,
  insertView,
  listViews,
  updateContact,
  updateView,
  type ViewRow,
} from "./temporaryLiveViewRepository.js";
import { toContactResponse, toViewResponse } from "./temporaryLiveViewResponse.js";
import { addContacts, applyContactChanges, type ContactLinkMessage, locationOf } from "./viewContacts.js";
import { applyVehicleChanges, requireVehiclesOwned } from "./viewVehicles.js";

export interface TemporaryLiveViewOptions extends ArrivalNoticeSettings {
  now?: () => Date;
  /**
   * told after every committed change of a view (the arrival worker follows the views' contacts; open public
   * sockets of the view show what it now allows)
   */
  changed?: (companyId: number, temporaryLvId: number) => void;
}

export function createTemporaryLiveViewService(db: Db, options: TemporaryLiveViewOptions) {
  const now = options.now ?? (() => new Date());
  const changed = options.changed ?? (() => {});

  function linkFor(view: ViewRow, contactKey?: string) {
    return buildTemporaryLiveViewLink(options.publicUrl, view.temporaryLvId, view, contactKey);
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
      ...toViewResponse(view, now()),
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
        toContactResponse(contact, linkFor(view, contact.contactKey), messages.get(contact.contactId)),
      ),
    };
  }

  /** A view's end moved: its minutes from its creation, and its status as the clock sees it. */
  const endingAt = (createdOn: Date, expiresOn: Date) => ({
    expiresOn,
    duration: Math.max(1, Math.ceil((expiresOn.getTime() - createdOn.getTime()) / 60_000)),
    status: effectiveLiveViewStatus({ status: "A", expiresOn }, now()),
  });

  return {
    /** Tells who follows the views (arrival worker, open public pages) that one changed: after its commit. */
    changed,

    /**
     * Shares a view in the caller's transaction on behalf of another module (deliveries' consignee link), which has
     * checked the vehicles and contacts are the company's; the contacts' WhatsApp links queue with it. The caller
     * tells `changed` once the transaction committed.
     */
    async shareInTransaction(
      tx: DbExecutor,
      user: AuthUser,
      share: {
        name: string;
        note: string | null;
        pickedColumns: PickedColumn[];
        vehicleIds: number[];
        expiresOn: Date;
        contacts: ContactInput[];
        message?: ContactLinkMessage;
        /** the contacts are consignees, who confirm the delivery by replying to the "arrived" notice */
        asksReceipt?: boolean;
      },
    ) {
      const createdOn = now();
      const view = await insertView(tx, {
        companyId: user.companyId,
        createdBy: user.userId,
        name: share.name,
        note: share.note,
        pickedColumns: share.pickedColumns,
        createdOn,
        ...endingAt(createdOn, share.expiresOn),
        accessToken: newAccessToken(),
        shortKey: newShortKey(),
      });
      await addViewVehicles(tx, view.temporaryLvId, share.vehicleIds);
      const contacts = await addContacts(tx, user, view, share.contacts, options.publicUrl, share);
      return { temporaryLvId: view.temporaryLvId, contactIds: contacts.map((contact) => contact.contactId) };
    },

    /** Moves the end of the company's view (in the caller's transaction; the caller tells `changed`). */
    async setExpiryInTransaction(tx: DbExecutor, companyId: number, temporaryLvId: number, expiresOn: Date) {
      const view = await findView(tx, companyId, temporaryLvId);
      if (view) await updateView(tx, temporaryLvId, endingAt(view.createdOn, expiresOn));
    },

    /**
     * The contact's vehicle has arrived, as someone who knows tells (a driver's "Tiba", a stop visit): the arrived
     * notice queues in the caller's transaction unless it was sent, and no "almost there" follows it.
     */
    async noticeArrivedInTransaction(tx: DbExecutor, pair: { contactId: number; vehicleId: number }) {
      const [target] = await loadArrivalTargets(tx, now(), pair);
      if (!target) return false;
      const at = now();
      await markNoticeSent(tx, pair.contactId, pair.vehicleId, "approaching", at);
      return queueArrivalNotice(tx, options, target, {
        notice: "arrived",
        etaSeconds: 0,
        distanceMeters: 0,
        at,
      });
    },

    async get(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, TEMPORARY_LIVE_VIEW_READ);
      const { temporaryLvId } = parseTemporaryLiveViewInput(temporaryLiveViewIdSchema, filter, language);
      const view = await findView(db, user.companyId, temporaryLvId);
      if (!view) throw notFound();
      return detail(view);
    },

    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, TEMPORARY_LIVE_VIEW_READ);
      const { pagination, ...criteria } = parseTemporaryLiveViewInput(
        temporaryLiveViewsFilterSchema,
        filter ?? {},
        language,
      );
      const { rows, total } = await listViews(db, user.companyId, { ...criteria, ...pagination, now: now() });
      return {
        data: rows.map((row) => ({
          ...toViewResponse(row.view, now()),
          vehicleCount: row.vehicleCount,
          contactCount: row.contactCount,
        })),
        pagination: { total, page: pagination.page, show: pagination.show },
      };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, TEMPORARY_LIVE_VIEW_CREATE);
      const data = parseTemporaryLiveViewInput(temporaryLiveViewDataSchema, input, language);
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
          await addContacts(tx, user, view, data.contacts, options.publicUrl);
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
      requireKey(user, TEMPORARY_LIVE_VIEW_UPDATE);
      const { temporaryLvId, newData } = parseTemporaryLiveViewInput(
        updateTemporaryLiveViewInputSchema,
        input,
        language,
      );
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
        await applyContactChanges(
          tx,
          user,
          { ...view, name: newData.name, expiresOn },
          newData,
          options.publicUrl,
        );
      });
      changed(user.companyId, temporaryLvId);
      return {};
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, TEMPORARY_LIVE_VIEW_DELETE);
      const { temporaryLvId } = parseTemporaryLiveViewInput(temporaryLiveViewIdSchema, input, language);
      const view = await findView(db, user.companyId, temporaryLvId);
      if (!view) throw notFound();
      await updateView(db, temporaryLvId, { deletedOn: now(), status: "E" });
      changed(user.companyId, temporaryLvId);
      return {};
    },

    async upsertContactLocation(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, TEMPORARY_LIVE_VIEW_UPDATE);
      const { temporaryLvId, contactId, location } = parseTemporaryLiveViewInput(
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
}

export type TemporaryLiveViewService = ReturnType<typeof createTemporaryLiveViewService>;
