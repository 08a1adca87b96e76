import { type CompanyTimeZone, type Evaluation, groupRaises, type VehicleAlertState } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { NewRawAlert } from "../raw-alerts/rawAlertWriter.js";
import type { CachedRule, CompanyRules, VehicleInfo } from "../rules/companyRules.js";
import type { StoredEngineState } from "./alertEngineStateRepository.js";
import { rawAlertFromRaise } from "./rawAlertFromRaise.js";

/** One vehicle to evaluate: its company's rules and how (a position, or the scheduled check). */
export interface Evaluable {
  company: CompanyRules;
  vehicleId: number;
  evaluate(
    rules: readonly CachedRule[],
    previous: VehicleAlertState | undefined,
    vehicle: VehicleInfo,
  ): Evaluation;
}

/** A raised alert waiting to be stored, with what its WhatsApp messages need. */
export interface PendingAlert {
  alert: NewRawAlert;
  rules: CachedRule[];
  licensePlate: string;
  timeZone: CompanyTimeZone;
}

/** The committed state of a vehicle and its JSON (to write only what changed). */
export interface CommittedState {
  state: VehicleAlertState;
  json: string;
}

export type ChangedState = StoredEngineState & { json: string };

const EMPTY_STATE_JSON = JSON.stringify({ rules: {} });

/**
 * Evaluates a batch in order, each vehicle from its committed state or from its state earlier in the batch;
 * returns the alerts raised and the states that changed. A rule that throws skips that update only.
 */
export function evaluateVehicles(
  items: readonly Evaluable[],
  committed: ReadonlyMap<number, CommittedState>,
  logger: FastifyBaseLogger,
) {
  const working = new Map<number, { companyId: number; state: VehicleAlertState }>();
  const pending: PendingAlert[] = [];
  let evaluated = 0;
  for (const item of items) {
    const vehicle = item.company.vehicle(item.vehicleId);
    if (!vehicle) continue;
    const rules = item.company.positionRulesFor(item.vehicleId);
    const previous = working.get(item.vehicleId)?.state ?? committed.get(item.vehicleId)?.state;
    let result: Evaluation;
    try {
      result = item.evaluate(rules, previous, vehicle);
    } catch (error) {
      logger.error({ err: error, vehicleId: item.vehicleId }, "alert evaluation failed; update skipped");
      continue;
    }
    evaluated++;
    working.set(item.vehicleId, { companyId: item.company.companyId, state: result.state });
    for (const grouped of groupRaises(result.raises)) {
      const matched = rules.filter((rule) => grouped.alertRuleIds.includes(rule.alertRuleId));
      pending.push({
        licensePlate: vehicle.licensePlate,
        timeZone: item.company.timeZone,
        rules: matched,
        alert: rawAlertFromRaise(grouped, matched, item.company.companyId, vehicle),
      });
    }
  }

  const changed: ChangedState[] = [];
  for (const [vehicleId, { companyId, state }] of working) {
    const json = JSON.stringify(state);
    if (json !== (committed.get(vehicleId)?.json ?? EMPTY_STATE_JSON))
      changed.push({ vehicleId, companyId, state, json });
  }
  return { pending, changed, evaluated };
}
