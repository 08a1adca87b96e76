import type { ShownMotionStatus } from "@armada/domain";

/** Status colours used by the map icons, badges and chips. */
export const MOTION_COLORS: Record<ShownMotionStatus, string> = {
  moving: "#2b9348",
  stopped: "#0c8599",
  idle: "#e8890c",
  parked: "#1c6fd1",
  stale: "#9c36b5",
  offline: "#868e96",
};

/** Mantine colour names matching MOTION_COLORS, for Badge/Chip components. */
export const MOTION_MANTINE_COLORS: Record<ShownMotionStatus, string> = {
  moving: "green",
  stopped: "cyan",
  idle: "orange",
  parked: "blue",
  stale: "grape",
  offline: "gray",
};
