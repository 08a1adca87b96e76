import { ADAS_ALERT_CODES, ALERT_CODE, DMS_ALERT_CODES } from "./alertCodeNumbers.js";
import { type ThresholdSpec, thresholdSpecsFor } from "./alertRuleThresholds.js";

/** Icons shipped by the web app as `/alert-icons/<icon>.svg`. */
export const ALERT_ICONS = [
  "speed",
  "geofence",
  "idle",
  "parking",
  "offline",
  "sos",
  "power",
  "harsh",
  "battery",
  "fuel",
  "temperature",
  "driving",
  "dms",
  "adas",
  "order",
  "tamper",
  "accident",
] as const;
export type AlertIcon = (typeof ALERT_ICONS)[number];

export const alertIconUrl = (icon: AlertIcon) => `/alert-icons/${icon}.svg`;

export const ALERT_CATEGORY = {
  security: 1,
  driverBehaviour: 2,
  operations: 3,
  dms: 4,
  adas: 5,
  sensor: 6,
  fleetOrders: 7,
} as const;

export interface AlertCategoryDefinition {
  alertCategoryId: number;
  categoryIdn: string;
  categoryEng: string;
  iconUrl: string;
  descriptionIdn: string;
  descriptionEng: string;
}

export const ALERT_CATEGORIES: readonly AlertCategoryDefinition[] = [
  {
    alertCategoryId: ALERT_CATEGORY.security,
    categoryIdn: "Keamanan",
    categoryEng: "Security",
    iconUrl: alertIconUrl("sos"),
    descriptionIdn: "Tombol darurat, pemutusan daya, sabotase perangkat dan kecelakaan.",
    descriptionEng: "Panic button, power cut, device tampering and accidents.",
  },
  {
    alertCategoryId: ALERT_CATEGORY.driverBehaviour,
    categoryIdn: "Perilaku Pengemudi",
    categoryEng: "Driver behaviour",
    iconUrl: alertIconUrl("speed"),
    descriptionIdn: "Kecepatan berlebih, manuver mendadak dan mengemudi terlalu lama.",
    descriptionEng: "Overspeed, harsh manoeuvres and driving too long without a rest.",
  },
  {
    alertCategoryId: ALERT_CATEGORY.operations,
    categoryIdn: "Operasional",
    categoryEng: "Operations",
    iconUrl: alertIconUrl("geofence"),
    descriptionIdn: "Geofence, idle, parkir, offline dan kendaraan yang lama tidak bergerak.",
    descriptionEng: "Geofences, idling, parking, offline and vehicles that have not moved for long.",
  },
  {
    alertCategoryId: ALERT_CATEGORY.dms,
    categoryIdn: "DMS",
    categoryEng: "DMS",
    iconUrl: alertIconUrl("dms"),
    descriptionIdn: "Kamera pemantau pengemudi (Driver Monitoring System).",
    descriptionEng: "Driver Monitoring System camera.",
  },
  {
    alertCategoryId: ALERT_CATEGORY.adas,
    categoryIdn: "ADAS",
    categoryEng: "ADAS",
    iconUrl: alertIconUrl("adas"),
    descriptionIdn: "Kamera bantuan pengemudi (Advanced Driver Assistance System).",
    descriptionEng: "Advanced Driver Assistance System camera.",
  },
  {
    alertCategoryId: ALERT_CATEGORY.sensor,
    categoryIdn: "Sensor",
    categoryEng: "Sensor",
    iconUrl: alertIconUrl("temperature"),
    descriptionIdn: "Sensor bahan bakar, suhu dan baterai.",
    descriptionEng: "Fuel, temperature and battery sensors.",
  },
  {
    alertCategoryId: ALERT_CATEGORY.fleetOrders,
    categoryIdn: "Pesanan Armada",
    categoryEng: "Fleet orders",
    iconUrl: alertIconUrl("order"),
    descriptionIdn: "Keterlambatan dan penyimpangan pesanan armada.",
    descriptionEng: "Delays and deviations of fleet orders.",
  },
];

