import { ALERT_CODE, ALERT_RULE_TEMPLATES } from "@armada/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { geofences } from "../geofences/index.js";
import type { AlertCounter, CountedAlert } from "./alertCounters.js";
import {
  alertRuleGeofences,
  alertRules,
  alertRuleVehicles,
  rawAlerts,
  rawAlertUserLogs,
} from "./alerts.tables.js";
import { insertTemplateRules } from "./rules/templateRules.js";

const HOUR = 3_600_000;

/** The default codes of the DMS and ADAS templates: every alarm type the simulated dashcams raise is among them. */
const DEMO_CAMERA_ALERT_CODES = ALERT_RULE_TEMPLATES.filter((template) =>
  ["DMS", "ADAS"].includes(template.nameEng),
).flatMap((template) => template.defaultAlertCodes);

interface DemoAlert {
  rule: "overspeed" | "geofence" | "sos" | "idle" | "document" | "service";
  vehicle: number;
  hoursAgo: number;
  alertData: string;
  alertTrigger: string;
  alertFlag: "S" | "E";
  at: [lat: number, lng: number, address: string];
  read?: boolean;
  resolved?: boolean;
  falseAlert?: { reason: string; others?: string };
  note?: string;
}

const DEMO_RAW_ALERTS: readonly DemoAlert[] = [
  {
    rule: "overspeed",
    vehicle: 0,
    hoursAgo: 0.3,
    alertData: "96|82|80",
    alertTrigger: "96",
    alertFlag: "S",
    at: [-6.2297, 106.8295, "Jl. Jend. Gatot Subroto, Kuningan, Jakarta Selatan"],
  },
  {
    rule: "sos",
    vehicle: 1,
    hoursAgo: 1.2,
    alertData: "SOS|0",
    alertTrigger: "SOS",
    alertFlag: "E",
    at: [-6.1214, 106.7741, "Jl. Pluit Raya, Penjaringan, Jakarta Utara"],
  },
  {
    rule: "geofence",
    vehicle: 2,
    hoursAgo: 2.5,
    alertData: "Depo Cakung|1",
    alertTrigger: "exit",
    alertFlag: "E",
    at: [-6.1861, 106.9437, "Jl. Raya Cakung Cilincing, Cakung, Jakarta Timur"],
    read: true,
  },
  {
    rule: "idle",
    vehicle: 3,
    hoursAgo: 5,
    alertData: "1380|900",
    alertTrigger: "1380",
    alertFlag: "S",
    at: [-6.2615, 107.1502, "Jl. Industri Selatan, Cikarang, Bekasi"],
    read: true,
    resolved: true,
    note: "Menunggu bongkar muat",
  },
  {
    rule: "overspeed",
    vehicle: 4,
    hoursAgo: 9,
    alertData: "104|140|80",
    alertTrigger: "104",
    alertFlag: "S",
    at: [-6.2383, 106.9756, "Tol Jakarta-Cikampek KM 12, Bekasi"],
    read: true,
    resolved: true,
  },
  {
    rule: "sos",
    vehicle: 5,
    hoursAgo: 14,
    alertData: "SOS|12",
    alertTrigger: "SOS",
    alertFlag: "E",
    at: [-6.1352, 106.8133, "Jl. Gunung Sahari, Pademangan, Jakarta Utara"],
    read: true,
    falseAlert: { reason: "Tidak ada kejadian" },
  },
  {
    rule: "overspeed",
    vehicle: 1,
    hoursAgo: 22,
    alertData: "88|65|80",
    alertTrigger: "88",
    alertFlag: "S",
    at: [-6.1754, 106.8272, "Jl. Medan Merdeka Barat, Gambir, Jakarta Pusat"],
  },
  {
    rule: "idle",
    vehicle: 6,
    hoursAgo: 30,
    alertData: "2100|900",
    alertTrigger: "2100",
    alertFlag: "S",
    at: [-6.3014, 106.8927, "Jl. Raya Bogor, Kramat Jati, Jakarta Timur"],
    read: true,
    falseAlert: { reason: "other", others: "Mesin dinyalakan untuk pendingin muatan" },
  },
  {
    rule: "geofence",
    vehicle: 0,
    hoursAgo: 40,
    alertData: "Depo Cakung|1",
    alertTrigger: "exit",
    alertFlag: "E",
    at: [-6.1839, 106.9451, "Jl. Raya Cakung Cilincing, Cakung, Jakarta Timur"],
    read: true,
    resolved: true,
  },
  // the reminders' in-app alerts of the start-up pass (the demo's vehicles have no place yet when it runs)
  {
    rule: "document",
    vehicle: 0,
    hoursAgo: 0.5,
    alertData: "KIR habis 7 hari lagi (BKS 4410 KIR)|",
    alertTrigger: "D7",
    alertFlag: "S",
    at: [-6.1861, 106.9437, "Jl. Raya Cakung Cilincing, Cakung, Jakarta Timur"],
  },
  {
    rule: "service",
    vehicle: 0,
    hoursAgo: 0.5,
    alertData: "Servis Ganti oli mesin (Servis berkala) segera jatuh tempo|",
    alertTrigger: "KM_NOTICE",
    alertFlag: "S",
    at: [-6.1839, 106.9451, "Jl. Raya Cakung Cilincing, Cakung, Jakarta Timur"],
  },
];

