import type { Jt808SafetyAlarm, Jt1078FileUploadFinished } from "@armada/domain";
import type { Jt808Answer, Jt808Hooks, Jt808Link } from "../ingest/index.js";
import type { KnownDevice } from "../positions/index.js";

type Waiter = { match: (answer: Jt808Answer) => boolean; resolve: (answer: Jt808Answer | null) => void };

/**
 * The JT/T 808 gateway's side of media (Jt808GatewayOptions.hooks): which dashcams are connected to this instance,
 * a way to send them a request and wait for its answer, the upload-finished notices (0x1206), and the safety alarms
 * that have attachments.
 */
export function createDashcamLink(
  onUploadFinished: (deviceId: number, finished: Jt1078FileUploadFinished) => void,
  onAlarmWithAttachments?: (
    device: KnownDevice,
    alarm: Jt808SafetyAlarm,
    fixTime: Date,
    link: Jt808Link,
  ) => void,
) {
  const links = new Map<number, Jt808Link>();
  const waiters = new Map<number, Set<Waiter>>();

  const hooks: Jt808Hooks = {
    connected(device: KnownDevice, link: Jt808Link) {
      links.set(device.deviceId, link);
    },
    disconnected(device: KnownDevice, link: Jt808Link) {
      if (links.get(device.deviceId) === link) links.delete(device.deviceId);
    },
    answered(device: KnownDevice, answer: Jt808Answer) {
      for (const waiter of waiters.get(device.deviceId) ?? []) {
        if (!waiter.match(answer)) continue;
        waiters.get(device.deviceId)?.delete(waiter);
        waiter.resolve(answer);
      }
      if (answer.kind === "fileUploadFinished") onUploadFinished(device.deviceId, answer.finished);
    },
    alarmWithAttachments: onAlarmWithAttachments,
  };

  return {
    hooks,
    isConnected: (deviceId: number) => links.has(deviceId),
    /** Sends a request; its serial, or null when the dashcam is not connected here. */
    send(deviceId: number, messageId: number, body: Uint8Array): number | null {
      return links.get(deviceId)?.send(messageId, body) ?? null;
    },
    /** Sends a request and waits for the answer that `match`es it; null when not connected or not answered in time. */
    async ask(
      deviceId: number,
      messageId: number,
      body: Uint8Array,
      match: (answer: Jt808Answer, serial: number) => boolean,
      timeoutMs: number,
    ): Promise<Jt808Answer | null> {
      const link = links.get(deviceId);
      if (!link) return null;
      let serial = -1;
      const answer = new Promise<Jt808Answer | null>((resolve) => {
        const waiter: Waiter = { match: (candidate) => match(candidate, serial), resolve };
        const set = waiters.get(deviceId) ?? new Set();
        set.add(waiter);
        waiters.set(deviceId, set);
        setTimeout(() => {
          if (set.delete(waiter)) resolve(null);
        }, timeoutMs).unref();
      });
      serial = link.send(messageId, body) ?? -1;
      return answer;
    },
  };
}

export type DashcamLink = ReturnType<typeof createDashcamLink>;
