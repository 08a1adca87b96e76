import { can, canAny, DOCUMENT_TYPE_SUBJECTS, type DocumentSubject, type DocumentType } from "@armada/domain";
import { forbidden } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { requireKey } from "../../http/requireKeys.js";

/**
 * Access keys of documents (docs/spec/alert-center-and-shell.md §6, /license/: user_docs or vehicle_docs): a
 * vehicle's documents need vehicle_docs:<action>, a driver's (SIM) user_docs:<action>.
 */
export type CrudAction = "read" | "create" | "update" | "delete";

const SUBJECT_KEY: Record<DocumentSubject, string> = { VEHICLE: "vehicle_docs", DRIVER: "user_docs" };

/** Who reads a document's scans: the read key of its subject. */
export const documentScanReadKey = (type: DocumentType) =>
  `${SUBJECT_KEY[DOCUMENT_TYPE_SUBJECTS[type]]}:read`;

/**
 * A scan not yet on a document is read with either subject's key (the document it goes to is not known yet);
 * attaching it rekeys it to that document's (`documentScanReadKey`).
 */
export const DOCUMENT_SCAN_UPLOAD_KEY = "vehicle_docs:read user_docs:read";

/** Scans are uploaded by whoever may create or change either kind of document. */
export function requireDocumentScanUploadKey(user: AuthUser): void {
  if (
    !canAny(user.accessKeys, [
      "vehicle_docs:create",
      "vehicle_docs:update",
      "user_docs:create",
      "user_docs:update",
    ])
  )
    throw forbidden();
}

export function requireDocumentKey(user: AuthUser, type: DocumentType, action: CrudAction): void {
  requireKey(user, `${SUBJECT_KEY[DOCUMENT_TYPE_SUBJECTS[type]]}:${action}`);
}

/** The subjects whose documents the user may read; Forbidden when none. */
export function readableSubjects(user: AuthUser): DocumentSubject[] {
  const subjects = (Object.keys(SUBJECT_KEY) as DocumentSubject[]).filter((subject) =>
    can(user.accessKeys, `${SUBJECT_KEY[subject]}:read`),
  );
  if (subjects.length === 0) throw forbidden();
  return subjects;
}

/** The type rules and the blocking setting belong to whoever may change either kind of document. */
export function requireDocumentSettingsKey(user: AuthUser, action: "read" | "update"): void {
  if (!canAny(user.accessKeys, [`vehicle_docs:${action}`, `user_docs:${action}`])) throw forbidden();
}
