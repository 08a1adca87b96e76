import {
  DEFAULT_INVOICE_SETTINGS,
  type InvoiceSettings,
  invoiceLogoInputSchema,
  invoiceSettingsInputSchema,
  type Language,
} from "@armada/domain";
import { asc, desc, eq } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { bankAccounts, companies } from "../company/index.js";
import { referenceIssue } from "../fleet/index.js";
import type { UploadStore } from "../uploads/index.js";
import { invoiceSettings } from "./invoices.tables.js";
import { requireInvoiceAccess } from "./invoicesAccess.js";

/** The company's invoice settings, the defaults while it has saved none. */
export async function findInvoiceSettings(executor: DbExecutor, companyId: number): Promise<InvoiceSettings> {
  const [row] = await executor.select().from(invoiceSettings).where(eq(invoiceSettings.companyId, companyId));
  if (!row) return DEFAULT_INVOICE_SETTINGS;
  const { companyId: _company, updatedOn: _updated, logoUrl: _logo, ...settings } = row;
  return settings;
}

/** The upload URL of the logo the company's invoices print, null when it has none. */
export async function findInvoiceLogoUrl(executor: DbExecutor, companyId: number) {
  const [row] = await executor
    .select({ logoUrl: invoiceSettings.logoUrl })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.companyId, companyId));
  return row?.logoUrl ?? null;
}

/** What an invoice prints about its seller: the company profile's NPWP and default (else first) bank account. */
export async function findSellerProfile(executor: DbExecutor, companyId: number) {
  const [[company], [account]] = await Promise.all([
    executor.select({ taxNo: companies.taxNo }).from(companies).where(eq(companies.id, companyId)),
    executor
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, companyId))
      .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.bankAccountId))
      .limit(1),
  ]);
  return {
    taxNo: company?.taxNo || null,
    bankAccount: account ? `${account.bankName} ${account.accountNo} a.n. ${account.accountName}` : null,
  };
}

const toView = (
  settings: InvoiceSettings,
  seller: Awaited<ReturnType<typeof findSellerProfile>>,
  logoUrl: string | null,
) => ({
  invoiceAddress: settings.invoiceAddress,
  paymentTermsDays: settings.paymentTermsDays,
  ppnRatePercent: settings.ppnRateBp / 100,
  ppnDppNilaiLain: settings.ppnDppNilaiLain,
  pricesIncludePpn: settings.pricesIncludePpn,
  pph23RatePercent: settings.pph23RateBp / 100,
  numberPrefix: settings.numberPrefix,
  taxNo: seller.taxNo,
  bankAccount: seller.bankAccount,
  logoUrl,
});

export function createInvoiceSettingsService(db: Db, uploads: Pick<UploadStore, "isCompanys">) {
  const view = async (companyId: number) => {
    const [settings, seller, logoUrl] = await Promise.all([
      findInvoiceSettings(db, companyId),
      findSellerProfile(db, companyId),
      findInvoiceLogoUrl(db, companyId),
    ]);
    return toView(settings, seller, logoUrl);
  };
  return {
    async get(user: AuthUser) {
      await requireInvoiceAccess(db, user, "read");
      return view(user.companyId);
    },

    /** Saves the settings new drafts are taxed with; drafts already made and issued invoices keep theirs. */
    async update(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "update");
      const settings = parseInput(invoiceSettingsInputSchema, input, language);
      const values = { ...settings, updatedOn: new Date() };
      await db
        .insert(invoiceSettings)
        .values({ ...values, companyId: user.companyId })
        .onConflictDoUpdate({ target: invoiceSettings.companyId, set: values });
      return view(user.companyId);
    },

    /** Sets the logo the invoices print (an image uploaded to POST /api/invoices/uploads) or, with null, removes it. */
    async setLogo(user: AuthUser, input: unknown, language: Language) {
      await requireInvoiceAccess(db, user, "update");
      const { logoUrl } = parseInput(invoiceLogoInputSchema, input, language);
      if (logoUrl && !(await uploads.isCompanys(db, user.companyId, logoUrl))) {
        throw new AppError("ValidationError", 400, {}, { issues: [referenceIssue("logoUrl", language)] });
      }
      const settings = await findInvoiceSettings(db, user.companyId);
      await db
        .insert(invoiceSettings)
        .values({ ...settings, companyId: user.companyId, logoUrl })
        .onConflictDoUpdate({ target: invoiceSettings.companyId, set: { logoUrl, updatedOn: new Date() } });
      return view(user.companyId);
    },
  };
}
export type InvoiceSettingsService = ReturnType<typeof createInvoiceSettingsService>;
