/**
 * Topics are dot-separated (`positions.12`); a subscription pattern may use `*` for one segment
 * (`positions.*`), as NATS subjects do, so the two implementations behave alike.
 */
export interface EventBus {
  publish<T>(topic: string, payload: T): void;
  subscribe<T>(pattern: string, handler: (payload: T, topic: string) => void): () => void;
  close(): Promise<void>;
}

export const topics = {
  vehicleUpdates: (companyId: number) => `vehicle-updates.${companyId}`,
  allVehicleUpdates: "vehicle-updates.*",
} as const;
