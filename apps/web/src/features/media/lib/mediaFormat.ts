import { formatNumber } from "@/shared/i18n/format";

/** Channel names of a BSJ-wired dashcam: CH01 the road (ADAS), CH03 the driver (DMS). */
export const CHANNEL_OPTIONS = [1, 2, 3, 4] as const;

/** "CH01" for channel 1. */
export const channelName = (channel: number) => `CH${String(channel).padStart(2, "0")}`;

/** 40 KB, 1.2 MB: a clip's size for people. */
export function formatFileSize(bytes: number | null | undefined, language: string): string {
  if (bytes === null || bytes === undefined) return "—";
  const format = (value: number) => formatNumber(value, language);
  if (bytes < 1024) return `${format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}
