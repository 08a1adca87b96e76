import type { FuelEvent, FuelSample } from "../fuelEvents.js";

/** What the synthetic tank really did: the events a detector should find. */
export interface TrueFuelEvent {
  kind: FuelEvent["kind"];
  startTime: number;
  endTime: number;
  litres: number;
  whileParked: boolean;
}

export interface SyntheticFuelSeries {
  capacityLitres: number;
  samples: FuelSample[];
  events: TrueFuelEvent[];
}

export interface SyntheticFuelOptions {
  seed: number;
  days: number;
  /** thefts per vehicle-month (parked, overnight or at a long stop), half fast and half slow */
  drainsPerMonth: number;
  start?: number;
}

/** A small seeded generator (mulberry32) so every vehicle-month is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60_000;

/**
 * A truck's fuel sensor over `days`: overnight parking with the ignition off (a reading every 5 minutes), 4 to 8
 * trips a day at 20–90 km/h (a reading a minute) with stops of 4–60 minutes between them, some idling. The sensor
 * adds Gaussian noise (0.5 % of the tank), a tilt offset per stop (±2 %, the slope it parks on), spikes (0.5 % of readings, ±10–30 %), and
 * while driving sloshing (correlated, σ 3 %) and hills (±4 % for minutes). The truck refuels 60–100 % of the
 * missing fuel when below 30 %, at 20–40 L/min; drains are fast (10–20 L/min) or slow (0.5–1 L/min), 20–60 L.
 */
export function syntheticFuelSeries(options: SyntheticFuelOptions): SyntheticFuelSeries {
  const random = seededRandom(options.seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const capacity = Math.round(between(150, 400));
  const consumptionPer100Km = between(22, 38);
  const samples: FuelSample[] = [];
  const events: TrueFuelEvent[] = [];
  let time = options.start ?? Date.UTC(2026, 0, 1, 17, 0);
  let litres = capacity * between(0.5, 0.95);
  let slosh = 0;
  let tilt = 0;

  const read = (speedKmh: number, ignition: boolean) => {
    let value = litres + tilt + gaussian() * capacity * 0.005;
    if (speedKmh > 0) value += slosh;
    if (random() < 0.005) value += capacity * between(0.1, 0.3) * (random() < 0.5 ? -1 : 1);
    const percent = Math.min(100, Math.max(0, (value / capacity) * 100));
    samples.push({ time, litres: (Math.round(percent * 10) / 10 / 100) * capacity, speedKmh, ignition });
  };
  const stand = (minutes: number, ignition: boolean, interval: number) => {
    const end = time + minutes * MINUTE;
    while (time < end) {
      time += interval * MINUTE;
      if (ignition) litres -= (2 * interval) / 60;
      read(0, ignition);
    }
  };
  const change = (
    kind: TrueFuelEvent["kind"],
    amount: number,
    litresPerMinute: number,
    ignition: boolean,
  ) => {
    const startTime = time;
    const interval = ignition ? 1 : 2;
    let left = amount;
    while (left > 0) {
      const step = Math.min(left, litresPerMinute * interval);
      litres += kind === "refuel" ? step : -step;
      left -= step;
      time += interval * MINUTE;
      read(0, ignition);
    }
    events.push({ kind, startTime, endTime: time, litres: amount, whileParked: true });
  };
  const drive = (minutes: number) => {
    const speed = between(20, 90);
    let hill = 0;
    for (let m = 0; m < minutes; m++) {
      time += MINUTE;
      const v = Math.max(5, speed + gaussian() * 10);
      litres -= ((v / 60) * consumptionPer100Km) / 100;
      slosh = 0.7 * slosh + gaussian() * capacity * 0.03 * Math.sqrt(1 - 0.49);
      if (random() < 0.05) hill = capacity * between(-0.04, 0.04);
      else if (random() < 0.2) hill = 0;
      tilt = hill;
      read(v, true);
    }
    tilt = capacity * between(-0.02, 0.02);
  };

  const drainDays = new Set<number>();
  const drains = Math.round((options.drainsPerMonth * options.days) / 30);
  while (drainDays.size < Math.min(drains, options.days)) drainDays.add(Math.floor(random() * options.days));
  for (let day = 0; day < options.days; day++) {
    stand(between(10, 13) * 60, false, 5);
    if (drainDays.has(day)) {
      const fast = random() < 0.5;
      const amount = Math.min(Math.round(between(20, 60)), litres - 10);
      if (amount >= 20) change("drain", amount, fast ? between(10, 20) : between(0.5, 1), false);
      stand(between(20, 60), false, 5);
    }
    const trips = Math.floor(between(4, 9));
    for (let trip = 0; trip < trips; trip++) {
      drive(Math.round(between(20, 120)));
      const idling = random() < 0.5;
      stand(between(4, 60), idling, 1);
      if (litres < capacity * 0.3) {
        const amount = Math.round((capacity - litres) * between(0.6, 1));
        change("refuel", amount, between(20, 40), idling);
        stand(between(3, 10), idling, 1);
      }
    }
  }
  return { capacityLitres: capacity, samples, events };
}