/**
 * How the engine writes `alertData` (pipe-separated; see engine/alertData.ts), read back by `formatAlertData`:
 *   speed:      speedKmh|durationSeconds|maxThresholdKmh                 (8)
 *   geofence:   fenceNames|geofenceIds                                   (1, 2)
 *   duration:   durationSeconds|thresholdSeconds                         (3, 4, 5)
 *   days:       minutes|thresholdMinutes                                 (15, 16)
 *   fuel:       changePercent|fromPercent|toPercent|thresholdPercent     (13, 14)
 *   celsius:    temperatureC|durationSeconds|thresholdC                  (17, 18)
 *   driving:    drivingSeconds|triggerSeconds                            (117)
 *   fleetOrder: orderNumber|fleetOrderId|logId                           (137-143)
 *   event:      alarmName|speedKmh                                       (device alarms)
 */
export type AlertDataFormat =
  | "speed"
  | "geofence"
  | "duration"
  | "days"
  | "fuel"
  | "celsius"
  | "driving"
  | "fleetOrder"
  | "event";

export interface AlertCodeDefinition {
  alertCode: number;
  descriptionIdn: string;
  descriptionEng: string;
  fullDescriptionIdn: string;
  fullDescriptionEng: string;
  icon: AlertIcon;
  iconUrl: string;
  categoryIds: number[];
  enabledInRule: boolean;
  /** GPS or camera */
  sourceDeviceCategory: "GPS" | "camera";
  alertDataFormat: AlertDataFormat;
  /** what the rule form asks for and where it is stored (`ALERT_RULE_THRESHOLDS`) */
  thresholds: readonly ThresholdSpec[];
}

interface Entry {
  name: [idn: string, eng: string];
  full: [idn: string, eng: string];
  icon: AlertIcon;
  category: number;
  format?: AlertDataFormat;
}

const C = ALERT_CATEGORY;

/** Entries of one camera's codes: "DMS - …" names and "… (kamera DMS)." descriptions. */
function cameraEntries(camera: "DMS" | "ADAS", icon: AlertIcon, category: number) {
  return (nameIdn: string, nameEng: string, fullIdn: string, fullEng: string): Entry => ({
    name: [`${camera} - ${nameIdn}`, `${camera} - ${nameEng}`],
    full: [`${fullIdn} (kamera ${camera}).`, `${fullEng} (${camera} camera).`],
    icon,
    category,
  });
}

const dms = cameraEntries("DMS", "dms", C.dms);
const adas = cameraEntries("ADAS", "adas", C.adas);

