/** The number people say for a delivery order or fleet task: its id, zero-padded (DO-000042, FT-000007). */
export const deliveryOrderCode = (id: number) => `DO-${String(id).padStart(6, "0")}`;
export const fleetTaskCode = (id: number) => `FT-${String(id).padStart(6, "0")}`;

/** A stored time as the API's DateTime text. */
export const isoTime = (time: Date | null) => time?.toISOString() ?? null;
