import type { CallEndReason } from "@armada/domain";
import type { CallSession } from "./callSession";
import { MicrophoneError, type MicrophoneProblem } from "./microphoneError";

export type CallPhase = "preparing" | "ringing" | "connected" | "ended" | "failed";

/** The call of this page, as the call button and the in-call bar show it. */
export interface CallView {
  vehicleId: number;
  licensePlate: string;
  phase: CallPhase;
  callId: number | null;
  /** when the driver answered (the timer counts from here) */
  answeredAt: number | null;
  muted: boolean;
  endReason: CallEndReason | null;
  /** why it could not start: a microphone problem, or the server's message (already in the user's language) */
  microphone: MicrophoneProblem | null;
  refusal: string | null;
}

/** an ended or failed call stays on the bar this long, so the operator sees how it ended */
const LINGER_MS = 6_000;

type Listener = () => void;

/**
 * One call at a time per page, outside React so that it survives navigation: the shell's bar and every call button
 * read it (useSyncExternalStore). The audio code is loaded only when a call starts.
 */
function createCallStore() {
  let view: CallView | null = null;
  let level = 0;
  let session: CallSession | null = null;
  let lingering: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<Listener>();
  const levelListeners = new Set<Listener>();
  const changed = new Set<Listener>();

  const set = (next: CallView | null) => {
    const phaseChanged = next?.phase !== view?.phase;
    view = next;
    for (const listener of listeners) listener();
    if (phaseChanged) for (const listener of changed) listener();
  };
  const update = (patch: Partial<CallView>) => {
    if (view) set({ ...view, ...patch });
  };
  const linger = () => {
    if (lingering) clearTimeout(lingering);
    lingering = setTimeout(() => {
      if (view && (view.phase === "ended" || view.phase === "failed")) set(null);
    }, LINGER_MS);
  };
  const finish = (patch: Partial<CallView>) => {
    session = null;
    level = 0;
    update(patch);
    linger();
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => view,
    subscribeLevel(listener: Listener) {
      levelListeners.add(listener);
      return () => void levelListeners.delete(listener);
    },
    getLevel: () => level,
    /** told when the call's phase changes (the active-calls list refreshes) */
    onChange(listener: Listener) {
      changed.add(listener);
      return () => void changed.delete(listener);
    },
    isActive: () => view !== null && view.phase !== "ended" && view.phase !== "failed",

    async start(vehicleId: number, licensePlate: string) {
      if (view && view.phase !== "ended" && view.phase !== "failed") return;
      if (lingering) clearTimeout(lingering);
      set({
        vehicleId,
        licensePlate,
        phase: "preparing",
        callId: null,
        answeredAt: null,
        muted: false,
        endReason: null,
        microphone: null,
        refusal: null,
      });
      try {
        const { startCallSession } = await import("./callSession");
        session = await startCallSession(vehicleId, {
          message(message) {
            if (message.type === "ringing")
              update({ phase: "ringing", callId: message.callId, licensePlate: message.licensePlate });
            else if (message.type === "connected") update({ phase: "connected", answeredAt: Date.now() });
            else if (message.type === "ended") finish({ phase: "ended", endReason: message.reason });
            else finish({ phase: "failed", refusal: message.message });
          },
          level(value) {
            level = value;
            for (const listener of levelListeners) listener();
          },
          closed() {
            if (view && view.phase !== "ended" && view.phase !== "failed")
              finish({ phase: "ended", endReason: "operatorDisconnected" });
          },
        });
        session.setMuted(view?.muted ?? false);
      } catch (error) {
        finish({
          phase: "failed",
          microphone: error instanceof MicrophoneError ? error.problem : "unknown",
        });
      }
    },

    end() {
      session?.end();
    },

    toggleMute() {
      if (!view) return;
      session?.setMuted(!view.muted);
      update({ muted: !view.muted });
    },

    dismiss() {
      if (view && (view.phase === "ended" || view.phase === "failed")) set(null);
    },
  };
}

export const callStore = createCallStore();