const ENTRIES: Record<number, Entry> = {
  [ALERT_CODE.geofenceEnter]: {
    name: ["Masuk Geofence", "Geofence entry"],
    full: ["Kendaraan masuk ke area geofence.", "The vehicle entered a geofence."],
    icon: "geofence",
    category: C.operations,
    format: "geofence",
  },
  [ALERT_CODE.geofenceExit]: {
    name: ["Keluar Geofence", "Geofence exit"],
    full: ["Kendaraan keluar dari area geofence.", "The vehicle left a geofence."],
    icon: "geofence",
    category: C.operations,
    format: "geofence",
  },
  [ALERT_CODE.idle]: {
    name: ["Idle", "Idle"],
    full: [
      "Mesin menyala tetapi kendaraan diam melebihi batas waktu idle.",
      "The engine runs while the vehicle stands still longer than the idle time limit.",
    ],
    icon: "idle",
    category: C.operations,
    format: "duration",
  },
  [ALERT_CODE.parking]: {
    name: ["Parkir Terlalu Lama", "Parked too long"],
    full: [
      "Kendaraan parkir dengan mesin mati melebihi batas waktu parkir.",
      "The vehicle is parked with the engine off longer than the parking time limit.",
    ],
    icon: "parking",
    category: C.operations,
    format: "duration",
  },
  [ALERT_CODE.offline]: {
    name: ["Offline", "Offline"],
    full: [
      "Perangkat tidak mengirim data melebihi batas waktu offline.",
      "The device has sent no data for longer than the offline time limit.",
    ],
    icon: "offline",
    category: C.operations,
    format: "duration",
  },
  [ALERT_CODE.sos]: {
    name: ["Tombol SOS", "SOS button"],
    full: [
      "Tombol darurat (SOS) di kendaraan ditekan.",
      "The panic (SOS) button in the vehicle was pressed.",
    ],
    icon: "sos",
    category: C.security,
  },
  [ALERT_CODE.powerCut]: {
    name: ["Daya Terputus", "Power cut"],
    full: ["Catu daya utama perangkat GPS terputus.", "The main power supply of the GPS device was cut."],
    icon: "power",
    category: C.security,
  },
  [ALERT_CODE.overspeed]: {
    name: ["Kecepatan Berlebih", "Overspeed"],
    full: [
      "Kecepatan kendaraan melebihi batas selama durasi minimum.",
      "The vehicle drove above the speed limit for at least the minimum duration.",
    ],
    icon: "speed",
    category: C.driverBehaviour,
    format: "speed",
  },
  [ALERT_CODE.harshAcceleration]: {
    name: ["Akselerasi Mendadak", "Harsh acceleration"],
    full: ["Kendaraan berakselerasi secara mendadak.", "The vehicle accelerated harshly."],
    icon: "harsh",
    category: C.driverBehaviour,
  },
  [ALERT_CODE.harshBraking]: {
    name: ["Pengereman Mendadak", "Harsh braking"],
    full: ["Kendaraan mengerem secara mendadak.", "The vehicle braked harshly."],
    icon: "harsh",
    category: C.driverBehaviour,
  },
  [ALERT_CODE.harshTurn]: {
    name: ["Belokan Tajam", "Harsh turn"],
    full: ["Kendaraan berbelok tajam dengan kecepatan tinggi.", "The vehicle turned sharply at speed."],
    icon: "harsh",
    category: C.driverBehaviour,
  },
  [ALERT_CODE.lowBattery]: {
    name: ["Baterai Lemah", "Low battery"],
    full: ["Baterai cadangan perangkat hampir habis.", "The device's backup battery is almost empty."],
    icon: "battery",
    category: C.sensor,
  },
  [ALERT_CODE.fuelGain]: {
    name: ["Penambahan BBM", "Fuel gain"],
    full: [
      "Isi tangki bahan bakar naik melebihi batas persentase.",
      "The fuel level rose by more than the percentage threshold.",
    ],
    icon: "fuel",
    category: C.sensor,
    format: "fuel",
  },
  [ALERT_CODE.fuelLoss]: {
    name: ["Kehilangan BBM", "Fuel loss"],
    full: [
      "Isi tangki bahan bakar turun melebihi batas persentase.",
      "The fuel level dropped by more than the percentage threshold.",
    ],
    icon: "fuel",
    category: C.sensor,
    format: "fuel",
  },
  [ALERT_CODE.notMovedForDays]: {
    name: ["Tidak Bergerak Berhari-hari", "Not moved for days"],
    full: [
      "Kendaraan tidak bergerak melebihi jumlah hari yang ditentukan.",
      "The vehicle has not moved for longer than the set number of days.",
    ],
    icon: "parking",
    category: C.operations,
    format: "days",
  },
  [ALERT_CODE.noDataForDays]: {
    name: ["Tidak Ada Data Berhari-hari", "No data for days"],
    full: [
      "Perangkat tidak mengirim data melebihi jumlah hari yang ditentukan.",
      "The device has sent no data for longer than the set number of days.",
    ],
    icon: "offline",
    category: C.operations,
    format: "days",
  },
  [ALERT_CODE.temperatureHigh]: {
    name: ["Suhu Tinggi", "High temperature"],
    full: ["Suhu muatan melebihi batas atas.", "The cargo temperature rose above the upper limit."],
    icon: "temperature",
    category: C.sensor,
    format: "celsius",
  },
  [ALERT_CODE.temperatureLow]: {
    name: ["Suhu Rendah", "Low temperature"],
    full: ["Suhu muatan di bawah batas bawah.", "The cargo temperature fell below the lower limit."],
    icon: "temperature",
    category: C.sensor,
    format: "celsius",
  },
  [ALERT_CODE.tampering]: {
    name: ["Sabotase Perangkat", "Device tampering"],
    full: [
      "Perangkat GPS dibuka, dilepas atau antenanya diputus.",
      "The GPS device was opened, removed or its antenna disconnected.",
    ],
    icon: "tamper",
    category: C.security,
  },
  [ALERT_CODE.accident]: {
    name: ["Kecelakaan", "Accident"],
    full: [
      "Perangkat mendeteksi benturan keras yang menandakan kecelakaan.",
      "The device detected a strong impact that indicates an accident.",
    ],
    icon: "accident",
    category: C.security,
  },
  [ALERT_CODE.dmsEyesClosed]: dms(
    "Mata Tertutup",
    "Eyes closed",
    "Pengemudi menutup mata",
    "The driver closed their eyes",
  ),
  [ALERT_CODE.dmsYawning]: dms("Menguap", "Yawning", "Pengemudi menguap", "The driver yawned"),
  [ALERT_CODE.dmsDistraction]: dms(
    "Tidak Fokus",
    "Distraction",
    "Pengemudi tidak melihat ke depan",
    "The driver looked away from the road",
  ),
  [ALERT_CODE.dmsSmoking]: dms("Merokok", "Smoking", "Pengemudi merokok", "The driver smoked"),
  [ALERT_CODE.dmsPhoneCall]: dms(
    "Menelepon",
    "Phone call",
    "Pengemudi menggunakan telepon",
    "The driver used a phone",
  ),
  [ALERT_CODE.dmsMissingFace]: dms(
    "Wajah Tidak Terdeteksi",
    "Driver not detected",
    "Wajah pengemudi tidak terdeteksi kamera",
    "The camera could not see the driver's face",
  ),
  [ALERT_CODE.dmsNoSeatbelt]: dms(
    "Tanpa Sabuk Pengaman",
    "No seatbelt",
    "Pengemudi tidak memakai sabuk pengaman",
    "The driver did not wear a seatbelt",
  ),
  [ALERT_CODE.dmsCameraBlocked]: dms(
    "Kamera Tertutup",
    "Camera blocked",
    "Kamera DMS tertutup atau terhalang",
    "The DMS camera was covered or blocked",
  ),
  [ALERT_CODE.dmsDriverChanged]: dms(
    "Pergantian Pengemudi",
    "Driver changed",
    "Kamera mendeteksi pengemudi yang berbeda",
    "The camera detected a different driver",
  ),
  [ALERT_CODE.dmsFatigue]: dms(
    "Kelelahan",
    "Fatigue",
    "Pengemudi menunjukkan tanda kelelahan",
    "The driver showed signs of fatigue",
  ),
  [ALERT_CODE.adasForwardCollision]: adas(
    "Peringatan Tabrakan Depan",
    "Forward collision warning",
    "Risiko tabrakan dengan kendaraan di depan",
    "Risk of collision with the vehicle ahead",
  ),
  [ALERT_CODE.adasLaneDeparture]: adas(
    "Keluar Jalur",
    "Lane departure",
    "Kendaraan keluar jalur tanpa lampu sein",
    "The vehicle left its lane without signalling",
  ),
  [ALERT_CODE.adasHeadwayTooClose]: adas(
    "Jarak Terlalu Dekat",
    "Headway too close",
    "Jarak dengan kendaraan di depan terlalu dekat",
    "The vehicle followed the one ahead too closely",
  ),
  [ALERT_CODE.adasPedestrianCollision]: adas(
    "Peringatan Tabrakan Pejalan Kaki",
    "Pedestrian collision warning",
    "Risiko menabrak pejalan kaki",
    "Risk of hitting a pedestrian",
  ),
  [ALERT_CODE.adasSpeedSignExceeded]: adas(
    "Melebihi Rambu Kecepatan",
    "Speed sign exceeded",
    "Kecepatan melebihi rambu batas kecepatan yang terbaca kamera",
    "The speed exceeded the limit sign read by the camera",
  ),
  [ALERT_CODE.adasBlindSpot]: adas(
    "Titik Buta",
    "Blind spot",
    "Ada objek di titik buta kendaraan",
    "An object was in the vehicle's blind spot",
  ),
  [ALERT_CODE.continuousDriving]: {
    name: ["Mengemudi Terus-menerus", "Continuous driving"],
    full: [
      "Pengemudi mengemudi tanpa istirahat lebih dari 4 jam.",
      "The driver drove for more than 4 hours without a rest.",
    ],
    icon: "driving",
    category: C.driverBehaviour,
    format: "driving",
  },
  [ALERT_CODE.fleetOrderLateArrival]: order(
    "Terlambat Tiba",
    "Late arrival",
    "tiba melewati target waktu",
    "arrived after the target time",
  ),
  [ALERT_CODE.fleetOrderLateDeparture]: order(
    "Terlambat Berangkat",
    "Late departure",
    "berangkat melewati target waktu",
    "departed after the target time",
  ),
  [ALERT_CODE.fleetOrderLongStop]: order(
    "Berhenti Terlalu Lama",
    "Long stop",
    "berhenti melebihi durasi aktivitas yang direncanakan",
    "stopped longer than the planned activity duration",
  ),
  [ALERT_CODE.fleetOrderOffRoute]: order(
    "Keluar Rute",
    "Off route",
    "keluar dari rute yang direncanakan",
    "left the planned route",
  ),
  [ALERT_CODE.fleetOrderEarlyArrival]: order(
    "Tiba Lebih Awal",
    "Early arrival",
    "tiba sebelum target waktu",
    "arrived before the target time",
  ),
  [ALERT_CODE.fleetOrderUnplannedStop]: order(
    "Berhenti Tidak Terencana",
    "Unplanned stop",
    "berhenti di lokasi yang tidak direncanakan",
    "stopped at an unplanned location",
  ),
  [ALERT_CODE.fleetOrderWrongDestination]: order(
    "Tujuan Salah",
    "Wrong destination",
    "tiba di tujuan yang berbeda dari pesanan",
    "arrived at a destination other than the order's",
  ),
  [ALERT_CODE.documentExpiring]: {
    name: ["Dokumen Kendaraan Kedaluwarsa", "Vehicle document expiring"],
    full: [
      "Dokumen kendaraan (STNK, KIR, asuransi, izin) atau SIM pengemudinya mendekati atau melewati tanggal habis berlakunya.",
      "A vehicle document (STNK, KIR, insurance, permit) or its driver's SIM is near or past its expiry day.",
    ],
    icon: "order",
    category: C.operations,
  },
  [ALERT_CODE.serviceDue]: {
    name: ["Jadwal Servis", "Service due"],
    full: [
      "Item rencana servis kendaraan segera atau sudah jatuh tempo (tanggal, km atau jam mesin).",
      "A vehicle's service plan item is coming due or overdue (date, km or engine hours).",
    ],
    icon: "order",
    category: C.operations,
  },
};

