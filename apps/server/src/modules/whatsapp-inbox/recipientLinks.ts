import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { consigneeLinks, deliveryOrders } from "../deliveries/index.js";
import {
  type ContactLocation,
  temporaryLiveViewContacts,
  temporaryLiveViews,
} from "../temporary-live-view/index.js";

/** A link expired less than this long ago still matches its recipient (who may ask for it again). */
export const RECENT_LINK_DAYS = 7;

/** A recipient's latest link in one company, with its delivery order when it is a consignee's. */
export interface RecipientLink {
  companyId: number;
  contactId: number;
  contactKey: string;
  contactLabel: string;
  location: ContactLocation | null;
  temporaryLvId: number;
  linkName: string;
  pickedColumns: string[];
  expiresOn: Date;
  status: string;
  shortKey: string;
  accessToken: string;
  timeZone: string;
  deliveryOrderId: number | null;
  deliveryOrderStatus: string | null;
  consigneeLinkId: number | null;
  confirmedByConsigneeOn: Date | null;
}

/**
 * The sender's links by their number (E.164): one per company, that company's latest link to that number not
 * deleted and not expired for more than RECENT_LINK_DAYS. Each company's conversation uses its own link only.
 */
export async function findRecipientLinks(db: DbExecutor, phone: string, now: Date): Promise<RecipientLink[]> {
  const since = new Date(now.getTime() - RECENT_LINK_DAYS * 86_400_000);
  const rows = await db
    .select({
      companyId: temporaryLiveViews.companyId,
      contactId: temporaryLiveViewContacts.contactId,
      contactKey: temporaryLiveViewContacts.contactKey,
      contactLabel: temporaryLiveViewContacts.label,
      location: temporaryLiveViewContacts.location,
      temporaryLvId: temporaryLiveViews.temporaryLvId,
      linkName: temporaryLiveViews.name,
      pickedColumns: temporaryLiveViews.pickedColumns,
      expiresOn: temporaryLiveViews.expiresOn,
      status: temporaryLiveViews.status,
      shortKey: temporaryLiveViews.shortKey,
      accessToken: temporaryLiveViews.accessToken,
      timeZone: companies.timeZone,
      deliveryOrderId: consigneeLinks.deliveryOrderId,
      deliveryOrderStatus: deliveryOrders.status,
      consigneeLinkId: consigneeLinks.id,
      confirmedByConsigneeOn: consigneeLinks.confirmedByConsigneeOn,
    })
    .from(temporaryLiveViewContacts)
    .innerJoin(
      temporaryLiveViews,
      eq(temporaryLiveViews.temporaryLvId, temporaryLiveViewContacts.temporaryLvId),
    )
    .innerJoin(companies, eq(companies.id, temporaryLiveViews.companyId))
    .leftJoin(consigneeLinks, eq(consigneeLinks.contactId, temporaryLiveViewContacts.contactId))
    .leftJoin(deliveryOrders, eq(deliveryOrders.id, consigneeLinks.deliveryOrderId))
    .where(
      and(
        eq(temporaryLiveViewContacts.phoneNumber, phone),
        isNull(temporaryLiveViews.deletedOn),
        gt(temporaryLiveViews.expiresOn, since),
      ),
    )
    .orderBy(desc(temporaryLiveViewContacts.contactId));
  const latest = new Map<number, RecipientLink>();
  for (const row of rows) if (!latest.has(row.companyId)) latest.set(row.companyId, row);
  return [...latest.values()];
}
