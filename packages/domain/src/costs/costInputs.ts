import { z } from "zod";
import { afterValidFields, isoTimeSchema } from "../schemas/isoTimeSchema.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { COST_CATEGORIES } from "./costCategories.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);
const rupiah = z.number().int().min(0).max(100_000_000_000);

/** A cost entry; a fuel entry carries its litres and price per litre, and its amount is their product. */
export const costEntryFieldsSchema = z
  .object({
    vehicleId: id,
    category: z.enum(COST_CATEGORIES),
    spentAt: isoTimeSchema,
    amount: rupiah.nullish(),
    litres: z.number().gt(0).max(10_000).nullish(),
    pricePerLitre: z.number().gt(0).max(1_000_000).nullish(),
    odometerKm: z.number().min(0).max(10_000_000).nullish(),
    station: text(200).nullish(),
    etollCard: text(50).nullish(),
    description: text(1000).nullish(),
  })
  .superRefine((entry, context) => {
    if (entry.category === "fuel") {
      if (entry.litres == null) context.addIssue({ code: "custom", path: ["litres"], message: "required" });
      if (entry.pricePerLitre == null)
        context.addIssue({ code: "custom", path: ["pricePerLitre"], message: "required" });
    } else if (entry.amount == null)
      context.addIssue({ code: "custom", path: ["amount"], message: "required" });
  })
  .transform((entry) => ({
    ...entry,
    amount:
      entry.category === "fuel"
        ? fuelEntryAmount(entry.litres as number, entry.pricePerLitre as number)
        : (entry.amount as number),
    litres: entry.category === "fuel" ? (entry.litres ?? null) : null,
    pricePerLitre: entry.category === "fuel" ? (entry.pricePerLitre ?? null) : null,
    station: entry.category === "fuel" ? entry.station || null : null,
    etollCard: entry.category === "toll" ? entry.etollCard || null : null,
    odometerKm: entry.odometerKm ?? null,
    description: entry.description || null,
  }));
export type CostEntryFields = z.output<typeof costEntryFieldsSchema>;

export const costEntryIdInputSchema = z.object({ costEntryId: id });

/** The filters of the cost list, its totals and its export: a vehicle, a category and a date range. */
export const costFilterSchema = z
  .object({
    vehicleId: id.nullish(),
    category: z.enum(COST_CATEGORIES).nullish(),
    from: isoTimeSchema,
    to: isoTimeSchema,
  })
  .refine((filter) => filter.from < filter.to, {
    path: ["to"],
    message: "to before from",
    ...afterValidFields,
  })
  .refine((filter) => filter.to.getTime() - filter.from.getTime() <= 366 * 86_400_000, {
    path: ["to"],
    message: "range too long",
    ...afterValidFields,
  });
export type CostFilter = z.output<typeof costFilterSchema>;

export const costEntriesInputSchema = z.object({
  filter: costFilterSchema,
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/** A fuel receipt's total in whole Rupiah. */
export function fuelEntryAmount(litres: number, pricePerLitre: number): number {
  return Math.round(litres * pricePerLitre);
}
