export { requireAssignable } from "./assignmentBlock.js";
export { findCurrentDocuments } from "./documentRepository.js";
export { findDocumentRules } from "./documentRules.js";
export { documents } from "./documents.tables.js";
