import { type CompanyTimeZone, zonedDay } from "@armada/domain";

const DAY_MS = 86_400_000;

/** The default period of the reports: the last seven company days, today included. */
export function lastSevenDays(now: Date, zone: CompanyTimeZone) {
  return { startDate: zonedDay(new Date(now.getTime() - 6 * DAY_MS), zone), endDate: zonedDay(now, zone) };
}

/** "fleet", "v:12" (one vehicle) or "g:3" (a vehicle group) as the report filter's scope. */
export function scopeFilter(scope: string): { vehicleId?: number; vgroupId?: number } {
  const [kind, id] = scope.split(":");
  const number = Number(id);
  if (!Number.isInteger(number) || number < 1) return {};
  if (kind === "v") return { vehicleId: number };
  if (kind === "g") return { vgroupId: number };
  return {};
}
