import { z } from "zod";
import { requiredError } from "./issueKeys.js";

/** A database identifier (table or column name): letters, digits and underscores, not starting with a digit. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const createCompanyCategoryInputSchema = z.object({
  text: z.string({ error: requiredError }).trim().min(1).max(100),
  /** Table the category applies to, e.g. `vehicle`. */
  srcTable: z.string({ error: requiredError }).trim().min(1).max(64).regex(IDENTIFIER),
  /** Column of `srcTable` holding the category, e.g. `category`. */
  srcColumn: z.string({ error: requiredError }).trim().min(1).max(64).regex(IDENTIFIER),
});

export type CreateCompanyCategoryInput = z.infer<typeof createCompanyCategoryInputSchema>;
