import type { AllowanceStatus } from "@armada/domain";

export const ALLOWANCE_STATUS_COLORS: Record<AllowanceStatus, string> = {
  GIVEN: "yellow",
  SETTLED: "green",
  CANCELED: "gray",
};
