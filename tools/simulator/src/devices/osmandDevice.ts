import type { SimulatorLogger } from "../logger.js";
import type { VehicleSample } from "../vehicleModel.js";

export interface OsmAndExtras {
  batteryPercent?: number;
  charging?: boolean;
  temperatureC?: number;
  fuelPercent?: number;
  alarm?: string;
}

export interface OsmAndDeviceStats {
  sent: number;
  accepted: number;
  failed: number;
  skipped: number;
}

const KMH_PER_KNOT = 1.852;
const REQUEST_TIMEOUT_MS = 5_000;

/**
 * A phone running Traccar Client: POSTs each position to the OsmAnd port, either as query parameters (speed in
 * knots, like the classic app) or as the JSON body of newer versions (speed in m/s).
 */
export class OsmAndDevice {
  readonly stats: OsmAndDeviceStats = { sent: 0, accepted: 0, failed: 0, skipped: 0 };
  private inFlight: Promise<void> | null = null;
  private stopped = false;
  private lastProblem: string | null = null;

  constructor(
    readonly id: string,
    private readonly baseUrl: string,
    private readonly format: "query" | "json",
    private readonly logger: SimulatorLogger,
  ) {}

  /** Sends one report; a report still on its way makes this one wait for the next turn (skipped). */
  send(sample: VehicleSample, time: Date, extras: OsmAndExtras = {}) {
    if (this.stopped) return;
    if (this.inFlight) {
      this.stats.skipped += 1;
      return;
    }
    this.stats.sent += 1;
    this.inFlight = this.post(sample, time, extras).finally(() => {
      this.inFlight = null;
    });
  }

  async stop() {
    this.stopped = true;
    await this.inFlight;
  }

  private async post(sample: VehicleSample, time: Date, extras: OsmAndExtras) {
    const request =
      this.format === "json"
        ? jsonRequest(this.id, sample, time, extras)
        : queryRequest(this.id, sample, time, extras);
    try {
      const response = await fetch(`${this.baseUrl}/${request.search}`, {
        method: "POST",
        headers: request.body ? { "content-type": "application/json" } : {},
        body: request.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) {
        this.stats.accepted += 1;
        this.lastProblem = null;
      } else {
        this.fail(`HTTP ${response.status}`);
      }
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  private fail(problem: string) {
    this.stats.failed += 1;
    if (problem !== this.lastProblem)
      this.logger.warn({ id: this.id, problem }, "OsmAnd report refused or failed");
    this.lastProblem = problem;
  }
}

function queryRequest(id: string, sample: VehicleSample, time: Date, extras: OsmAndExtras) {
  const params = new URLSearchParams({
    id,
    timestamp: String(Math.floor(time.getTime() / 1000)),
    lat: sample.lat.toFixed(6),
    lon: sample.lon.toFixed(6),
    speed: (sample.speedKmh / KMH_PER_KNOT).toFixed(2),
    bearing: String(sample.course),
    altitude: "12",
    accuracy: "6",
    ignition: String(sample.ignition),
  });
  if (extras.batteryPercent !== undefined) params.set("batt", extras.batteryPercent.toFixed(0));
  if (extras.charging !== undefined) params.set("charge", String(extras.charging));
  if (extras.temperatureC !== undefined) params.set("temp1", extras.temperatureC.toFixed(1));
  if (extras.fuelPercent !== undefined) params.set("fuel", extras.fuelPercent.toFixed(1));
  if (extras.alarm) params.set("alarm", extras.alarm);
  return { search: `?${params.toString()}`, body: undefined };
}

function jsonRequest(id: string, sample: VehicleSample, time: Date, extras: OsmAndExtras) {
  const extra: Record<string, unknown> = { ignition: sample.ignition };
  if (extras.temperatureC !== undefined) extra.temperature = extras.temperatureC;
  if (extras.fuelPercent !== undefined) extra.fuel_level = extras.fuelPercent;
  const body = {
    device_id: id,
    location: {
      timestamp: time.toISOString(),
      coords: {
        latitude: Number(sample.lat.toFixed(6)),
        longitude: Number(sample.lon.toFixed(6)),
        speed: Number((sample.speedKmh / 3.6).toFixed(2)),
        heading: sample.course,
        accuracy: 6,
        altitude: 12,
      },
      is_moving: sample.speedKmh > 1,
      odometer: Math.round(sample.odometerMeters),
      battery: { level: (extras.batteryPercent ?? 80) / 100, is_charging: extras.charging ?? true },
      ...(extras.alarm ? { alarm: extras.alarm } : {}),
      extras: extra,
    },
  };
  return { search: "", body: JSON.stringify(body) };
}
