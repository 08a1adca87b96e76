import type { TicketCategory } from "../companyTicket/companyTicket.js";
import type { LocalizedText } from "../localizedText.js";
import {
  type AccessRule,
  type AccessRuleContext,
  isRuleSatisfied,
  MENU_ENTRY_ACCESS,
} from "../menuAccess.js";
import type { IngestProtocolType } from "../protocols/ingestProtocols.js";

export type MarketplaceItemKind = "module" | "hardware";
/** per vehicle per month (a module's subscription), per unit (hardware, installation included) */
export type MarketplacePriceUnit = "vehicle_month" | "unit";

interface MarketplaceItemBase {
  /** stable id: the request's reference and the ticket's source */
  id: string;
  kind: MarketplaceItemKind;
  name: string;
  description: LocalizedText;
  /** in Rupiah, whole */
  priceIdr: number;
  priceUnit: MarketplacePriceUnit;
}

export interface MarketplaceModule extends MarketplaceItemBase {
  kind: "module";
  /** the module's screen (its menu entry; a "new" badge of that path marks the item new too) */
  path: string;
  /** the company has the module when this holds for the user: its menu rule (keys and feature flags) */
  activeWhen: AccessRule;
}

export interface MarketplaceHardware extends MarketplaceItemBase {
  kind: "hardware";
  /** the protocols Armada's gateways read from it */
  protocols: readonly IngestProtocolType[];
}

export type MarketplaceItem = MarketplaceModule | MarketplaceHardware;

const menuRule = (path: keyof typeof MENU_ENTRY_ACCESS): AccessRule => MENU_ENTRY_ACCESS[path];

