import { zonedDay, zonedDayStart } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { deliveryOrders } from "../deliveries/index.js";
import { geofences } from "../geofences/index.js";

const HOUR = 3_600_000;

/** The shops whose goods need a cold box (medicines): only the demo's refrigerated Elf may carry them. */
const COLD_CHAIN = new Set(["Apotek Sehat Sentosa", "Klinik Pratama Medika"]);

/** Shops and customers east and south of Jakarta a distributor at Depo Cakung delivers to. */
const CUSTOMERS: [customer: string, address: string, lat: number, lng: number, windowFrom: number][] = [
  ["Toko Sumber Rejeki", "Jl. Raya Bekasi Km 18, Pulogadung", -6.1941, 106.9098, 8],
  ["Minimarket Sentosa", "Jl. Pemuda No. 12, Rawamangun", -6.1937, 106.8839, 8],
  ["CV Makmur Jaya", "Jl. Jatinegara Barat No. 88, Jatinegara", -6.2186, 106.8669, 9],
  ["Apotek Sehat Sentosa", "Jl. Kalimalang Raya No. 5, Duren Sawit", -6.2318, 106.9117, 9],
  ["Warung Bu Sari", "Jl. Pondok Kopi Raya No. 21, Duren Sawit", -6.224, 106.9416, 10],
  ["PT Sinar Niaga", "Jl. Boulevard Raya, Kelapa Gading", -6.1573, 106.9083, 10],
  ["Toko Bangunan Abadi", "Jl. Raya Hankam No. 3, Pondok Gede", -6.2787, 106.9107, 11],
  ["Koperasi Karyawan Sejahtera", "Jl. Raya Bogor Km 22, Kramat Jati", -6.27, 106.865, 11],
  ["Toko Kue Lestari", "Jl. Ahmad Yani No. 9, Bekasi Selatan", -6.2467, 106.9906, 12],
  ["Restoran Padang Sederhana", "Jl. Cut Mutia No. 40, Bekasi Timur", -6.2385, 107.0056, 12],
  ["Supermarket Harapan", "Jl. Raya Kalimalang No. 17, Bekasi Barat", -6.2488, 106.9706, 13],
  ["Toko Elektronik Jaya", "Jl. Pramuka No. 2, Matraman", -6.1935, 106.866, 13],
  ["Klinik Pratama Medika", "Jl. Tipar Cakung No. 14, Cakung", -6.182, 106.942, 14],
  ["Grosir Plastik Mandiri", "Jl. Harapan Indah Boulevard, Medan Satria", -6.184, 106.975, 14],
  ["Toko Buku Cerdas", "Jl. Raya Cilincing No. 7, Cilincing", -6.1185, 106.938, 15],
  ["Depot Air Segar", "Jl. Taman Mini Raya No. 1, Cipayung", -6.2977, 106.8869, 15],
];

/**
 * Confirmed orders of the demo company for tomorrow, each from Depo Cakung with a two-hour delivery window, so
 * /route-optimization/ has a day worth planning; two of them need a cold box.
 */
export async function seedDemoRoutePlanning(tx: DbExecutor, companyId: number, now = new Date()) {
  const [depot] = await tx
    .select()
    .from(geofences)
    .where(and(eq(geofences.companyId, companyId), eq(geofences.fenceName, "Depo Cakung")));
  if (!depot) throw new Error("demo geofence Depo Cakung missing");
  const origin = {
    originAddress: depot.address ?? depot.fenceName,
    originLat: depot.circData?.lat ?? (depot.minLat + depot.maxLat) / 2,
    originLng: depot.circData?.lng ?? (depot.minLng + depot.maxLng) / 2,
    originGeofenceId: depot.geofenceId,
  };
  const tomorrow = zonedDayStart(zonedDay(new Date(now.getTime() + 24 * HOUR)));
  const at = (hour: number) => new Date(tomorrow.getTime() + hour * HOUR);
  await tx.insert(deliveryOrders).values(
    CUSTOMERS.map(([customerName, address, lat, lng, from], index) => ({
      companyId,
      status: "CONFIRMED" as const,
      customerName,
      billedCustomerName: customerName,
      shipmentNumber: `SHP-25${String(index + 1).padStart(3, "0")}`,
      ...origin,
      destinationAddress: address,
      destinationLat: lat,
      destinationLng: lng,
      pickupWindowStart: at(6),
      pickupWindowEnd: at(8),
      deliveryWindowStart: at(from),
      deliveryWindowEnd: at(from + 2),
      items: [
        { name: "Karton air mineral", quantity: 20 + 5 * (index % 4), weightKg: 12, volumeM3: 0.02 },
        { name: "Karton mi instan", quantity: 10 + 3 * (index % 5), weightKg: 4, volumeM3: 0.03 },
      ],
      customFields: [{ key: "No. PO", value: `PO-25${String(index + 1).padStart(3, "0")}` }],
      requiredSkills: COLD_CHAIN.has(customerName) ? ["COLD_BOX" as const] : [],
    })),
  );
}
