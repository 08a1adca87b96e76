import { TRACKER_VENDORS, type TrackerVendorType } from "@armada/domain";
import type { VideoFrameSent } from "./devices/dashcamVideo.js";
import type { DemoVideo } from "./devices/demoVideo.js";
import { Gt06Device, type Gt06DeviceStats } from "./devices/gt06Device.js";
import {
  DASHCAM_ALARMS,
  type DashcamCallBehaviour,
  Jt808Dashcam,
  type Jt808DashcamStats,
} from "./devices/jt808Dashcam.js";
import { OsmAndDevice, type OsmAndDeviceStats } from "./devices/osmandDevice.js";
import { TrackerDevice, type TrackerDeviceStats } from "./devices/trackerDevice.js";
import { demoDevices, fleetOf, type SimulatedDevice } from "./devices.js";
import { type SimulatorLogger, silentSimulatorLogger } from "./logger.js";
import { between, seededRandom } from "./random.js";
import { RoutePath } from "./routePath.js";
import { routeById } from "./routes.js";
import { type Behaviour, DRIVING_STYLE_TRAITS, planFleet, type VehiclePlan } from "./scenario.js";
import { ReeferTelemetry } from "./telemetry.js";
import { VehicleModel, type VehicleSample } from "./vehicleModel.js";

export interface SimulatorOptions {
  /** default 127.0.0.1 */
  host?: string;
  /** default 5023 */
  gt06Port?: number;
  /** default 5055 */
  osmandPort?: number;
  /** default 5015 */
  jt808Port?: number;
  /** the TCP port of each codec protocol's trackers (default: the protocol's usual port, TRACKER_VENDORS) */
  trackerPorts?: Partial<Record<TrackerVendorType, number>>;
  /** a dashcam's ADAS / DMS alarm comes every this many seconds on average (default 15 minutes) */
  dashcamAlarmSeconds?: number;
  /** a dashcam's first alarm comes after about this many seconds of driving (default 90): the demo shows its loop early */
  dashcamFirstAlarmSeconds?: number;
  /** the devices to play (default: the demo fleet, 15 GT06 + 9 OsmAnd) */
  devices?: readonly SimulatedDevice[];
  /** how many vehicles: fewer takes the first devices, more adds GT06 IMEIs 864717000100025, ... */
  count?: number;
  /** seconds between two reports of a moving vehicle (default 5) */
  rateSeconds?: number;
  /** GT06 heartbeat interval in seconds (default 60) */
  heartbeatSeconds?: number;
  /** the `goesOffline` vehicle stops sending after this many seconds (default 180) */
  offlineAfterSeconds?: number;
  /** the `sos` vehicle's first SOS after this many seconds (default 120), then every 20-40 minutes */
  sosAfterSeconds?: number;
  /** simulated seconds per real second (default 1) */
  timeScale?: number;
  /** same seed, same fleet (default 2026) */
  seed?: number;
  logger?: SimulatorLogger;
  /** told of every call audio frame a dashcam hears, with its RMS (bench/calls times the operator's audio) */
  callHeard?: (terminalId: string, rms: number) => void;
  /** what the dashcams' cameras film (`loadDemoVideo`); without it they refuse live video requests */
  video?: DemoVideo | null;
  /** told of every live video frame a dashcam sends, by its index in the clip (bench/track-vision times it to the screen) */
  videoFrameSent?: VideoFrameSent;
}

export interface VehicleSnapshot {
  deviceId: string;
  protocol: SimulatedDevice["protocol"];
  behaviour: Behaviour;
  routeId: string;
  sample: VehicleSample;
  offline: boolean;
}

export interface SimulatorStats {
  vehicles: number;
  gt06Connected: number;
  gt06: Gt06DeviceStats;
  osmand: OsmAndDeviceStats;
  jt808: Jt808DashcamStats;
  /** the codec protocols' trackers (Teltonika, H02, ...), all together */
  trackers: TrackerDeviceStats;
}

export interface Simulator {
  stats(): SimulatorStats;
  vehicles(): VehicleSnapshot[];
  /** Changes how the dashcam with this terminal id answers calls and 0x9003 from now on. */
  setDashcamCalls(terminalId: string, behaviour: Partial<DashcamCallBehaviour>): void;
  stop(): Promise<void>;
}

