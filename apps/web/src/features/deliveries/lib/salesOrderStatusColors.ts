import type { DeliveryRequestStatus, SalesOrderStatus } from "@armada/domain";

export const SALES_ORDER_STATUS_COLORS: Record<SalesOrderStatus, string> = {
  DRAFT: "gray",
  CONFIRMED: "blue",
  PARTIALLY_SHIPPED: "orange",
  COMPLETED: "green",
  CANCELED: "red",
};

export const DELIVERY_REQUEST_STATUS_COLORS: Record<DeliveryRequestStatus, string> = {
  NEW: "blue",
  APPROVED: "green",
  REJECTED: "red",
};