function order(nameIdn: string, nameEng: string, fullIdn: string, fullEng: string): Entry {
  return {
    name: [`Pesanan - ${nameIdn}`, `Order - ${nameEng}`],
    full: [`Kendaraan pesanan armada ${fullIdn}.`, `The fleet order's vehicle ${fullEng}.`],
    icon: "order",
    category: C.fleetOrders,
    format: "fleetOrder",
  };
}

/** Every code of `ALERT_CODE` with its texts, icon, category and thresholds; ordered by code. */
export const ALERT_CODES: readonly AlertCodeDefinition[] = Object.values(ALERT_CODE)
  .map((alertCode): AlertCodeDefinition => {
    const entry = ENTRIES[alertCode];
    if (!entry) throw new Error(`alert code ${alertCode} has no catalogue entry`);
    const camera = DMS_ALERT_CODES.includes(alertCode) || ADAS_ALERT_CODES.includes(alertCode);
    return {
      alertCode,
      descriptionIdn: entry.name[0],
      descriptionEng: entry.name[1],
      fullDescriptionIdn: entry.full[0],
      fullDescriptionEng: entry.full[1],
      icon: entry.icon,
      iconUrl: alertIconUrl(entry.icon),
      categoryIds: [entry.category],
      enabledInRule: true,
      sourceDeviceCategory: camera ? "camera" : "GPS",
      alertDataFormat: entry.format ?? "event",
      thresholds: thresholdSpecsFor(alertCode),
    };
  })
  .sort((a, b) => a.alertCode - b.alertCode);

const BY_CODE = new Map(ALERT_CODES.map((definition) => [definition.alertCode, definition]));

export function alertCodeDefinition(alertCode: number): AlertCodeDefinition | undefined {
  return BY_CODE.get(alertCode);
}
