import type { TicketCategory, TicketPriority, TicketStatus } from "@armada/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { companyTicketMessages, companyTickets, type TicketHealth } from "./companyTicket.tables.js";

const HOUR = 3_600_000;

interface DemoTicket {
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  subject: string;
  description: string;
  withVehicle: boolean;
  marketplaceItemId?: string;
  hoursAgo: number;
  /** [from the platform, body, hours ago, status set] */
  thread: [boolean, string, number, TicketStatus | null][];
}

const TICKETS: DemoTicket[] = [
  {
    category: "device",
    priority: "high",
    status: "in_progress",
    subject: "GPS tidak mengirim posisi sejak pagi",
    description:
      "Posisi kendaraan berhenti di peta sejak pukul 06.10, padahal truk sudah berangkat ke Cikarang. Sopir sudah mematikan dan menyalakan mesin.",
    withVehicle: true,
    hoursAgo: 5,
    thread: [
      [
        true,
        "Terima kasih, laporan kami terima. Kami cek koneksi perangkat dan kartu SIM-nya.",
        4,
        "in_progress",
      ],
      [false, "Baik, sopir sedang di rest area KM 19 kalau perlu dicek langsung.", 3, null],
    ],
  },
  {
    category: "billing",
    priority: "normal",
    status: "waiting_customer",
    subject: "Tagihan November tercatat dua kali",
    description:
      "Di e-mail tagihan bulan November ada dua faktur dengan jumlah sama (Rp 4.950.000). Mohon dicek.",
    withVehicle: false,
    hoursAgo: 52,
    thread: [
      [
        true,
        "Kami menemukan dua faktur. Mohon kirim bukti transfer yang sudah dibayar agar faktur ganda kami batalkan.",
        30,
        "waiting_customer",
      ],
    ],
  },
  {
    category: "feature",
    priority: "low",
    status: "done",
    subject: "Ekspor laporan perjalanan ke Excel",
    description: "Tim keuangan butuh laporan perjalanan per bulan dalam format Excel, bukan hanya PDF.",
    withVehicle: false,
    hoursAgo: 240,
    thread: [
      [true, "Ekspor Excel sudah tersedia di menu Laporan, tombol Unduh → XLSX.", 200, "done"],
      [false, "Sudah kami coba, terima kasih.", 198, null],
    ],
  },
  {
    category: "device",
    priority: "normal",
    status: "new",
    subject: "Permintaan Marketplace: Dashcam AI 4 kanal (JT/T 808)",
    description:
      "Perusahaan meminta Dashcam AI 4 kanal (JT/T 808) (Rp 4.800.000 / unit).\nCatatan: untuk 6 truk boks rute Jawa.",
    withVehicle: false,
    marketplaceItemId: "jt808-dashcam",
    hoursAgo: 1,
    thread: [],
  },
];

/** The demo company's tickets: one per status, with a reply thread; a device ticket carries its vehicle's health. */
export async function seedDemoCompanyTickets(
  tx: DbExecutor,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const [author] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.username, "admin")));
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isPlatformAdmin, true))
    .limit(1);
  const [vehicle] = await tx
    .select({ id: vehicles.id, plate: vehicles.licensePlate })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id))
    .limit(1);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  for (const demo of TICKETS) {
    const lastActivity = demo.thread.at(-1)?.[2] ?? demo.hoursAgo;
    const health: TicketHealth | null =
      demo.withVehicle && vehicle
        ? {
            lastPositionOn: at(demo.hoursAgo + 2.5).toISOString(),
            lastPacketOn: at(demo.hoursAgo + 2.5).toISOString(),
            online: false,
            motionStatus: "offline",
            battery: 12.1,
            signal: 1,
          }
        : null;
    const [ticket] = await tx
      .insert(companyTickets)
      .values({
        companyId,
        createdBy: author?.id ?? null,
        category: demo.category,
        priority: demo.priority,
        status: demo.status,
        subject: demo.subject,
        description: demo.description,
        vehicleId: health ? (vehicle?.id ?? null) : null,
        referenceLabel: health ? (vehicle?.plate ?? null) : null,
        health,
        marketplaceItemId: demo.marketplaceItemId ?? null,
        unreadByCompany: demo.status === "waiting_customer",
        lastActivityOn: at(lastActivity),
        createdOn: at(demo.hoursAgo),
      })
      .returning({ id: companyTickets.id });
    if (!ticket || demo.thread.length === 0) continue;
    await tx.insert(companyTicketMessages).values(
      demo.thread.map(([fromPlatform, body, hoursAgo, status]) => ({
        ticketId: ticket.id,
        authorId: fromPlatform ? (staff?.id ?? null) : (author?.id ?? null),
        fromPlatform,
        body,
        status,
        createdOn: at(hoursAgo),
      })),
    );
  }
}
