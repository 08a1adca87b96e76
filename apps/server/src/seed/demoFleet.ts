import {
  type GeofenceShape,
  geofenceBoundingBox,
  type TrackerVendorType,
  type VehicleSkill,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../db/database.js";
import { users } from "../modules/auth/auth.tables.js";
import { setCompanyFeatureFlag } from "../modules/feature-flags/featureFlagRepository.js";
import {
  devices,
  fuelTypes,
  vehicleDriverAssignments,
  vehicleSensors,
  vehicles,
  vehicleTypes,
  vehicleVgroups,
  vgroups,
} from "../modules/fleet/fleet.tables.js";
import { geofences } from "../modules/geofences/geofences.tables.js";

/*
 * The demo fleet: data first (importable by the simulator without touching a database), then the
 * function writing it. Vehicles 1-15 carry GT06 trackers, 16-24 run OsmAnd on the driver's phone,
 * 25 carries a BSJ dashcam, 26 a GT06 tracker and a BSJ dashcam (two devices, one track), 27 a BSJ and
 * 28 a Howen dashcam, 29-35 one tracker of each codec protocol (Teltonika, H02, GPS103, Meitrack, Ruptela, Queclink,
 * Suntech). PT Lain has three GT06 vehicles.
 */

/** When the demo devices were fitted; the demo drivers have driven their vehicles since. */
const DEVICES_FITTED_ON = new Date("2024-01-15T00:00:00.000Z");

/** Reference fuel types (shared by every company). */
export const FUEL_TYPES = [
  { name: "Solar", category: "Diesel" },
  { name: "Pertalite", category: "Bensin" },
  { name: "Pertamax", category: "Bensin" },
  { name: "Listrik", category: "Listrik" },
] as const;

type FuelName = (typeof FUEL_TYPES)[number]["name"];

interface DemoVehicleType {
  key: string;
  manufacturer: string;
  model: string;
  type: string;
  category: string;
  transmissionType: string;
  fuel: FuelName;
  tonnage: number;
  volume: number;
  fuelEfficiency: number;
}

const DEMO_VEHICLE_TYPES: readonly DemoVehicleType[] = [
  {
    key: "dutro",
    manufacturer: "Hino",
    model: "Dutro",
    type: "130 MDL",
    category: "Truk",
    transmissionType: "Manual",
    fuel: "Solar",
    tonnage: 4,
    volume: 14,
    fuelEfficiency: 7,
  },
  {
    key: "elf",
    manufacturer: "Isuzu",
    model: "Elf",
    type: "NMR 71",
    category: "Truk",
    transmissionType: "Manual",
    fuel: "Solar",
    tonnage: 5,
    volume: 16,
    fuelEfficiency: 7.5,
  },
  {
    key: "canter",
    manufacturer: "Mitsubishi Fuso",
    model: "Canter",
    type: "FE 74 HD",
    category: "Truk",
    transmissionType: "Manual",
    fuel: "Solar",
    tonnage: 5.5,
    volume: 18,
    fuelEfficiency: 7,
  },
  {
    key: "hilux",
    manufacturer: "Toyota",
    model: "Hilux",
    type: "2.4 E Single Cabin",
    category: "Pickup",
    transmissionType: "Manual",
    fuel: "Solar",
    tonnage: 1,
    volume: 3,
    fuelEfficiency: 10,
  },
  {
    key: "granmax",
    manufacturer: "Daihatsu",
    model: "Gran Max",
    type: "1.5 Blind Van",
    category: "Van",
    transmissionType: "Manual",
    fuel: "Pertalite",
    tonnage: 0.8,
    volume: 4,
    fuelEfficiency: 11,
  },
  {
    key: "avanza",
    manufacturer: "Toyota",
    model: "Avanza",
    type: "1.5 G",
    category: "Minibus",
    transmissionType: "Otomatis",
    fuel: "Pertamax",
    tonnage: 0.5,
    volume: 2,
    fuelEfficiency: 13,
  },
  {
    key: "ranger",
    manufacturer: "Hino",
    model: "Ranger",
    type: "FL 260 JW",
    category: "Truk",
    transmissionType: "Manual",
    fuel: "Solar",
    tonnage: 15,
    volume: 40,
    fuelEfficiency: 4,
  },
  {
    key: "giga",
    manufacturer: "Isuzu",
    model: "Giga",
    type: "FVZ 34 P",
    category: "Truk",
    transmissionType: "Manual",
    fuel: "Solar",
    tonnage: 16,
    volume: 45,
    fuelEfficiency: 3.8,
  },
];

const OTHER_VEHICLE_TYPES: readonly DemoVehicleType[] = [
  {
    key: "l300",
    manufacturer: "Mitsubishi",
    model: "L300",
    type: "Pick Up",
    category: "Pickup",
    transmissionType: "Manual",
    fuel: "Solar",
    tonnage: 1,
    volume: 3,
    fuelEfficiency: 10,
  },
];

interface DemoGeofence {
  key: string;
  fenceName: string;
  shape: GeofenceShape;
  ownership: "Own" | "Customer";
  address: string;
  city: string;
  province: string;
  postalCode: string;
  category: string;
  isGarage?: boolean;
  isDepot?: boolean;
  isServiceLoc?: boolean;
  isBillingAddr?: boolean;
  customerName?: string;
  serviceStart?: string;
  serviceEnd?: string;
}

const circle = (lat: number, lng: number, radius: number): GeofenceShape => ({
  type: "C",
  circData: { lat, lng, radius },
});
const polygon = (...points: [number, number][]): GeofenceShape => ({ type: "P", polyData: points });

/** Places around Jakarta (real coordinates). */
const DEMO_GEOFENCES: readonly DemoGeofence[] = [
  {
    key: "cakung",
    fenceName: "Depo Cakung",
    shape: circle(-6.1847, 106.9402, 350),
    ownership: "Own",
    address: "Jl. Raya Cakung Cilincing, Cakung",
    city: "Jakarta Timur",
    province: "DKI Jakarta",
    postalCode: "13910",
    category: "Depo",
    isGarage: true,
    isDepot: true,
  },
  {
    key: "cikarang",
    fenceName: "Gudang Cikarang",
    shape: polygon([-6.287, 107.1475], [-6.287, 107.1535], [-6.292, 107.154], [-6.2925, 107.148]),
    ownership: "Own",
    address: "Kawasan Industri Jababeka, Cikarang Utara",
    city: "Kabupaten Bekasi",
    province: "Jawa Barat",
    postalCode: "17530",
    category: "Gudang",
    isGarage: true,
    isDepot: true,
  },
  {
    key: "sunter",
    fenceName: "Pool Sunter",
    shape: polygon([-6.144, 106.8688], [-6.144, 106.8712], [-6.1462, 106.8714], [-6.1463, 106.869]),
    ownership: "Own",
    address: "Jl. Danau Sunter Utara, Sunter Jaya",
    city: "Jakarta Utara",
    province: "DKI Jakarta",
    postalCode: "14350",
    category: "Pool",
    isGarage: true,
  },
  {
    key: "kuningan",
    fenceName: "Kantor Pusat — Kuningan",
    shape: circle(-6.2297, 106.8295, 150),
    ownership: "Own",
    address: "Jl. H. R. Rasuna Said, Kuningan",
    city: "Jakarta Selatan",
    province: "DKI Jakarta",
    postalCode: "12940",
    category: "Kantor",
    isBillingAddr: true,
  },
  {
    key: "priok",
    fenceName: "Pelabuhan Tanjung Priok",
    shape: polygon([-6.0985, 106.88], [-6.099, 106.901], [-6.112, 106.902], [-6.113, 106.879]),
    ownership: "Customer",
    address: "Jl. Raya Pelabuhan, Tanjung Priok",
    city: "Jakarta Utara",
    province: "DKI Jakarta",
    postalCode: "14310",
    category: "Pelabuhan",
    isServiceLoc: true,
    customerName: "Pelabuhan Tanjung Priok",
  },
  {
    key: "soetta",
    fenceName: "Bandara Soekarno-Hatta",
    shape: circle(-6.1256, 106.6559, 2500),
    ownership: "Customer",
    address: "Bandara Soekarno-Hatta, Benda",
    city: "Kota Tangerang",
    province: "Banten",
    postalCode: "15126",
    category: "Bandara",
    isServiceLoc: true,
    customerName: "Kargo Bandara Soekarno-Hatta",
  },
  {
    key: "mkg",
    fenceName: "Pelanggan — Mall Kelapa Gading",
    shape: circle(-6.1575, 106.9087, 200),
    ownership: "Customer",
    address: "Jl. Boulevard Kelapa Gading",
    city: "Jakarta Utara",
    province: "DKI Jakarta",
    postalCode: "14240",
    category: "Pelanggan",
    isServiceLoc: true,
    customerName: "Mall Kelapa Gading",
    serviceStart: "08:00",
    serviceEnd: "17:00",
  },
  {
    key: "kramatjati",
    fenceName: "Pelanggan — Pasar Induk Kramat Jati",
    shape: circle(-6.276, 106.8672, 250),
    ownership: "Customer",
    address: "Jl. Raya Bogor, Kramat Jati",
    city: "Jakarta Timur",
    province: "DKI Jakarta",
    postalCode: "13540",
    category: "Pelanggan",
    isServiceLoc: true,
    customerName: "Pasar Induk Kramat Jati",
    serviceStart: "02:00",
    serviceEnd: "10:00",
  },
  {
    key: "smb",
    fenceName: "Pelanggan — Summarecon Mall Bekasi",
    shape: circle(-6.2262, 107.001, 200),
    ownership: "Customer",
    address: "Jl. Bulevar Ahmad Yani, Bekasi Utara",
    city: "Kota Bekasi",
    province: "Jawa Barat",
    postalCode: "17142",
    category: "Pelanggan",
    isServiceLoc: true,
    customerName: "Summarecon Mall Bekasi",
    serviceStart: "09:00",
    serviceEnd: "21:00",
  },
];

const OTHER_GEOFENCES: readonly DemoGeofence[] = [
  {
    key: "pulogadung",
    fenceName: "Gudang PT Lain — Pulogadung",
    shape: circle(-6.193, 106.908, 300),
    ownership: "Own",
    address: "Kawasan Industri Pulogadung",
    city: "Jakarta Timur",
    province: "DKI Jakarta",
    postalCode: "13920",
    category: "Gudang",
    isGarage: true,
    isDepot: true,
  },
];

/** The demo drivers besides the login user `driver` (Budi Santoso). */
const DEMO_DRIVERS = [
  { username: "agus.setiawan", name: "Agus Setiawan" },
  { username: "dedi.kurniawan", name: "Dedi Kurniawan" },
  { username: "rudi.hartono", name: "Rudi Hartono" },
  { username: "slamet.riyadi", name: "Slamet Riyadi" },
  { username: "joko.susilo", name: "Joko Susilo" },
  { username: "wahyu.pratama", name: "Wahyu Pratama" },
] as const;

const DEMO_VGROUPS = ["Jakarta Utara", "Jakarta Selatan", "Bekasi–Cikarang"] as const;

export type DemoVendorType = "gt06" | "osmand" | "bsj" | "vss-howen" | TrackerVendorType;

export interface DemoVehicle {
  /** 1-based number in the demo fleet. */
  no: number;
  company: "PT Armada Demo" | "PT Lain";
  licensePlate: string;
  hullNo: string;
  typeKey: string;
  year: number;
  /** null: no device. */
  imei: string | null;
  vendorType: DemoVendorType | null;
  /** a dashcam beside the tracker (the vehicle's camera slot) */
  camera: { id: string; vendorType: DemoVendorType } | null;
  garageKey: string;
  vgroup: (typeof DEMO_VGROUPS)[number] | null;
  status: "active" | "service";
  sensors: readonly string[];
  /** what the route planner may give it (issue 36) */
  skills: readonly VehicleSkill[];
}

/** IMEIs of the demo GT06 trackers (vehicles 1-15), 15-digit text. */
export const DEMO_GT06_IMEIS: readonly string[] = Array.from(
  { length: 15 },
  (_, index) => `8647170000000${String(index + 1).padStart(2, "0")}`,
);
/** Identifiers of the demo OsmAnd phones (vehicles 16-24): the id the app sends. */
export const DEMO_OSMAND_IDS: readonly string[] = Array.from(
  { length: 9 },
  (_, index) => `armada-demo-${index + 16}`,
);
/** Terminal id of the demo BSJ dashcam (JT/T 808 with JT/T 1078 media) of vehicle 25. */
export const DEMO_DASHCAM_ID = "138000000025";
/** Vehicle 26 carries two devices: this GT06 tracker and the BSJ dashcam DEMO_DUAL_DASHCAM_ID. */
export const DEMO_DUAL_TRACKER_IMEI = "864717000000026";
export const DEMO_DUAL_DASHCAM_ID = "138000000026";
/** The dashcam-only vehicles 27 (BSJ) and 28 (Howen). */
export const DEMO_MORE_DASHCAM_IDS: readonly string[] = ["138000000027", "138000000028"];
/** Vehicles 29-35 carry one tracker of each codec protocol (docs/protocols.md), by these IMEIs. */
export const DEMO_TRACKER_IMEIS: Readonly<Record<TrackerVendorType, string>> = {
  teltonika: "356307042441029",
  h02: "865205030330030",
  gps103: "359586015829831",
  meitrack: "353358017784032",
  ruptela: "356307042441033",
  gl200: "862170010012334",
  suntech: "205027335",
};
/** IMEIs of PT Lain's GT06 trackers. */
export const OTHER_COMPANY_IMEIS: readonly string[] = [
  "864717000000091",
  "864717000000092",
  "864717000000093",
];

const DEMO_PLATES = [
  ["B 9104 KXA", "dutro"],
  ["B 9217 KXB", "dutro"],
  ["B 9318 UEA", "elf"],
  ["B 9425 UEB", "elf"],
  ["B 9531 TXC", "canter"],
  ["B 9640 TXD", "canter"],
  ["B 8752 PQA", "hilux"],
  ["B 8863 PQB", "hilux"],
  ["B 1974 SJM", "granmax"],
  ["B 1085 SJN", "granmax"],
  ["B 1196 TKL", "avanza"],
  ["B 1207 TKM", "avanza"],
  ["B 9702 UVW", "ranger"],
  ["B 9813 UVX", "ranger"],
  ["B 9924 BYU", "giga"],
  ["B 9035 BYV", "giga"],
  ["F 8146 FA", "elf"],
  ["F 8257 FB", "granmax"],
  ["D 8368 AK", "dutro"],
  ["D 8479 AL", "hilux"],
  ["T 8580 DA", "canter"],
  ["T 8691 DB", "ranger"],
  ["B 9146 PCF", "elf"],
  ["B 1357 CKR", "avanza"],
  ["B 9468 NYT", "granmax"],
  ["B 9579 DCM", "granmax"],
  ["B 9680 DCN", "elf"],
  ["B 9791 DCP", "dutro"],
  ["B 9802 TLA", "hilux"],
  ["B 9913 HQA", "granmax"],
  ["B 9024 CBN", "elf"],
  ["B 9135 CBP", "dutro"],
  ["B 9246 CBR", "canter"],
  ["B 9357 CBS", "hilux"],
  ["B 9468 CBT", "granmax"],
] as const;

/** The devices of vehicles 25-35: the tracker or only device, and the dashcam beside it. */
const DASHCAM_VEHICLES: Readonly<
  Record<number, { imei: string; vendorType: DemoVendorType; camera: DemoVehicle["camera"] }>
> = {
  25: { imei: DEMO_DASHCAM_ID, vendorType: "bsj", camera: null },
  26: {
    imei: DEMO_DUAL_TRACKER_IMEI,
    vendorType: "gt06",
    camera: { id: DEMO_DUAL_DASHCAM_ID, vendorType: "bsj" },
  },
  27: { imei: DEMO_MORE_DASHCAM_IDS[0] ?? "", vendorType: "bsj", camera: null },
  28: { imei: DEMO_MORE_DASHCAM_IDS[1] ?? "", vendorType: "vss-howen", camera: null },
  29: { imei: DEMO_TRACKER_IMEIS.teltonika, vendorType: "teltonika", camera: null },
  30: { imei: DEMO_TRACKER_IMEIS.h02, vendorType: "h02", camera: null },
  31: { imei: DEMO_TRACKER_IMEIS.gps103, vendorType: "gps103", camera: null },
  32: { imei: DEMO_TRACKER_IMEIS.meitrack, vendorType: "meitrack", camera: null },
  33: { imei: DEMO_TRACKER_IMEIS.ruptela, vendorType: "ruptela", camera: null },
  34: { imei: DEMO_TRACKER_IMEIS.gl200, vendorType: "gl200", camera: null },
  35: { imei: DEMO_TRACKER_IMEIS.suntech, vendorType: "suntech", camera: null },
};

/** The 35 vehicles of PT Armada Demo and the 3 of PT Lain. */
export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  ...DEMO_PLATES.map(([licensePlate, typeKey], index): DemoVehicle => {
    const no = index + 1;
    const gt06 = no <= 15;
    const osmand = no >= 16 && no <= 24;
    const dashcam = DASHCAM_VEHICLES[no];
    return {
      no,
      company: "PT Armada Demo",
      licensePlate,
      hullNo: `ARM-${String(no).padStart(3, "0")}`,
      typeKey,
      year: 2016 + (no % 9),
      imei: gt06
        ? (DEMO_GT06_IMEIS[no - 1] ?? null)
        : osmand
          ? (DEMO_OSMAND_IDS[no - 16] ?? null)
          : (dashcam?.imei ?? null),
      vendorType: gt06 ? "gt06" : osmand ? "osmand" : (dashcam?.vendorType ?? null),
      camera: dashcam?.camera ?? null,
      garageKey: no <= 12 ? "cakung" : no <= 24 ? "cikarang" : "sunter",
      vgroup: no <= 8 ? "Jakarta Utara" : no <= 16 ? "Jakarta Selatan" : no <= 24 ? "Bekasi–Cikarang" : null,
      status: no === 14 ? "service" : "active",
      sensors:
        typeKey === "elf" ? ["temperature"] : typeKey === "ranger" || typeKey === "giga" ? ["fuel"] : [],
      // the first refrigerated Elf carries the demo's cold-chain orders
      skills: no === 3 ? ["COLD_BOX"] : [],
    };
  }),
  ...OTHER_COMPANY_IMEIS.map(
    (imei, index): DemoVehicle => ({
      no: index + 1,
      company: "PT Lain",
      licensePlate: `B 990${index + 1} LN${String.fromCharCode(65 + index)}`,
      hullNo: `LAIN-${index + 1}`,
      typeKey: "l300",
      year: 2019 + index,
      imei,
      vendorType: "gt06",
      camera: null,
      garageKey: "pulogadung",
      vgroup: null,
      status: "active",
      sensors: [],
      skills: [],
    }),
  ),
];

