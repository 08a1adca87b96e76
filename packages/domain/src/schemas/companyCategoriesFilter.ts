import { z } from "zod";
import { paginationInputSchema } from "./paginationInput.js";

const identifier = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/);

/** CompanyCategories query filter: by the table/column they describe, a text search, a page. */
export const companyCategoriesFilterSchema = z.object({
  srcTable: identifier.optional(),
  srcColumn: identifier.optional(),
  search: z.string().trim().max(100).optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export type CompanyCategoriesFilter = z.output<typeof companyCategoriesFilterSchema>;
