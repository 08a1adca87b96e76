import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { registerAppWorker } from "@/shared/lib/appWorker";
import { errorNotifier } from "@/shared/ui/notify";
import { DRIVER_TASKS_KEY, useMyFleetTasks } from "../api/driverTasks";
import {
  type QueuedAction,
  queueAction,
  queuedActions,
  removeQueuedAction,
  updateQueuedAction,
} from "../lib/actionQueueStore";
import {
  type DriverAction,
  type NewDriverAction,
  newActionId,
  type SettlingAction,
  stillSettling,
} from "../lib/driverAction";
import { sendDriverAction, waitsForSignal } from "../lib/sendDriverAction";

/** While actions wait, the phone tries again this often (and at once when the browser says it is online). */
const RETRY_MS = 20_000;

interface DriverActions {
  /** the actions not yet on the server, in the order the driver made them */
  pending: readonly DriverAction[];
  /**
   * what the page shows on top of the server's task list, in the order the driver made them: the pending actions,
   * after those sent since the list was asked for
   */
  shown: readonly DriverAction[];
  /** Queues the action (nothing is lost if the phone has no signal) and sends the queue when it can. */
  submit(action: NewDriverAction): Promise<void>;
}

const Context = createContext<DriverActions | null>(null);

const notifyRejected = errorNotifier("driverTasks.rejected");

/**
 * The driver's offline queue: every action goes to IndexedDB first, then to the server in order; an action that
 * did not get through stays for the next try (the ids make a replay apply once), one the server refused is told.
 */
export function DriverActionsProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [queue, setQueue] = useState<QueuedAction[]>([]);
  const [settling, setSettling] = useState<SettlingAction[]>([]);
  const sending = useRef<Promise<void> | null>(null);
  const requestedAt = useMyFleetTasks().data?.requestedAt;

  useEffect(() => {
    if (requestedAt !== undefined) setSettling((current) => stillSettling(current, requestedAt));
  }, [requestedAt]);

  const reload = useCallback(async () => setQueue(await queuedActions()), []);

  const send = useCallback(async () => {
    let sent = 0;
    for (const queued of await queuedActions()) {
      if (!navigator.onLine) break;
      try {
        await sendDriverAction(queued, updateQueuedAction);
        // shown until a task list asked for after now has it: one already on its way, a refetch cancelled or
        // failed, would otherwise show the stop undone (and offer it again) once the queue lets the action go
        if (queued.action.kind !== "positions") {
          const sentAt = Date.now();
          setSettling((current) => [...current, { action: queued.action, sentAt }]);
        }
      } catch (error) {
        if (waitsForSignal(error)) break;
        notifyRejected(error);
      }
      await removeQueuedAction(queued.seq);
      sent += 1;
    }
    await reload();
    if (sent > 0) void client.invalidateQueries({ queryKey: DRIVER_TASKS_KEY });
  }, [client, reload]);

  /** One sending at a time; a call during one waits for it and sends what was queued meanwhile. */
  const flush = useCallback(async () => {
    while (sending.current) await sending.current;
    sending.current = send().finally(() => {
      sending.current = null;
    });
    await sending.current;
  }, [send]);

  useEffect(() => {
    // the installed driver's app opens without a signal
    registerAppWorker();
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => {
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [flush]);

  const value = useMemo<DriverActions>(
    () => ({
      pending: queue.map((queued) => queued.action),
      shown: [...settling.map((one) => one.action), ...queue.map((queued) => queued.action)],
      async submit(action) {
        await queueAction({ ...action, actionId: newActionId(), at: new Date().toISOString() });
        await reload();
        void flush();
      },
    }),
    [settling, queue, reload, flush],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDriverActions(): DriverActions {
  const actions = useContext(Context);
  if (!actions) throw new Error("useDriverActions outside DriverActionsProvider");
  return actions;
}
