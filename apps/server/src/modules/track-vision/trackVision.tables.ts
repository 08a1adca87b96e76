import type { VideoViewMode } from "@armada/domain";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

/**
 * Who watched what: one row per viewer session of the Track Vision socket (live or playback), written when it
 * starts and closed when it ends. A running view has no `endedAt`; `lastSeenAt` is noted on every quota check so a
 * view left open by a crash is closed at its last known time (or its start).
 */
export const videoViews = pgTable(
  "video_views",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** the user's name and the plate kept for when they go */
    userName: text("user_name").notNull(),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    licensePlate: text("license_plate"),
    channel: integer("channel").notNull(),
    mode: text("mode").$type<VideoViewMode>().notNull(),
    /** playback: the recorded window asked for */
    recordedStart: timestamp("recorded_start", { withTimezone: true }),
    recordedEnd: timestamp("recorded_end", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    secondsWatched: integer("seconds_watched"),
  },
  (table) => [
    index("video_views_company_started_idx").on(table.companyId, table.startedAt),
    index("video_views_open_idx").on(table.endedAt),
  ],
);
