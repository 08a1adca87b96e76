import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../envelope.js";

/**
 * Page (1-based) and page size. The UI offers `PAGE_SIZES` (10, 25, 50, 100); internal lookups
 * may ask for up to 999 rows (e.g. alert rule templates use show 999).
 */
export const paginationInputSchema = z.object({
  page: z.int32().min(1).default(1),
  show: z.int32().min(1).max(999).default(DEFAULT_PAGE_SIZE),
});

/** Parsed pagination (defaults applied). */
export type PaginationInput = z.output<typeof paginationInputSchema>;