/**
 * Alert rules and a realistic handful of alerts of the last 2 days for the demo company, so the alert
 * center is not empty on first start. Rules cover the seeded demo vehicles only (vehicles created later,
 * e.g. by tests, are not covered), except the camera rules: made as the DMS and ADAS templates make them (every
 * vehicle), so the simulated dashcams' alarms become alerts with their clips.
 */
export async function seedDemoAlerts(
  tx: DbExecutor,
  companyId: number,
  countAlerts: AlertCounter,
  now = new Date(),
): Promise<void> {
  const fleet = await tx
    .select({ id: vehicles.id, driverId: vehicles.driver1Id })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.id))
    .limit(12);
  const staff = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.username, ["admin", "operator"])));
  const [garage] = await tx
    .select({ id: geofences.geofenceId })
    .from(geofences)
    .where(and(eq(geofences.companyId, companyId), eq(geofences.isGarage, true)))
    .orderBy(asc(geofences.geofenceId))
    .limit(1);
  const admin = staff.find((user) => user.username === "admin")?.id ?? null;
  const operator = staff.find((user) => user.username === "operator")?.id ?? admin;
  if (fleet.length === 0) return;

  const ruleRows = await tx
    .insert(alertRules)
    .values([
      {
        companyId,
        label: "Kecepatan di atas 80 km/j",
        alertCode: ALERT_CODE.overspeed,
        maxThreshold: 80,
        minThresholdTime: 60,
        alertUrgencyType: "Urgent",
        autoPopup: true,
        createdBy: admin,
      },
      {
        companyId,
        label: "Keluar Depo Cakung",
        alertCode: ALERT_CODE.geofenceExit,
        withGeofence: garage !== undefined,
        alertUrgencyType: "Important",
        createdBy: admin,
      },
      {
        companyId,
        label: "Tombol SOS ditekan",
        alertCode: ALERT_CODE.sos,
        alertUrgencyType: "Urgent",
        autoPopup: true,
        createdBy: admin,
      },
      {
        companyId,
        label: "Idle lebih dari 15 menit",
        alertCode: ALERT_CODE.idle,
        minThresholdTime: 900,
        alertUrgencyType: "Important",
        createdBy: admin,
      },
      // the reminders' in-app alerts (issue 34): documents expiring, services coming due
      {
        companyId,
        label: "Dokumen segera habis",
        alertCode: ALERT_CODE.documentExpiring,
        alertUrgencyType: "Important",
        createdBy: admin,
      },
      {
        companyId,
        label: "Jadwal servis jatuh tempo",
        alertCode: ALERT_CODE.serviceDue,
        alertUrgencyType: "Important",
        createdBy: admin,
      },
    ])
    .returning({ id: alertRules.alertRuleId, urgency: alertRules.alertUrgencyType });
  const ruleIds = ruleRows.map((row) => row.id);
  await tx
    .insert(alertRuleVehicles)
    .values(
      ruleIds.flatMap((alertRuleId) => fleet.map((vehicle) => ({ alertRuleId, vehicleId: vehicle.id }))),
    );
  await insertTemplateRules(tx, companyId, admin, DEMO_CAMERA_ALERT_CODES, "id");
  const geofenceRule = ruleRows[1];
  if (garage && geofenceRule)
    await tx.insert(alertRuleGeofences).values({ alertRuleId: geofenceRule.id, geofenceId: garage.id });

  const ruleOf = {
    overspeed: ruleRows[0],
    geofence: ruleRows[1],
    sos: ruleRows[2],
    idle: ruleRows[3],
    document: ruleRows[4],
    service: ruleRows[5],
  };
  const codeOf = {
    overspeed: ALERT_CODE.overspeed,
    geofence: ALERT_CODE.geofenceExit,
    sos: ALERT_CODE.sos,
    idle: ALERT_CODE.idle,
    document: ALERT_CODE.documentExpiring,
    service: ALERT_CODE.serviceDue,
  };
  const counted: CountedAlert[] = [];
  for (const demo of DEMO_RAW_ALERTS) {
    const vehicle = fleet[demo.vehicle % fleet.length];
    const rule = ruleOf[demo.rule];
    if (!vehicle || !rule) continue;
    const createdOn = new Date(now.getTime() - demo.hoursAgo * HOUR);
    const handledOn = new Date(createdOn.getTime() + 10 * 60_000);
    const [lat, lng, address] = demo.at;
    const [alert] = await tx
      .insert(rawAlerts)
      .values({
        companyId,
        vehicleId: vehicle.id,
        driverId: vehicle.driverId,
        alertCode: codeOf[demo.rule],
        alertRuleIds: [rule.id],
        alertData: demo.alertData,
        alertTrigger: demo.alertTrigger,
        alertFlag: demo.alertFlag,
        latitude: lat,
        longitude: lng,
        address,
        geofenceIds: demo.rule === "geofence" && garage ? [garage.id] : [],
        isUrgent: rule.urgency === "Urgent",
        isImportant: rule.urgency === "Important",
        autoPopup: demo.rule === "overspeed" || demo.rule === "sos",
        isRead: demo.read ?? false,
        readOn: demo.read ? handledOn : null,
        isResolved: demo.resolved ?? false,
        resolvedOn: demo.resolved ? handledOn : null,
        resolvedBy: demo.resolved ? operator : null,
        isFalseAlert: demo.falseAlert !== undefined,
        form: demo.falseAlert ?? null,
        note: demo.note ?? null,
        createdOn,
      })
      .returning({ id: rawAlerts.rawAlertId });
    if (!alert) continue;
    if (!demo.falseAlert) {
      counted.push({ companyId, driverId: vehicle.driverId, alertCode: codeOf[demo.rule], createdOn });
    }
    const logs: (typeof rawAlertUserLogs.$inferInsert)[] = [];
    const log = (typeField: string, data: string | null, note: string | null = null) =>
      logs.push({
        rawAlertId: alert.id,
        companyId,
        userId: operator,
        typeField,
        data,
        note,
        createdOn: handledOn,
      });
    if (demo.read) log("Read", null);
    if (demo.resolved) log("Resolve", "true");
    if (demo.falseAlert)
      log("FalseAlert", "true", [demo.falseAlert.reason, demo.falseAlert.others].filter(Boolean).join(": "));
    if (demo.note) log("Feedback", demo.note, demo.note);
    if (logs.length > 0) await tx.insert(rawAlertUserLogs).values(logs);
  }
  await countAlerts(tx, counted, 1);
}
