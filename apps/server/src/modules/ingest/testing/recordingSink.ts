import type {
  DeviceReport,
  DeviceStatusReport,
  KnownDevice,
  PositionSink,
  SubmitResult,
} from "../../positions/pipeline/deviceReport.js";

/**
 * Test double of the position pipeline at the gateway boundary: knows a fixed set of devices and records
 * every report it is given. `hold()` makes submits wait until `release()` (backpressure tests);
 * `holdStorage()` keeps accepted reports from being durable until `releaseStorage(stored)`.
 */
export class RecordingSink implements PositionSink {
  readonly positions: DeviceReport[] = [];
  readonly statuses: DeviceStatusReport[] = [];
  readonly lookups: string[] = [];
  /** set to make submits answer accepted: false */
  rejectWith: SubmitResult | null = null;
  /** set to make submits throw */
  failWith: Error | null = null;
  private readonly devices = new Map<string, KnownDevice>();
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;
  private waiters: { check: () => boolean; resolve: () => void }[] = [];
  private storage: Promise<boolean> = Promise.resolve(true);
  private settleStorage: ((stored: boolean) => void) | null = null;

  /** `models`: IMEI → the device's model setting (default none); `lenient`: IMEIs with lenient framing */
  constructor(
    imeis: readonly string[],
    models: Readonly<Record<string, string>> = {},
    lenient: readonly string[] = [],
  ) {
    imeis.forEach((imei, index) => {
      this.devices.set(imei, {
        deviceId: index + 1,
        imei,
        companyId: 1,
        vehicleId: index + 1,
        vendorType: "test",
        model: models[imei] ?? null,
        lenientFraming: lenient.includes(imei),
        slot: "tracker",
        twoDevices: false,
      });
    });
  }

  async findDevice(imei: string): Promise<KnownDevice | null> {
    this.lookups.push(imei);
    return this.devices.get(imei) ?? null;
  }

  async submitPosition(report: DeviceReport): Promise<SubmitResult> {
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    this.positions.push(report);
    this.notify();
    return this.rejectWith ?? { accepted: true, stored: this.storage };
  }

  async submitStatus(report: DeviceStatusReport): Promise<SubmitResult> {
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    this.statuses.push(report);
    this.notify();
    return this.rejectWith ?? { accepted: true, stored: this.storage };
  }

  hold() {
    this.gate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  release() {
    this.openGate?.();
    this.gate = null;
  }

  holdStorage() {
    this.storage = new Promise((resolve) => {
      this.settleStorage = resolve;
    });
  }

  /** Settles every report accepted while storage was held: durable (true) or lost (false). */
  releaseStorage(stored = true) {
    this.settleStorage?.(stored);
    this.storage = Promise.resolve(true);
  }

  /** Resolves once `check` holds (checked after each recorded report), or rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timed out waiting for the sink")), timeoutMs);
      this.waiters.push({
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private notify() {
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.check()) return true;
      waiter.resolve();
      return false;
    });
  }
}
