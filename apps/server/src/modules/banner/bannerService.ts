import { bannerInputSchema, type Language } from "@armada/domain";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requirePlatformAdmin } from "../auth/index.js";
import { banners } from "./banners.tables.js";

type BannerRow = typeof banners.$inferSelect;

/** A banner as the client reads it (docs/spec/alert-center-and-shell.md §7 REST: data[0].day_show). */
const toBannerView = (row: BannerRow) => ({
  banner_id: row.bannerId,
  title: row.title,
  image_url: row.imageUrl,
  day_show: row.dayShow,
  company_ids: row.companyIds,
  domain: row.domain,
  created_on: row.createdOn.toISOString(),
});

const domainQuerySchema = z.object({ domain: z.string().trim().toLowerCase().max(253).optional() });
const bannerIdSchema = z.object({ bannerId: z.coerce.number().int().positive() });

export function createBannerService(db: Db) {
  const newestFirst = [desc(banners.createdOn), desc(banners.bannerId)];
  return {
    /** GET /banner-active/company?domain=: the newest banners for the caller's company (and domain) */
    async activeForCompany(user: AuthUser, query: unknown, language: Language) {
      const { domain } = parseInput(domainQuerySchema, query ?? {}, language);
      const rows = await db
        .select()
        .from(banners)
        .where(
          and(
            or(isNull(banners.companyIds), sql`${user.companyId} = any(${banners.companyIds})`),
            domain ? or(isNull(banners.domain), eq(banners.domain, domain)) : isNull(banners.domain),
          ),
        )
        .orderBy(...newestFirst)
        .limit(1);
      return rows.map(toBannerView);
    },
    /** GET /banner-active: the fallback, the newest banner aimed at everyone */
    async activeForAll() {
      const rows = await db
        .select()
        .from(banners)
        .where(and(isNull(banners.companyIds), isNull(banners.domain)))
        .orderBy(...newestFirst)
        .limit(1);
      return rows.map(toBannerView);
    },
    async consoleList(admin: AuthUser | null) {
      requirePlatformAdmin(admin);
      return (
        await db
          .select()
          .from(banners)
          .orderBy(...newestFirst)
          .limit(200)
      ).map(toBannerView);
    },
    async create(admin: AuthUser | null, body: unknown, language: Language) {
      const user = requirePlatformAdmin(admin);
      const input = parseInput(bannerInputSchema, body, language);
      const [row] = await db
        .insert(banners)
        .values({
          title: input.title,
          imageUrl: input.imageUrl,
          dayShow: input.dayShow,
          companyIds: input.companyIds ?? null,
          domain: input.domain ?? null,
          createdBy: user.userId,
        })
        .returning();
      if (!row) throw new Error("banner not inserted");
      return toBannerView(row);
    },
    async remove(admin: AuthUser | null, params: unknown, language: Language) {
      requirePlatformAdmin(admin);
      const { bannerId } = parseInput(bannerIdSchema, params, language);
      const deleted = await db.delete(banners).where(eq(banners.bannerId, bannerId)).returning();
      if (deleted.length === 0) throw notFound();
    },
  };
}
export type BannerService = ReturnType<typeof createBannerService>;
