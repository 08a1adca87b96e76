export { requireAssignable } from "./assignmentBlock.js";
