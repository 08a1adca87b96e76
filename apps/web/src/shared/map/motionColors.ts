import type { MotionStatus } from "@armada/domain";

/** Status colours used by the map icons, badges and chips. */
export const MOTION_COLORS: Record<MotionStatus, string> = {
  moving: "#2b9348",
  idle: "#e8890c",
  parked: "#1c6fd1",
  offline: "#868e96",
};

/** Mantine colour names matching MOTION_COLORS, for Badge/Chip components. */
export const MOTION_MANTINE_COLORS: Record<MotionStatus, string> = {
  moving: "green",
  idle: "orange",
  parked: "blue",
  offline: "gray",
};
