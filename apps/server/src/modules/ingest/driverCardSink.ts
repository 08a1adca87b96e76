import type { KnownDevice } from "../positions/index.js";

/** Where a gateway records a driver card (RFID, iButton) a device read: the driver is attributed by it. */
export interface DriverCardSink {
  identify(device: KnownDevice, cardId: string, time: Date): Promise<void>;
}