interface SimulatedVehicle {
  plan: VehiclePlan;
  model: VehicleModel;
  gt06: Gt06Device | null;
  osmand: OsmAndDevice | null;
  dashcam: Jt808Dashcam | null;
  tracker: TrackerDevice | null;
  reefer: ReeferTelemetry | null;
  untilReport: number;
  untilHeartbeat: number;
  untilSos: number;
  /** a harsh driving alarm now and then (GT06 trackers) */
  untilHarsh: number;
  /** an ADAS / DMS alarm now and then (dashcams) */
  untilDashcamAlarm: number;
  offline: boolean;
  batteryPercent: number;
}

/** The harsh driving alarms a GT06 tracker raises (braking, turning, accelerating). */
const HARSH_ALARMS = ["harshBraking", "harshTurn", "harshAcceleration"] as const;

/** How far (about 8 m) a dashcam's GPS puts a vehicle from its tracker's fix. */
const DASHCAM_GPS_OFFSET_DEGREES = 0.00005;

/** A parked vehicle with its engine off reports this many times less often. */
const PARKED_REPORT_FACTOR = 6;

/**
 * Drives the fleet in real time and speaks to the ingest ports like the devices would: GT06, JT/T 808 and the codec
 * protocols (Teltonika, H02, ...) over TCP, OsmAnd over HTTP. Returns at once; devices connect in the background and retry if the server is not there yet.
 */
