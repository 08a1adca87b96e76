import type { PublicEta } from "@armada/domain";
import { formatSpeed as formatKmh, formatDistance as formatMeters, formatNumber } from "@/shared/i18n/format";
import { pageLanguage, texts } from "./texts";

/** Time left until expiry: "2 jam 14 menit" / "2 hours 14 minutes", "3 hari 2 jam", "5 menit 12 detik", "40 detik". */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return hours > 0 ? `${texts.days(days)} ${texts.hours(hours)}` : texts.days(days);
  if (hours > 0) return `${texts.hours(hours)} ${texts.minutes(minutes)}`;
  if (minutes > 0) return `${texts.minutes(minutes)} ${texts.seconds(seconds)}`;
  return texts.seconds(seconds);
}

/** "baru saja", "2 menit lalu", "3 jam lalu", "2 hari lalu". */
export function formatRelative(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso)) / 1000;
  if (!Number.isFinite(elapsed) || elapsed < 60) return texts.justNow;
  if (elapsed < 3600) return texts.minutesAgo(Math.floor(elapsed / 60));
  if (elapsed < 86_400) return texts.hoursAgo(Math.floor(elapsed / 3600));
  return texts.daysAgo(Math.floor(elapsed / 86_400));
}

/** "850 m", "4,3 km" / "4.3 km" (to 10 m: a public viewer needs no more). */
export const formatDistance = (meters: number) =>
  formatMeters(meters < 1000 ? Math.round(meters / 10) * 10 : meters, pageLanguage);

/** "12 menit", "1 jam 5 menit" (at least 1 minute). */
export function formatEtaDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return texts.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest > 0 ? `${texts.hours(hours)} ${texts.minutes(rest)}` : texts.hours(hours);
}

/** "± 12 menit lagi · 4,3 km", "Berhenti · 4,3 km lagi" while the vehicle stands (no growing time), or "Sudah tiba". */
export function formatEta(eta: PublicEta): string {
  if (eta.etaSeconds <= 0) return texts.arrived;
  if (eta.stopped) return texts.etaStopped(formatDistance(eta.distanceMeters));
  return texts.eta(formatEtaDuration(eta.etaSeconds), formatDistance(eta.distanceMeters));
}

export const formatSpeed = (kmh: number) => formatKmh(kmh, pageLanguage);

export const formatTemperature = (celsius: number) => `${formatNumber(celsius, pageLanguage, 1, 1)} °C`;
