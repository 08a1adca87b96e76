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
