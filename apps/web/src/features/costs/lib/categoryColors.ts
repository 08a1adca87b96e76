import type { CostCategory } from "@armada/domain";

/** One Mantine colour per category, the same in the badges and the charts. */
export const CATEGORY_COLORS: Record<CostCategory, string> = {
  fuel: "orange",
  toll: "blue",
  allowance: "teal",
  tax: "grape",
  insurance: "indigo",
  fine: "red",
  maintenance: "yellow",
  other: "gray",
};