function centreOf(shape: GeofenceShape): { lat: number; lng: number } {
  if (shape.type === "C") return { lat: shape.circData.lat, lng: shape.circData.lng };
  const box = geofenceBoundingBox(shape);
  return { lat: (box.minLat + box.maxLat) / 2, lng: (box.minLng + box.maxLng) / 2 };
}

export interface DemoFleetDevice {
  company: DemoVehicle["company"];
  licensePlate: string;
  imei: string;
  vendorType: DemoVendorType;
  /** a dashcam on the same vehicle, driven along the same route */
  camera: DemoVehicle["camera"];
  /** Centre of the vehicle's garage: where a simulated vehicle starts. */
  home: { lat: number; lng: number };
}

const DEMO_DEVICE_MODELS: Record<DemoVendorType, { deviceCode: string; deviceName: string }> = {
  gt06: { deviceCode: "GT06N", deviceName: "Concox GT06N" },
  osmand: { deviceCode: "OSMAND", deviceName: "OsmAnd (ponsel pengemudi)" },
  bsj: { deviceCode: "BSJ-DVR", deviceName: "BSJ dashcam ADAS/DMS (JT/T 808)" },
  "vss-howen": { deviceCode: "HOWEN-HERO", deviceName: "Howen dashcam ADAS/DMS (JT/T 808)" },
  teltonika: { deviceCode: "FMB920", deviceName: "Teltonika FMB920" },
  h02: { deviceCode: "ST-901", deviceName: "SinoTrack ST-901 (H02)" },
  gps103: { deviceCode: "TK103B", deviceName: "Coban TK103B (GPS103)" },
  meitrack: { deviceCode: "T366G", deviceName: "Meitrack T366G" },
  ruptela: { deviceCode: "FM-ECO4", deviceName: "Ruptela FM-Eco4" },
  gl200: { deviceCode: "GV300", deviceName: "Queclink GV300 (@Track)" },
  suntech: { deviceCode: "ST310U", deviceName: "Suntech ST310U" },
};

