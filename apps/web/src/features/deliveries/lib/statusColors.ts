/** Badge colours of the statuses (the labels are the texts' deliveries.orderStatus / taskStatus / visitStatus). */
export const ORDER_STATUS_COLORS: Record<string, string> = {
  DRAFT: "gray",
  CONFIRMED: "blue",
  SCHEDULED: "indigo",
  IN_PROGRESS: "orange",
  PICKED_UP: "yellow",
  DELIVERED: "teal",
  FAILED: "red",
  CANCELED: "dark",
};

export const TASK_STATUS_COLORS: Record<string, string> = {
  DRAFT: "gray",
  SCHEDULED: "indigo",
  STARTED: "orange",
  ENDED: "teal",
  CANCELED: "dark",
};

export const VISIT_STATUS_COLORS: Record<string, string> = {
  TO_VISIT: "gray",
  VISITED: "teal",
  FAILED: "red",
};

/** Stop markers on the map: by visit. */
export const VISIT_MARKER_COLORS: Record<string, string> = {
  TO_VISIT: "#1c7ed6",
  VISITED: "#0ca678",
  FAILED: "#e03131",
};
