import { between, type Random } from "./random.js";

/**
 * Refrigerated box and fuel tank of a reefer truck: the box holds about -18 °C with the compressor cycling and
 * warms while the door is open at a depot; the tank drains with distance and is filled again at a depot. Once per
 * run, at the first depot stop with the tank at least half full, 30 % of it is siphoned off in about four minutes:
 * the demo's fuel report shows a drain beside the refuels (issue 34).
 */
/** 7.2 % of the tank a minute: a pump hose in the tank */
const THEFT_PERCENT_PER_SECOND = 0.12;

export class ReeferTelemetry {
  temperatureC = -18;
  fuelPercent: number;
  private lastOdometer = 0;
  /** percent of the tank still to siphon at this depot; null once the theft is over (or never started) */
  private theftLeft: number | null = null;
  private stolen = false;

  constructor(
    private readonly random: Random,
    private readonly setpointC = -18,
    /** km per 1 % of the tank (a 200 l tank at 3 km/l: 6 km) */
    private readonly kmPerPercent = 6,
  ) {
    this.fuelPercent = between(random, 55, 90);
  }

  update(dtSeconds: number, odometerMeters: number, atDepot: boolean) {
    const driven = Math.max(0, odometerMeters - this.lastOdometer);
    this.lastOdometer = odometerMeters;
    this.fuelPercent = Math.max(0, this.fuelPercent - driven / 1000 / this.kmPerPercent);
    if (atDepot && !this.stolen && this.theftLeft === null && this.fuelPercent >= 50) this.theftLeft = 30;
    if (this.theftLeft !== null) {
      const siphoned = atDepot
        ? Math.min(this.theftLeft, THEFT_PERCENT_PER_SECOND * dtSeconds)
        : this.theftLeft;
      this.fuelPercent = Math.max(0, this.fuelPercent - (atDepot ? siphoned : 0));
      this.theftLeft -= siphoned;
      if (this.theftLeft <= 0) {
        this.theftLeft = null;
        this.stolen = true;
      }
    }
    if (atDepot && this.theftLeft === null && this.fuelPercent < 25)
      this.fuelPercent = between(this.random, 92, 98);

    // Door open at the depot pulls the box towards +5 °C; otherwise the compressor pulls it back.
    const target = atDepot ? 5 : this.setpointC;
    const rate = atDepot ? 0.002 : 0.004;
    this.temperatureC += (target - this.temperatureC) * Math.min(1, rate * dtSeconds);
    this.temperatureC += (this.random() - 0.5) * 0.05 * Math.sqrt(dtSeconds);
  }

  reading() {
    return {
      temperatureC: Math.round(this.temperatureC * 10) / 10,
      fuelPercent: Math.round(this.fuelPercent * 10) / 10,
    };
  }
}
