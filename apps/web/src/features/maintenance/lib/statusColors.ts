import type { ServiceDueStatus, ServiceOrderStatus } from "@armada/domain";

export const DUE_STATUS_COLORS: Record<ServiceDueStatus, string> = {
  OVERDUE: "red",
  UPCOMING: "orange",
  OK: "green",
};

export const ORDER_STATUS_COLORS: Record<ServiceOrderStatus, string> = {
  DRAFT: "gray",
  CONFIRMED: "blue",
  IN_PROGRESS: "orange",
  DOCUMENT_VERIFICATION: "grape",
  DONE: "green",
  CANCELED: "red",
};
