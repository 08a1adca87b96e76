import type { DbExecutor } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import { findFleetTask, findInterventions, findStops } from "./fleetTaskRepository.js";
import { toFleetTaskView } from "./fleetTaskView.js";

/** The company's task as the API shows it, with its stops and interventions; NotFound when it is not theirs. */
export async function loadFleetTaskView(executor: DbExecutor, companyId: number, id: number) {
  const row = await findFleetTask(executor, companyId, id);
  if (!row) throw notFound();
  const [stops, interventions] = await Promise.all([
    findStops(executor, id),
    findInterventions(executor, id),
  ]);
  return toFleetTaskView(row, stops, interventions);
}
