import type { RuleRaise } from "./engineTypes.js";

/** The alerts of one vehicle at one moment, one per code: the rules that raised it and the content of the first. */
export interface GroupedRaise extends Omit<RuleRaise, "alertRuleId"> {
  alertRuleIds: number[];
}

/**
 * Several rules of the same code raising on the same position (company-wide and per-group overspeed rules, say)
 * make one alert carrying all their ids; its content is the lowest rule id's.
 */
export function groupRaises(raises: readonly RuleRaise[]): GroupedRaise[] {
  const byCode = new Map<number, GroupedRaise>();
  for (const raise of [...raises].sort((a, b) => a.alertRuleId - b.alertRuleId)) {
    const existing = byCode.get(raise.alertCode);
    if (existing) {
      existing.alertRuleIds.push(raise.alertRuleId);
      existing.geofenceIds = [...new Set([...existing.geofenceIds, ...raise.geofenceIds])];
      continue;
    }
    const { alertRuleId, ...rest } = raise;
    byCode.set(raise.alertCode, { ...rest, alertRuleIds: [alertRuleId] });
  }
  return [...byCode.values()];
}
