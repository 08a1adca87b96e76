import {
  buildTemporaryLiveViewLink,
  type ContactInput,
  cleanContactLocation,
  type TemporaryLiveViewData,
} from "@armada/domain";
import type { DbExecutor } from "../../../db/database.js";
import type { AuthUser } from "../../../http/authUser.js";
import { detachMessagesFromContacts, enqueueWhatsApp } from "../../messaging/index.js";
import type { ContactLocation } from "../temporaryLiveView.tables.js";
import { newShortKey } from "./linkKeys.js";
import { temporaryLiveViewLinkMessage } from "./linkMessage.js";
import {
  findContacts,
  insertContacts,
  removeContacts,
  updateContact,
  type ViewRow,
} from "./temporaryLiveViewRepository.js";

export const locationOf = (location: ContactInput["location"]): ContactLocation | null =>
  location ? (cleanContactLocation({ ...location }) as ContactLocation) : null;

/** The WhatsApp text that brings a contact their link; temporaryLiveViewLinkMessage unless the sharer words it. */
export type ContactLinkMessage = (input: { recipientName: string; link: string; view: ViewRow }) => string;

/**
 * Adds contacts and queues their WhatsApp link in the same transaction (the transactional outbox); answers the
 * contacts added.
 */
export async function addContacts(
  tx: DbExecutor,
  user: AuthUser,
  view: ViewRow,
  contacts: ContactInput[],
  publicUrl: string,
  share: {
    message?: ContactLinkMessage | undefined;
    /** consignees, who confirm the delivery by replying to the "arrived" notice */
    asksReceipt?: boolean | undefined;
  } = {},
) {
  const { message } = share;
  const linkFor = (contactKey: string) =>
    buildTemporaryLiveViewLink(publicUrl, view.temporaryLvId, view, contactKey);
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
      asksReceipt: share.asksReceipt ?? false,
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
      body: message
        ? message({ recipientName: contact.label, link: linkFor(contact.contactKey), view })
        : temporaryLiveViewLinkMessage({
            recipientName: contact.label,
            companyName: user.companyName,
            viewName: view.name,
            link: linkFor(contact.contactKey),
            expiresOn: view.expiresOn,
            timeZone: user.companyTimeZone,
          }),
      templateParams: [contact.label, user.companyName, view.name, linkFor(contact.contactKey)],
    });
  }
  return created;
}

/**
 * Applies the wanted contacts: a kept contact (by id, else by phone) is updated, a new phone number is a new
 * recipient with its own link (the old one is revoked), the rest are removed.
 */
export async function applyContactChanges(
  tx: DbExecutor,
  user: AuthUser,
  view: ViewRow,
  newData: TemporaryLiveViewData,
  publicUrl: string,
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
  const removed = current
    .filter((contact) => !kept.has(contact.contactId))
    .map((contact) => contact.contactId);
  await detachMessagesFromContacts(tx, removed);
  await removeContacts(tx, view.temporaryLvId, removed);
  await addContacts(tx, user, view, added, publicUrl);
}
