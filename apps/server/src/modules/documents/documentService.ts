import {
  createDocumentInputSchema,
  DOCUMENT_TYPE_SUBJECTS,
  DOCUMENT_TYPES,
  type DocumentInput,
  defaultExpiry,
  deleteDocumentInputSchema,
  documentsFilterSchema,
  type Language,
  updateDocumentInputSchema,
  updateDocumentSettingsInputSchema,
  zonedDay,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { fleetReferenceIssues, referenceIssue } from "../fleet/index.js";
import type { UploadStore } from "../uploads/index.js";
import { auditDocument } from "./documentAudit.js";
import {
  deleteDocumentRow,
  findDocument,
  findDocuments,
  insertDocument,
  scanUrlsInUse,
  updateDocumentRow,
} from "./documentRepository.js";
import { findBlockAssigning, findDocumentRules, saveDocumentSettings } from "./documentRules.js";
import {
  DOCUMENT_SCAN_UPLOAD_KEY,
  documentScanReadKey,
  readableSubjects,
  requireDocumentKey,
  requireDocumentSettingsKey,
} from "./documentsAccess.js";
import { toDocumentView } from "./documentView.js";

const today = (user: AuthUser) => zonedDay(new Date(), user.companyTimeZone);

/** A SIM names a driver and no vehicle; every other type a vehicle and no driver. */
function requireSubject(input: DocumentInput) {
  const forDriver = DOCUMENT_TYPE_SUBJECTS[input.type] === "DRIVER";
  const ok = forDriver ? input.driverId && !input.vehicleId : input.vehicleId && !input.driverId;
  if (!ok) throw new AppError("DocumentSubjectMismatch", 400);
}

export function createDocumentService(
  db: Db,
  uploads: Pick<UploadStore, "isCompanys" | "rekey" | "forget" | "unlink">,
) {
  async function view(executor: DbExecutor, user: AuthUser, id: number) {
    const row = await findDocument(executor, user.companyId, id, today(user));
    if (!row) throw notFound();
    return toDocumentView(row);
  }

  /**
   * A document's new scans must be the company's document scan uploads (not yet on a document, nor another module's
   * files); every scan is then read with the document's key.
   */
  async function attachScans(
    executor: DbExecutor,
    user: AuthUser,
    input: DocumentInput,
    kept: string[],
    language: Language,
  ) {
    const scanUrls = input.scanUrls ?? kept;
    for (const [index, url] of scanUrls.entries()) {
      if (kept.includes(url)) continue;
      if (!(await uploads.isCompanys(executor, user.companyId, url, DOCUMENT_SCAN_UPLOAD_KEY)))
        throw new AppError(
          "ValidationError",
          400,
          {},
          { issues: [referenceIssue(`scanUrls.${index}`, language)] },
        );
    }
    for (const url of scanUrls)
      await uploads.rekey(executor, user.companyId, url, documentScanReadKey(input.type));
    return scanUrls;
  }

  /**
   * The scans a document no longer shows (removed from it, or the document deleted) are forgotten with the change:
   * their owner rows go in its transaction unless another of the company's documents still shows them; the answered
   * files are deleted once it committed.
   */
  async function dropScans(executor: DbExecutor, user: AuthUser, documentId: number, dropped: string[]) {
    const inUse = await scanUrlsInUse(executor, user.companyId, documentId, dropped);
    return uploads.forget(
      executor,
      user.companyId,
      dropped.filter((url) => !inUse.has(url)),
    );
  }

  /** The stored values of an input: references checked, the expiry from the type's rule when none was given. */
  async function values(
    executor: DbExecutor,
    user: AuthUser,
    input: DocumentInput,
    scanUrls: string[],
    language: Language,
  ) {
    requireSubject(input);
    const issues = await fleetReferenceIssues(
      executor,
      user.companyId,
      {
        vehicles: { vehicleId: input.vehicleId ?? undefined },
        drivers: { driverId: input.driverId ?? undefined },
      },
      language,
    );
    if (issues.length > 0) throw new AppError("ValidationError", 400, {}, { issues });
    const rules = await findDocumentRules(executor, user.companyId);
    return {
      type: input.type,
      vehicleId: input.vehicleId ?? null,
      driverId: input.driverId ?? null,
      number: input.number,
      issuedOn: input.issuedOn,
      expiresOn: input.expiresOn ?? defaultExpiry(input.issuedOn, rules[input.type]),
      notes: input.notes ?? null,
      scanUrls,
    };
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      const readable = readableSubjects(user);
      const { pagination, subject, status, vehicleId, search } = parseInput(
        documentsFilterSchema,
        filter ?? {},
        language,
      );
      const subjects = subject ? readable.filter((candidate) => candidate === subject) : readable;
      if (subjects.length === 0)
        return { list: [], pagination: { total: 0, ...pagination }, statusCounts: [] };
      const { rows, total, counts } = await findDocuments(db, user.companyId, {
        subjects,
        status: status ?? undefined,
        vehicleId: vehicleId ?? undefined,
        search: search ?? undefined,
        today: today(user),
        ...pagination,
      });
      return { list: rows.map(toDocumentView), pagination: { total, ...pagination }, statusCounts: counts };
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      const parsed = parseInput(createDocumentInputSchema, input, language);
      requireDocumentKey(user, parsed.type, "create");
      return db.transaction(async (tx) => {
        const scanUrls = await attachScans(tx, user, parsed, [], language);
        const id = await insertDocument(
          tx,
          user.companyId,
          user.userId,
          await values(tx, user, parsed, scanUrls, language),
        );
        const created = await view(tx, user, id);
        await auditDocument(tx, user, "create", null, created);
        return created;
      });
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      const { documentId, ...parsed } = parseInput(updateDocumentInputSchema, input, language);
      requireDocumentKey(user, parsed.type, "update");
      const { after, files } = await db.transaction(async (tx) => {
        const before = await view(tx, user, documentId);
        requireDocumentKey(user, before.type, "update");
        const scanUrls = await attachScans(tx, user, parsed, before.scanUrls, language);
        await updateDocumentRow(
          tx,
          user.companyId,
          documentId,
          await values(tx, user, parsed, scanUrls, language),
        );
        const after = await view(tx, user, documentId);
        await auditDocument(tx, user, "update", before, after);
        const dropped = before.scanUrls.filter((url) => !scanUrls.includes(url));
        return { after, files: await dropScans(tx, user, documentId, dropped) };
      });
      await uploads.unlink(files);
      return after;
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      const { documentId } = parseInput(deleteDocumentInputSchema, input, language);
      const { removed, files } = await db.transaction(async (tx) => {
        const removed = await view(tx, user, documentId);
        requireDocumentKey(user, removed.type, "delete");
        await deleteDocumentRow(tx, user.companyId, documentId);
        await auditDocument(tx, user, "delete", removed, null);
        return { removed, files: await dropScans(tx, user, documentId, removed.scanUrls) };
      });
      await uploads.unlink(files);
      return removed;
    },

    async settings(user: AuthUser) {
      requireDocumentSettingsKey(user, "read");
      const [rules, blockAssigning] = await Promise.all([
        findDocumentRules(db, user.companyId),
        findBlockAssigning(db, user.companyId),
      ]);
      return { rules: DOCUMENT_TYPES.map((type) => ({ type, ...rules[type] })), blockAssigning };
    },

    async updateSettings(user: AuthUser, input: unknown, language: Language) {
      requireDocumentSettingsKey(user, "update");
      const parsed = parseInput(updateDocumentSettingsInputSchema, input, language);
      await db.transaction((tx) => saveDocumentSettings(tx, user.companyId, parsed));
      return this.settings(user);
    },
  };
}