/** How the simulator plays a demo device: the dashcams speak JT/T 808, every other its own protocol. */
export const simulatedProtocolOf = (vendorType: DemoVendorType) =>
  vendorType === "bsj" || vendorType === "vss-howen" ? "jt808" : vendorType;

/** Every seeded device with its vehicle and start point, for the simulator. */
export function demoFleetDevices(): DemoFleetDevice[] {
  const fences = new Map([...DEMO_GEOFENCES, ...OTHER_GEOFENCES].map((fence) => [fence.key, fence]));
  return DEMO_VEHICLES.flatMap((vehicle) => {
    const fence = fences.get(vehicle.garageKey);
    if (!vehicle.imei || !vehicle.vendorType || !fence) return [];
    return [
      {
        company: vehicle.company,
        licensePlate: vehicle.licensePlate,
        imei: vehicle.imei,
        vendorType: vehicle.vendorType,
        camera: vehicle.camera,
        home: centreOf(fence.shape),
      },
    ];
  });
}

/** Writes the reference fuel types; safe to run on every start. */
export async function seedFuelTypes(db: DbExecutor): Promise<void> {
  await db
    .insert(fuelTypes)
    .values([...FUEL_TYPES])
    .onConflictDoNothing({ target: fuelTypes.name });
}

async function insertCompanyFleet(
  tx: DbExecutor,
  companyId: number,
  data: {
    types: readonly DemoVehicleType[];
    fences: readonly DemoGeofence[];
    vehicles: readonly DemoVehicle[];
    driverIds: readonly number[];
    groups: readonly string[];
  },
) {
  const fuelRows = await tx.select().from(fuelTypes);
  const fuelId = new Map(fuelRows.map((row) => [row.name, row.fuelTypeId]));
  const typeRows = await tx
    .insert(vehicleTypes)
    .values(
      data.types.map(({ key: _key, fuel, ...type }) => ({
        ...type,
        companyId,
        fuelTypeId: fuelId.get(fuel) ?? null,
      })),
    )
    .returning({ id: vehicleTypes.vehicleTypeId });
  const typeId = new Map(data.types.map((type, index) => [type.key, typeRows[index]?.id ?? null]));

  const fenceRows = await tx
    .insert(geofences)
    .values(
      data.fences.map(({ key: _key, shape, ...fence }) => ({
        ...fence,
        companyId,
        type: shape.type,
        circData: shape.type === "C" ? shape.circData : null,
        polyData:
          shape.type === "P" ? shape.polyData.map(([lat, lng]) => [lat, lng] as [number, number]) : null,
        ...geofenceBoundingBox(shape),
      })),
    )
    .returning({ id: geofences.geofenceId });
  const fenceId = new Map(data.fences.map((fence, index) => [fence.key, fenceRows[index]?.id ?? null]));

  const fitted = data.vehicles.flatMap((vehicle) => [
    ...(vehicle.imei && vehicle.vendorType
      ? [{ no: vehicle.no, imei: vehicle.imei, vendorType: vehicle.vendorType, sim: "0" }]
      : []),
    ...(vehicle.camera
      ? [{ no: vehicle.no, imei: vehicle.camera.id, vendorType: vehicle.camera.vendorType, sim: "1" }]
      : []),
  ]);
  const deviceRows = await tx
    .insert(devices)
    .values(
      fitted.map((device) => ({
        companyId,
        imei: device.imei,
        identifier: device.vendorType === "osmand" ? device.imei : null,
        vendorType: device.vendorType,
        ...DEMO_DEVICE_MODELS[device.vendorType],
        phoneNo: `+62812900${device.sim}${String(device.no).padStart(4, "0")}`,
        status: "active",
        activeOn: DEVICES_FITTED_ON,
      })),
    )
    .returning({ id: devices.id, imei: devices.imei });
  const deviceId = new Map(deviceRows.map((row) => [row.imei, row.id]));

  const vehicleRows = await tx
    .insert(vehicles)
    .values(
      data.vehicles.map((vehicle, index) => {
        const type = data.types.find((candidate) => candidate.key === vehicle.typeKey);
        return {
          companyId,
          licensePlate: vehicle.licensePlate,
          hullNo: vehicle.hullNo,
          vehicleTypeId: typeId.get(vehicle.typeKey) ?? null,
          deviceId: vehicle.imei ? (deviceId.get(vehicle.imei) ?? null) : null,
          cameraDeviceId: vehicle.camera ? (deviceId.get(vehicle.camera.id) ?? null) : null,
          driver1Id: data.driverIds[index] ?? null,
          garageId: fenceId.get(vehicle.garageKey) ?? null,
          tonnage: type?.tonnage ?? null,
          volume: type?.volume ?? null,
          fuelEfficiency: type?.fuelEfficiency ?? null,
          fuelCapacity: type && type.tonnage >= 10 ? 200 : 70,
          odometer: 12_000 + vehicle.no * 7_350,
          status: vehicle.status,
          year: vehicle.year,
          chassisNumber: `MHF${String(vehicle.no).padStart(3, "0")}DEMO${vehicle.year}`,
          machineNumber: `${vehicle.typeKey.toUpperCase()}-${String(vehicle.no).padStart(5, "0")}`,
          thermoType: vehicle.sensors.includes("temperature") ? "Thermo King" : null,
          boxType: vehicle.sensors.includes("temperature") ? "Freezer" : null,
          skills: [...vehicle.skills],
        };
      }),
    )
    .returning({ id: vehicles.id, driver1Id: vehicles.driver1Id });

  const assignmentRows = vehicleRows.flatMap((vehicle) =>
    vehicle.driver1Id === null
      ? []
      : [
          {
            companyId,
            vehicleId: vehicle.id,
            driverId: vehicle.driver1Id,
            slot: 1,
            startedAt: DEVICES_FITTED_ON,
          },
        ],
  );
  if (assignmentRows.length > 0) await tx.insert(vehicleDriverAssignments).values(assignmentRows);

  const sensorRows = data.vehicles.flatMap((vehicle, index) =>
    vehicle.sensors.map((sensorCode) => ({
      vehicleId: vehicleRows[index]?.id as number,
      sensorCode,
      statusBool: true,
    })),
  );
  if (sensorRows.length > 0) await tx.insert(vehicleSensors).values(sensorRows);

  if (data.groups.length > 0) {
    const groupRows = await tx
      .insert(vgroups)
      .values(data.groups.map((name) => ({ companyId, name })))
      .returning({ id: vgroups.id, name: vgroups.name });
    const groupId = new Map(groupRows.map((row) => [row.name, row.id]));
    const members = data.vehicles.flatMap((vehicle, index) => {
      const vgroupId = vehicle.vgroup ? groupId.get(vehicle.vgroup) : undefined;
      const vehicleId = vehicleRows[index]?.id;
      return vgroupId && vehicleId ? [{ vehicleId, vgroupId }] : [];
    });
    if (members.length > 0) await tx.insert(vehicleVgroups).values(members);
  }
}

