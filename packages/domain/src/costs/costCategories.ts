/**
 * What a cost entry pays for. `maintenance` is where service orders' costs land once the maintenance module
 * writes them; `allowance` is the driver's uang jalan.
 */
export const COST_CATEGORIES = [
  "fuel",
  "toll",
  "allowance",
  "tax",
  "insurance",
  "fine",
  "maintenance",
  "other",
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

export const COST_CATEGORY_LABELS: Record<CostCategory, { id: string; en: string }> = {
  fuel: { id: "BBM", en: "Fuel" },
  toll: { id: "Tol", en: "Toll" },
  allowance: { id: "Uang jalan", en: "Driver allowance" },
  tax: { id: "Pajak", en: "Tax" },
  insurance: { id: "Asuransi", en: "Insurance" },
  fine: { id: "Denda", en: "Fine" },
  maintenance: { id: "Perawatan", en: "Maintenance" },
  other: { id: "Lainnya", en: "Other" },
};
