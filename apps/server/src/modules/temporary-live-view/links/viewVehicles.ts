import type { TemporaryLiveViewData } from "@armada/domain";
import type { DbExecutor } from "../../../db/database.js";
import { notFound } from "../../../http/appError.js";
import type { AuthUser } from "../../../http/authUser.js";
import {
  addViewVehicles,
  findViewVehicles,
  ownedVehicleIds,
  removeViewVehicles,
} from "./temporaryLiveViewRepository.js";

/** Not found unless every vehicle is the caller's company's. */
export async function requireVehiclesOwned(tx: DbExecutor, user: AuthUser, vehicleIds: number[]) {
  const owned = await ownedVehicleIds(tx, user.companyId, vehicleIds);
  if (owned.size !== vehicleIds.length) throw notFound();
}

/** Adds the wanted vehicles the view lacks and removes the others. */
export async function applyVehicleChanges(
  tx: DbExecutor,
  temporaryLvId: number,
  newData: TemporaryLiveViewData,
) {
  const current = new Set((await findViewVehicles(tx, temporaryLvId)).map((vehicle) => vehicle.id));
  const wanted = new Set(newData.vehicleIds);
  await addViewVehicles(
    tx,
    temporaryLvId,
    newData.vehicleIds.filter((id) => !current.has(id)),
  );
  await removeViewVehicles(
    tx,
    temporaryLvId,
    [...current].filter((id) => !wanted.has(id)),
  );
}