/**
 * Writes the demo fleet of both demo companies (called inside seedDemoData's transaction, after
 * the companies, roles and users): vehicle types, geofences, devices, vehicles, groups, sensors and
 * six more drivers. The login user `driver` drives the first vehicle.
 */
export async function seedDemoFleet(
  tx: DbExecutor,
  ids: { demoCompanyId: number; otherCompanyId: number; driverRoleId: number | null; passwordHash: string },
): Promise<void> {
  await seedFuelTypes(tx);
  const [demoDriver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'driver'`);
  const driverRows = await tx
    .insert(users)
    .values(
      DEMO_DRIVERS.map((driver, index) => ({
        companyId: ids.demoCompanyId,
        roleId: ids.driverRoleId,
        username: driver.username,
        email: `${driver.username}@armada-demo.id`,
        name: driver.name,
        phoneNo: `+62812100000${String(11 + index)}`,
        passwordHash: ids.passwordHash,
        isDriver: true,
      })),
    )
    .returning({ id: users.id });
  const driverIds = [...(demoDriver ? [demoDriver.id] : []), ...driverRows.map((row) => row.id)];

  // vehicle 26 carries a tracker and a dashcam: the alert center shows each alert's source device
  await setCompanyFeatureFlag(tx, ids.demoCompanyId, "multiImei", true);
  await insertCompanyFleet(tx, ids.demoCompanyId, {
    types: DEMO_VEHICLE_TYPES,
    fences: DEMO_GEOFENCES,
    vehicles: DEMO_VEHICLES.filter((vehicle) => vehicle.company === "PT Armada Demo"),
    driverIds,
    groups: DEMO_VGROUPS,
  });
  await insertCompanyFleet(tx, ids.otherCompanyId, {
    types: OTHER_VEHICLE_TYPES,
    fences: OTHER_GEOFENCES,
    vehicles: DEMO_VEHICLES.filter((vehicle) => vehicle.company === "PT Lain"),
    driverIds: [],
    groups: [],
  });
}