/** What a company can add (issue 38): modules, and the hardware Armada reads. Prices are list prices before tax. */
export const MARKETPLACE_CATALOGUE: readonly MarketplaceItem[] = [
  {
    id: "track-vision",
    kind: "module",
    name: "Track Vision",
    description: {
      id: "Video langsung dan riwayat rekaman dashcam, klip otomatis saat peringatan mengemudi.",
      en: "Live video and dashcam recording history, clips attached to driving alerts.",
    },
    priceIdr: 75_000,
    priceUnit: "vehicle_month",
    path: "/video-history/",
    activeWhen: menuRule("/video-history/"),
  },
  {
    id: "route-optimization",
    kind: "module",
    name: "Route Optimization",
    description: {
      id: "Susun rute banyak kendaraan dengan jendela waktu dan kapasitas; sopir menerima urutan kunjungan.",
      en: "Plan many vehicles' routes with time windows and capacities; drivers get their stop order.",
    },
    priceIdr: 50_000,
    priceUnit: "vehicle_month",
    path: "/route-optimization/",
    activeWhen: menuRule("/route-optimization/"),
  },
  {
    id: "fuel-analytics",
    kind: "module",
    name: "Fuel Analytics",
    description: {
      id: "Laporan konsumsi BBM, deteksi pengisian dan penurunan mendadak dari sensor BBM.",
      en: "Fuel consumption reports, refuel and sudden drop detection from fuel sensors.",
    },
    priceIdr: 35_000,
    priceUnit: "vehicle_month",
    path: "/report/",
    activeWhen: { allOf: ["f1d-report-fuel:read"] },
  },
  {
    id: "api-access",
    kind: "module",
    name: "API Access",
    description: {
      id: "Akses API untuk menghubungkan posisi, perjalanan dan peringatan ke sistem Anda (ERP, TMS).",
      en: "API access to connect positions, trips and alerts to your own systems (ERP, TMS).",
    },
    priceIdr: 1_500_000,
    priceUnit: "unit",
    path: "/setting/",
    activeWhen: { allOf: ["c8a-setting-api:read"] },
  },
  {
    id: "delivery-management",
    kind: "module",
    name: "Delivery Management",
    description: {
      id: "Surat jalan, bukti kirim dengan foto dan tanda tangan, tautan pelacakan untuk penerima.",
      en: "Delivery orders, proof of delivery with photo and signature, tracking links for consignees.",
    },
    priceIdr: 40_000,
    priceUnit: "vehicle_month",
    path: "/delivery/",
    activeWhen: menuRule("/delivery/"),
  },
  {
    id: "maintenance",
    kind: "module",
    name: "Maintenance",
    description: {
      id: "Jadwal servis berdasarkan km, jam mesin atau hari, SPK bengkel dan pengingat otomatis.",
      en: "Service plans by km, engine hours or days, workshop orders and automatic reminders.",
    },
    priceIdr: 20_000,
    priceUnit: "vehicle_month",
    path: "/maintenance/",
    activeWhen: menuRule("/maintenance/"),
  },
  {
    id: "driver-score",
    kind: "module",
    name: "Driver Score",
    description: {
      id: "Skor mengemudi mingguan per sopir dari ngebut, pengereman keras dan kelelahan.",
      en: "Weekly driving score per driver from speeding, harsh braking and fatigue.",
    },
    priceIdr: 15_000,
    priceUnit: "vehicle_month",
    path: "/driverscore/",
    activeWhen: menuRule("/driverscore/"),
  },
  {
    id: "invoice-accurate",
    kind: "module",
    name: "Invoice (Accurate)",
    description: {
      id: "Tagihan dari pengiriman selesai, tersinkron ke Accurate Online.",
      en: "Invoices from completed deliveries, synchronised to Accurate Online.",
    },
    priceIdr: 500_000,
    priceUnit: "unit",
    path: "/invoice/",
    activeWhen: menuRule("/invoice/"),
  },
  {
    id: "gt06-tracker",
    kind: "hardware",
    name: "GPS Tracker GT06 (Concox)",
    description: {
      id: "Tracker kabel 2G/4G dengan relai putus mesin, cocok untuk truk dan mobil operasional.",
      en: "Wired 2G/4G tracker with engine cut relay, for trucks and operational cars.",
    },
    priceIdr: 650_000,
    priceUnit: "unit",
    protocols: ["gt06"],
  },
  {
    id: "teltonika-fmb920",
    kind: "hardware",
    name: "Teltonika FMB920",
    description: {
      id: "Tracker ringkas dengan akselerometer untuk deteksi perilaku mengemudi.",
      en: "Compact tracker with accelerometer for driving behaviour detection.",
    },
    priceIdr: 1_150_000,
    priceUnit: "unit",
    protocols: ["teltonika"],
  },
  {
    id: "ruptela-fm-eco4",
    kind: "hardware",
    name: "Ruptela FM-Eco4",
    description: {
      id: "Tracker CAN untuk armada berat: odometer dan BBM langsung dari kendaraan.",
      en: "CAN tracker for heavy fleets: odometer and fuel read from the vehicle.",
    },
    priceIdr: 1_900_000,
    priceUnit: "unit",
    protocols: ["ruptela"],
  },
  {
    id: "queclink-gv300",
    kind: "hardware",
    name: "Queclink GV300",
    description: {
      id: "Tracker 4G dengan input sensor tambahan (pintu, suhu).",
      en: "4G tracker with extra sensor inputs (door, temperature).",
    },
    priceIdr: 1_450_000,
    priceUnit: "unit",
    protocols: ["gl200"],
  },
  {
    id: "jt808-dashcam",
    kind: "hardware",
    name: "Dashcam AI 4 kanal (JT/T 808)",
    description: {
      id: "Dashcam 4 kamera dengan deteksi kantuk dan ponsel, video langsung lewat JT/T 1078.",
      en: "4-camera dashcam with drowsiness and phone detection, live video over JT/T 1078.",
    },
    priceIdr: 4_800_000,
    priceUnit: "unit",
    protocols: ["jt808"],
  },
  {
    id: "fuel-sensor",
    kind: "hardware",
    name: "Sensor BBM kapasitif",
    description: {
      id: "Sensor level tangki dipasang ke tracker; dibaca sebagai BBM oleh tracker yang mendukung input analog.",
      en: "Tank level sensor wired to a tracker; read as fuel by trackers with an analogue input.",
    },
    priceIdr: 2_250_000,
    priceUnit: "unit",
    protocols: ["teltonika", "ruptela", "meitrack", "gl200"],
  },
  {
    id: "osmand-app",
    kind: "hardware",
    name: "Aplikasi pelacak ponsel (OsmAnd)",
    description: {
      id: "Lacak kendaraan sewaan atau motor kurir dari ponsel Android sopir, tanpa pemasangan alat.",
      en: "Track rented vehicles or courier bikes from the driver's Android phone, nothing to install.",
    },
    priceIdr: 0,
    priceUnit: "unit",
    protocols: ["osmand"],
  },
];

/** The ticket a request of this item opens: modules are feature requests, hardware a device request. */
export const marketplaceTicketCategory = (item: MarketplaceItem): TicketCategory =>
  item.kind === "module" ? "feature" : "device";

export const findMarketplaceItem = (id: string): MarketplaceItem | undefined =>
  MARKETPLACE_CATALOGUE.find((item) => item.id === id);

/** A module the company already has (its keys and feature flags open it); hardware is never "active". */
export const isMarketplaceItemActive = (item: MarketplaceItem, ctx: AccessRuleContext): boolean =>
  item.kind === "module" && isRuleSatisfied(item.activeWhen, ctx);
