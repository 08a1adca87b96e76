import {
  DEFAULT_DOCUMENT_TYPE_RULES,
  DOCUMENT_TYPES,
  type DocumentType,
  type DocumentTypeRule,
} from "@armada/domain";
import { eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { documentSettings, documentTypeRules } from "./documents.tables.js";

export type DocumentRules = Record<DocumentType, DocumentTypeRule>;

/** The company's rule of every type: its own where it set one, else the Indonesian default. */
export async function findDocumentRules(db: DbExecutor, companyId: number): Promise<DocumentRules> {
  const rows = await db.select().from(documentTypeRules).where(eq(documentTypeRules.companyId, companyId));
  const rules = { ...DEFAULT_DOCUMENT_TYPE_RULES };
  for (const row of rows) {
    rules[row.type] = { validityMonths: row.validityMonths, reminderDays: row.reminderDays };
  }
  return rules;
}

export async function findBlockAssigning(db: DbExecutor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ blockAssigning: documentSettings.blockAssigning })
    .from(documentSettings)
    .where(eq(documentSettings.companyId, companyId));
  return row?.blockAssigning ?? false;
}

/** A document's reminder days in SQL: the company's rule, else the type's default (for filtering by status). */
export const reminderDaysSql = sql<number>`coalesce(
  (select r.reminder_days from document_type_rules r where r.company_id = "documents"."company_id" and r.type = "documents"."type"),
  case "documents"."type" ${sql.join(
    DOCUMENT_TYPES.map((type) =>
      sql.raw(`when '${type}' then ${DEFAULT_DOCUMENT_TYPE_RULES[type].reminderDays}`),
    ),
    sql.raw(" "),
  )} end)`;

/** Stores the company's rules (a rule equal to the default is stored too: the company chose it) and blocking. */
export async function saveDocumentSettings(
  db: DbExecutor,
  companyId: number,
  settings: {
    rules: { type: DocumentType; validityMonths: number; reminderDays: number }[];
    blockAssigning: boolean;
  },
) {
  for (const rule of settings.rules) {
    await db
      .insert(documentTypeRules)
      .values({ companyId, ...rule })
      .onConflictDoUpdate({
        target: [documentTypeRules.companyId, documentTypeRules.type],
        set: { validityMonths: rule.validityMonths, reminderDays: rule.reminderDays },
      });
  }
  await db
    .insert(documentSettings)
    .values({ companyId, blockAssigning: settings.blockAssigning })
    .onConflictDoUpdate({
      target: documentSettings.companyId,
      set: { blockAssigning: settings.blockAssigning },
    });
}
