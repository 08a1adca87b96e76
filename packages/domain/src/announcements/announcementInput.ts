import { z } from "zod";
import { uploadPath } from "./uploadType.js";

/** What pressing an announcement does (docs/spec/alert-center-and-shell.md §3 System notification). */
export const SYSTEM_NOTIFICATION_ACTIONS = [
  "none",
  "external_link",
  "internal_link",
  "image_popup",
  "video_popup",
  "image_carousel",
] as const;
export type AnnouncementAction = (typeof SYSTEM_NOTIFICATION_ACTIONS)[number];

const imageUrl = z.string().regex(uploadPath("png|jpg|webp|gif"));
const videoUrl = z.string().regex(uploadPath("mp4|webm"));

/** The action's `data` must fit the action: a link, one uploaded image or video, or 2–10 images. */
const actionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("none"), data: z.object({}).strict().default({}) }),
  z.object({
    action: z.literal("external_link"),
    data: z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) }),
  }),
  z.object({
    action: z.literal("internal_link"),
    // a path of this app: no scheme, no protocol-relative "//host"
    data: z.object({
      url: z
        .string()
        .max(500)
        .regex(/^\/(?!\/)[^\s]*$/),
    }),
  }),
  z.object({ action: z.literal("image_popup"), data: z.object({ url: imageUrl }) }),
  z.object({ action: z.literal("video_popup"), data: z.object({ url: videoUrl }) }),
  z.object({
    action: z.literal("image_carousel"),
    data: z.object({ urls: z.array(imageUrl).min(2).max(10) }),
  }),
]);

/** An announcement written in the platform console; `companyIds` null or absent = every company. */
export const announcementInputSchema = z
  .object({
    header: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(2000),
    thumbnailUrl: imageUrl.optional(),
    companyIds: z.array(z.int().positive()).min(1).max(1000).optional(),
    /** when it is published; absent = now */
    publishOn: z.iso.datetime({ offset: true }).optional(),
  })
  .and(actionSchema);
export type AnnouncementInput = z.output<typeof announcementInputSchema>;
