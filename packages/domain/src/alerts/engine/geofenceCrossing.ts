import { ALERT_CODE } from "../alertCodeNumbers.js";
import { joinAlertData } from "./alertData.js";
import type { ConditionStep, EngineGeofence } from "./engineTypes.js";
import { fencesContaining } from "./ruleGate.js";

export interface GeofenceState {
  k: "fence";
  /** fences of the rule the vehicle is inside */
  inside: number[];
}

/**
 * Geofence enter (1) or exit (2) over the rule's fences. The first sample only learns where the vehicle is
 * (nothing raised: it did not cross anything we saw). Fences entered (or left) on one sample make one alert.
 * Crossings outside the rule's schedule update the memory but raise nothing.
 */
export function stepGeofenceCrossing(
  previous: GeofenceState | undefined,
  alertCode: number,
  fences: readonly EngineGeofence[],
  point: { lat: number; lng: number },
  gate: boolean,
): ConditionStep<GeofenceState> {
  const inside = fencesContaining(point, fences);
  const state: GeofenceState = { k: "fence", inside };
  if (!previous) return { state, episode: null };
  const crossed =
    alertCode === ALERT_CODE.geofenceEnter
      ? inside.filter((id) => !previous.inside.includes(id))
      : previous.inside.filter((id) => !inside.includes(id));
  if (crossed.length === 0 || !gate) return { state, episode: null };
  const names = crossed.map((id) => fences.find((fence) => fence.geofenceId === id)?.fenceName ?? String(id));
  return {
    state,
    episode: {
      alertData: joinAlertData(names.join(", "), crossed.join(", ")),
      alertTrigger: alertCode === ALERT_CODE.geofenceEnter ? "enter" : "exit",
      alertFlag: "E",
      geofenceIds: crossed,
    },
  };
}
