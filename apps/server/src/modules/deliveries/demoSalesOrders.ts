import type { SalesOrderLine } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { deliveryOrders } from "./deliveries.tables.js";
import { demoPlaces } from "./demoDeliveries.js";
import { refreshSalesOrderStatuses } from "./salesOrderRepository.js";
import { deliveryRequests, salesOrderShipments, salesOrders } from "./salesOrders.tables.js";

const HOUR = 3_600_000;

/**
 * The demo company's order intake: a confirmed sales order partly shipped (one DO carries part of its lines), a draft
 * one, a new delivery request from a branch and one rejected, so /sales-order/ and /delivery-request/ show their
 * statuses.
 */
export async function seedDemoSalesOrders(
  tx: DbExecutor,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const place = await demoPlaces(tx, companyId);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const day = (hours: number) => at(hours).toISOString().slice(0, 10);
  const gudang = place("Gudang Cikarang");
  const gading = place("Pelanggan — Mall Kelapa Gading");
  const bekasi = place("Pelanggan — Summarecon Mall Bekasi");
  const line = (lineNo: number, name: string, quantity: number, weightKg: number, unitPrice: number) =>
    ({ lineNo, name, quantity, weightKg, volumeM3: 0.02, unitPrice }) satisfies SalesOrderLine;
  const destination = (target: typeof gading) => ({
    destinationAddress: target.address,
    destinationLat: target.lat,
    destinationLng: target.lng,
    destinationGeofenceId: target.geofenceId,
  });
  const [partly, draft] = await tx
    .insert(salesOrders)
    .values([
      {
        companyId,
        status: "CONFIRMED",
        customerName: "PT Sinar Niaga Retail",
        billedCustomerName: "PT Sinar Niaga Group",
        orderDate: day(-24),
        requestedWindowStart: at(20),
        requestedWindowEnd: at(28),
        ...destination(gading),
        destinationContactName: "Bu Rina",
        destinationContactPhone: "+6281210002001",
        lines: [
          line(1, "Karton minuman 24 botol", 120, 9, 85_000),
          line(2, "Galon air 19 L", 40, 19, 20_000),
        ],
        notes: "Dua kali kirim: separuh besok pagi",
      },
      {
        companyId,
        status: "DRAFT",
        customerName: "CV Maju Bersama",
        orderDate: day(0),
        requestedWindowStart: at(48),
        requestedWindowEnd: at(56),
        ...destination(bekasi),
        destinationContactName: "Pak Joko",
        destinationContactPhone: "+6281210002002",
        lines: [line(1, "Semen 50 kg", 80, 50, 65_000)],
        notes: null,
      },
    ])
    .returning({ id: salesOrders.id });
  if (!partly || !draft) throw new Error("demo sales orders not inserted");
  const [shipped] = await tx
    .insert(deliveryOrders)
    .values({
      companyId,
      // a draft, so route planning's demo day (the confirmed orders) stays as it is
      status: "DRAFT",
      customerName: "PT Sinar Niaga Retail",
      billedCustomerName: "PT Sinar Niaga Group",
      shipmentNumber: `SO-${String(partly.id).padStart(6, "0")}`,
      originAddress: gudang.address,
      originLat: gudang.lat,
      originLng: gudang.lng,
      originGeofenceId: gudang.geofenceId,
      ...destination(gading),
      destinationContactName: "Bu Rina",
      destinationContactPhone: "+6281210002001",
      deliveryWindowStart: at(20),
      deliveryWindowEnd: at(28),
      items: [{ name: "Karton minuman 24 botol", quantity: 60, weightKg: 9, volumeM3: 0.02 }],
    })
    .returning({ id: deliveryOrders.id });
  if (!shipped) throw new Error("demo sales order DO not inserted");
  await tx
    .insert(salesOrderShipments)
    .values({ companyId, salesOrderId: partly.id, deliveryOrderId: shipped.id, lineNo: 1, quantity: 60 });
  await refreshSalesOrderStatuses(tx, companyId, [partly.id]);
  const request = (requesterName: string, requesterKind: "CUSTOMER" | "BRANCH", target: typeof gading) => ({
    companyId,
    requesterKind,
    requesterName,
    requesterPhone: requesterKind === "BRANCH" ? "+6281210002003" : "+6281210002004",
    originAddress: gudang.address,
    originLat: gudang.lat,
    originLng: gudang.lng,
    originGeofenceId: gudang.geofenceId,
    ...destination(target),
    deliveryWindowStart: at(30),
    deliveryWindowEnd: at(34),
    items: [{ name: "Palet suku cadang", quantity: 2, weightKg: 120, volumeM3: 1.2 }],
  });
  await tx.insert(deliveryRequests).values([
    { ...request("Cabang Bekasi", "BRANCH", bekasi), notes: "Butuh forklift di tujuan" },
    {
      ...request("Toko Sumber Rejeki", "CUSTOMER", gading),
      status: "REJECTED",
      rejectionReason: "Armada penuh pada tanggal itu",
      decidedOn: at(-2),
    },
  ]);
}
