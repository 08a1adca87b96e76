import { ApiError } from "@/shared/api/ApiError";
import { CLIENT_ERROR_CODES, GraphqlRequestError } from "@/shared/api/GraphqlRequestError";
import {
  sendArrive,
  sendDeliver,
  sendEnd,
  sendFail,
  sendPositions,
  sendStart,
  uploadPodImage,
} from "../api/driverTasks";
import type { QueuedAction } from "./actionQueueStore";

/**
 * Sends one queued action: a POD's images first (each URL saved with `save` as soon as it is known, so a retry
 * does not upload it again), then the action itself.
 */
export async function sendDriverAction(queued: QueuedAction, save: (queued: QueuedAction) => Promise<void>) {
  const { action } = queued;
  const base = { actionId: action.actionId, at: action.at };
  switch (action.kind) {
    case "positions":
      return void (await sendPositions({ fleetTaskId: action.fleetTaskId, positions: action.positions }));
    case "start":
      return void (await sendStart({ ...base, fleetTaskId: action.fleetTaskId }));
    case "end":
      return void (await sendEnd({ ...base, fleetTaskId: action.fleetTaskId }));
    case "arrive":
      return void (await sendArrive({ ...base, stopId: action.stopId }));
    case "fail":
      return void (await sendFail({
        ...base,
        stopId: action.stopId,
        reason: action.reason,
        note: action.note,
      }));
    case "deliver": {
      let current = action;
      if (current.photo && !current.photoUrl) {
        current = { ...current, photo: null, photoUrl: await uploadPodImage(current.photo) };
        await save({ ...queued, action: current });
      }
      if (current.signature && !current.signatureUrl) {
        current = { ...current, signature: null, signatureUrl: await uploadPodImage(current.signature) };
        await save({ ...queued, action: current });
      }
      await sendDeliver({
        ...base,
        stopId: current.stopId,
        photoUrl: current.photoUrl,
        signatureUrl: current.signatureUrl,
        receiverName: current.receiverName,
        notes: current.notes,
      });
      return;
    }
  }
}

/**
 * True when the action did not reach the server, or the server could not answer (no signal, a gateway down, the
 * session to renew): it stays queued and is sent again later. Any other failure is the server's answer to it.
 */
export function waitsForSignal(error: unknown): boolean {
  if (error instanceof GraphqlRequestError) {
    return (
      error.code === CLIENT_ERROR_CODES.network ||
      error.code === CLIENT_ERROR_CODES.badResponse ||
      error.code === "UNAUTHENTICATED" ||
      error.status >= 500
    );
  }
  if (error instanceof ApiError)
    return error.errorName === "NetworkError" || error.status >= 500 || error.status === 401;
  return error instanceof TypeError;
}
