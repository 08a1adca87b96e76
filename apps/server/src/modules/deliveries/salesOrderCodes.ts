/** The numbers people say for a sales order and a delivery request: their id, zero-padded (SO-000042, RQ-000007). */
export const salesOrderCode = (id: number) => `SO-${String(id).padStart(6, "0")}`;
export const deliveryRequestCode = (id: number) => `RQ-${String(id).padStart(6, "0")}`;