export function startSimulator(options: SimulatorOptions = {}): Simulator {
  const host = options.host ?? "127.0.0.1";
  const gt06Port = options.gt06Port ?? 5023;
  const osmandPort = options.osmandPort ?? 5055;
  const jt808Port = options.jt808Port ?? 5015;
  const trackerPortOf = (vendorType: TrackerVendorType) =>
    options.trackerPorts?.[vendorType] ??
    TRACKER_VENDORS.find((vendor) => vendor.vendorType === vendorType)?.defaultPort ??
    0;
  const dashcamAlarmSeconds = options.dashcamAlarmSeconds ?? 15 * 60;
  const dashcamFirstAlarmSeconds = options.dashcamFirstAlarmSeconds ?? 90;
  const rateSeconds = Math.max(0.05, options.rateSeconds ?? 5);
  const heartbeatSeconds = options.heartbeatSeconds ?? 60;
  const offlineAfterSeconds = options.offlineAfterSeconds ?? 180;
  const sosAfterSeconds = options.sosAfterSeconds ?? 120;
  const timeScale = options.timeScale ?? 1;
  const logger = options.logger ?? silentSimulatorLogger;
  const random = seededRandom((options.seed ?? 2026) + 7);
  const devices = fleetOf(options.devices ?? demoDevices(), options.count);
  const plans = planFleet(devices, options.seed ?? 2026);
  const startedAt = Date.now();

  /** seconds until the next ADAS / DMS alarm of a dashcam, by its driver's style */
  const dashcamAlarmAfter = (plan: VehiclePlan) => {
    const mean = dashcamAlarmSeconds * DRIVING_STYLE_TRAITS[plan.style].dashcamAlarmFactor;
    return between(random, mean / 2, mean * 1.5);
  };

  let osmandIndex = 0;
  const vehicles: SimulatedVehicle[] = plans.map((plan, index) => {
    const route = new RoutePath(routeById(plan.routeId));
    const model = new VehicleModel(route, plan.profile, seededRandom(plan.seed), {
      distance: plan.startFraction * route.length,
      direction: plan.startDirection,
    });
    if (plan.startParkedSeconds > 0) model.parkAtDepot(plan.startParkedSeconds);
    // every other GT06 tracker is a 4G one: most new trackers in Indonesia are
    const gt06 =
      plan.device.protocol === "gt06"
        ? new Gt06Device(plan.device.id, host, gt06Port, logger, index % 2 === 1)
        : null;
    const osmand =
      plan.device.protocol === "osmand"
        ? new OsmAndDevice(
            plan.device.id,
            `http://${host}:${osmandPort}`,
            osmandIndex++ % 2 === 0 ? "query" : "json",
            logger,
          )
        : null;
    const { protocol } = plan.device;
    const tracker =
      protocol === "gt06" || protocol === "osmand" || protocol === "jt808"
        ? null
        : new TrackerDevice(protocol, plan.device.id, host, trackerPortOf(protocol), logger);
    const dashcamId = plan.device.protocol === "jt808" ? plan.device.id : plan.device.dashcamId;
    const dashcam = dashcamId
      ? new Jt808Dashcam(
          dashcamId,
          host,
          jt808Port,
          logger,
          options.callHeard,
          options.video,
          options.videoFrameSent,
        )
      : null;
    return {
      plan,
      model,
      gt06,
      osmand,
      dashcam,
      tracker,
      reefer: plan.behaviour === "reefer" ? new ReeferTelemetry(seededRandom(plan.seed + 1)) : null,
      // Spread the first reports over one interval so the server does not get them all at once.
      untilReport: (rateSeconds * index) / Math.max(1, plans.length),
      untilHeartbeat: between(random, 5, heartbeatSeconds),
      untilSos: plan.behaviour === "sos" ? sosAfterSeconds : Number.POSITIVE_INFINITY,
      untilHarsh: between(random, ...DRIVING_STYLE_TRAITS[plan.style].harshEverySeconds),
      untilDashcamAlarm: between(random, dashcamFirstAlarmSeconds / 2, dashcamFirstAlarmSeconds * 1.5),
      offline: false,
      batteryPercent: Math.round(between(random, 45, 100)),
    };
  });

  for (const vehicle of vehicles) {
    vehicle.gt06?.start();
    vehicle.dashcam?.start();
    vehicle.tracker?.start();
  }
  logger.info(
    { vehicles: vehicles.length, host, gt06Port, jt808Port, osmandPort, rateSeconds },
    `simulator driving ${vehicles.length} vehicles`,
  );

  const tickMs = Math.min(1000, rateSeconds * 1000);
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const dtReal = (now - last) / 1000;
    last = now;
    for (const vehicle of vehicles) advance(vehicle, dtReal, now);
  }, tickMs);
  timer.unref?.();

  function advance(vehicle: SimulatedVehicle, dtReal: number, now: number) {
    if (vehicle.offline) return;
    let simSeconds = dtReal * timeScale;
    while (simSeconds > 0) {
      const dt = Math.min(1, simSeconds);
      vehicle.model.step(dt);
      vehicle.reefer?.update(
        dt,
        vehicle.model.state.odometerMeters,
        vehicle.model.state.stop?.kind === "depot",
      );
      simSeconds -= dt;
    }

    if (vehicle.plan.behaviour === "goesOffline" && (now - startedAt) / 1000 >= offlineAfterSeconds) {
      vehicle.offline = true;
      vehicle.gt06?.stop();
      vehicle.dashcam?.stop();
      vehicle.tracker?.stop();
      void vehicle.osmand?.stop();
      logger.info({ deviceId: vehicle.plan.device.id }, "simulated device went offline (stopped sending)");
      return;
    }

    const sample = vehicle.model.sample();
    const time = new Date(now);
    vehicle.untilSos -= dtReal;
    if (vehicle.untilSos <= 0) {
      vehicle.untilSos = between(random, 20 * 60, 40 * 60);
      vehicle.gt06?.sendAlarm(sample, time, "sos");
      vehicle.osmand?.send(sample, time, { ...extrasOf(vehicle), alarm: "sos" });
    }

    vehicle.untilHarsh -= dtReal;
    if (vehicle.untilHarsh <= 0) {
      vehicle.untilHarsh = between(random, ...DRIVING_STYLE_TRAITS[vehicle.plan.style].harshEverySeconds);
      const harsh = HARSH_ALARMS[Math.floor(random() * HARSH_ALARMS.length)] ?? "harshBraking";
      if (sample.speedKmh > 20) vehicle.gt06?.sendAlarm(sample, time, harsh);
    }

    vehicle.untilDashcamAlarm -= dtReal;
    if (vehicle.dashcam && vehicle.untilDashcamAlarm <= 0 && sample.speedKmh > 20) {
      vehicle.untilDashcamAlarm = dashcamAlarmAfter(vehicle.plan);
      const alarm = DASHCAM_ALARMS[Math.floor(random() * DASHCAM_ALARMS.length)];
      // every other alarm carries attachments (a snapshot and the clip, by the attachment server flow)
      const attachments = vehicle.dashcam.stats.safetyAlarms % 2 === 0;
      if (alarm)
        vehicle.dashcam.sendLocation(dashcamSample(vehicle, sample), time, { ...alarm, attachments });
    }

    vehicle.untilHeartbeat -= dtReal;
    if (vehicle.untilHeartbeat <= 0) {
      vehicle.untilHeartbeat = heartbeatSeconds;
      vehicle.dashcam?.sendHeartbeat();
      vehicle.gt06?.sendHeartbeat(sample, vehicle.batteryPercent);
      vehicle.gt06?.sendPowerVoltage(sample);
    }

    vehicle.untilReport -= dtReal;
    if (vehicle.untilReport <= 0) {
      const parked = !sample.ignition && sample.stopped === "depot";
      vehicle.untilReport += parked ? rateSeconds * PARKED_REPORT_FACTOR : rateSeconds;
      if (vehicle.untilReport <= 0) vehicle.untilReport = rateSeconds;
      vehicle.gt06?.sendLocation(sample, time);
      vehicle.tracker?.sendPosition(sample, time);
      vehicle.dashcam?.sendLocation(dashcamSample(vehicle, sample), time);
      vehicle.osmand?.send(sample, time, extrasOf(vehicle));
    }
  }

  /** Beside a tracker, a dashcam's own GPS puts the vehicle a few metres off (its fixes fill in when the tracker is silent). */
  function dashcamSample(vehicle: SimulatedVehicle, sample: VehicleSample): VehicleSample {
    if (!vehicle.gt06) return sample;
    return {
      ...sample,
      lat: sample.lat + DASHCAM_GPS_OFFSET_DEGREES,
      lon: sample.lon + DASHCAM_GPS_OFFSET_DEGREES,
    };
  }

  function extrasOf(vehicle: SimulatedVehicle) {
    const reading = vehicle.reefer?.reading();
    return {
      batteryPercent: vehicle.batteryPercent,
      charging: vehicle.model.state.ignition,
      ...(reading ? { temperatureC: reading.temperatureC, fuelPercent: reading.fuelPercent } : {}),
    };
  }

  return {
    stats() {
      const gt06: Gt06DeviceStats = {
        logins: 0,
        locations: 0,
        heartbeats: 0,
        alarms: 0,
        infos: 0,
        acks: 0,
        reconnects: 0,
        refused: 0,
      };
      const osmand: OsmAndDeviceStats = { sent: 0, accepted: 0, failed: 0, skipped: 0 };
      const jt808: Jt808DashcamStats = {
        authentications: 0,
        locations: 0,
        heartbeats: 0,
        safetyAlarms: 0,
        fileLists: 0,
        uploads: 0,
        uploadFailures: 0,
        calls: 0,
        attributeQueries: 0,
        callFramesSent: 0,
        callFramesHeard: 0,
        callLoudFramesHeard: 0,
        reconnects: 0,
        attachmentUploads: 0,
        attachmentResends: 0,
        attachmentFailures: 0,
        videoStreams: 0,
        videoFramesSent: 0,
        videoAudioFramesSent: 0,
        playbacks: 0,
        playbackFramesSent: 0,
        playbackSoundSamplesSent: 0,
      };
      const trackers: TrackerDeviceStats = { logins: 0, positions: 0, answers: 0, reconnects: 0, refused: 0 };
      let gt06Connected = 0;
      for (const vehicle of vehicles) {
        if (vehicle.gt06) {
          if (vehicle.gt06.connected) gt06Connected += 1;
          for (const key of Object.keys(gt06) as (keyof Gt06DeviceStats)[])
            gt06[key] += vehicle.gt06.stats[key];
        }
        if (vehicle.osmand) {
          for (const key of Object.keys(osmand) as (keyof OsmAndDeviceStats)[])
            osmand[key] += vehicle.osmand.stats[key];
        }
        if (vehicle.tracker) {
          for (const key of Object.keys(trackers) as (keyof TrackerDeviceStats)[])
            trackers[key] += vehicle.tracker.stats[key];
        }
        if (vehicle.dashcam) {
          for (const key of Object.keys(jt808) as (keyof Jt808DashcamStats)[])
            jt808[key] += vehicle.dashcam.stats[key];
        }
      }
      return { vehicles: vehicles.length, gt06Connected, gt06, osmand, jt808, trackers };
    },
    vehicles() {
      return vehicles.map((vehicle) => ({
        deviceId: vehicle.plan.device.id,
        protocol: vehicle.plan.device.protocol,
        behaviour: vehicle.plan.behaviour,
        routeId: vehicle.plan.routeId,
        sample: vehicle.model.sample(),
        offline: vehicle.offline,
      }));
    },
    setDashcamCalls(terminalId, behaviour) {
      const dashcam = vehicles.find((vehicle) => vehicle.dashcam?.terminalId === terminalId)?.dashcam;
      if (!dashcam) throw new Error(`no simulated dashcam ${terminalId}`);
      dashcam.callBehaviour = { ...dashcam.callBehaviour, ...behaviour };
    },
    async stop() {
      clearInterval(timer);
      for (const vehicle of vehicles) {
        vehicle.gt06?.stop();
        vehicle.dashcam?.stop();
        vehicle.tracker?.stop();
      }
      await Promise.all(vehicles.map((vehicle) => vehicle.osmand?.stop()));
    },
  };
}
