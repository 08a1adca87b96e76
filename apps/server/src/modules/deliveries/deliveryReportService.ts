import {
  addDays,
  DELIVERY_REPORT_ROW_CAP,
  deliveriesPerDay,
  deliveryReportInputSchema,
  type Language,
  onTimeRates,
  zonedDayStart,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireTms } from "./deliveriesAccess.js";
import { findReportedOrders } from "./deliveryReportRepository.js";

const UNKNOWN = { id: "(tanpa nama)", en: "(none)" } as const;

/** The delivery report: on-time rates per customer, driver and vehicle, and deliveries per day (tms:read). */
export function createDeliveryReportService(db: Db) {
  return {
    async report(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "read");
      const { startDate, endDate } = parseInput(deliveryReportInputSchema, input, language);
      const zone = user.companyTimeZone;
      const from = zonedDayStart(startDate, zone);
      const to = new Date(zonedDayStart(addDays(endDate, 1), zone).getTime() - 1);
      const found = await findReportedOrders(db, user.companyId, from, to);
      const truncated = found.length > DELIVERY_REPORT_ROW_CAP;
      const orders = truncated ? found.slice(0, DELIVERY_REPORT_ROW_CAP) : found;
      const days: string[] = [];
      for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
      const none = UNKNOWN[language === "en" ? "en" : "id"];
      const perDay = deliveriesPerDay(orders, days, zone);
      const total = (key: "delivered" | "failed" | "canceled") =>
        perDay.reduce((sum, row) => sum + row[key], 0);
      const all = onTimeRates(orders, () => "all")[0];
      return {
        startDate,
        endDate,
        truncated,
        delivered: total("delivered"),
        failed: total("failed"),
        canceled: total("canceled"),
        onTimeRate: all?.rate ?? null,
        perCustomer: onTimeRates(orders, (order) => order.customerName),
        perDriver: onTimeRates(orders, (order) => order.driverName ?? none),
        perVehicle: onTimeRates(orders, (order) => order.licensePlate ?? none),
        perDay,
      };
    },
  };
}

export type DeliveryReportService = ReturnType<typeof createDeliveryReportService>;
export type DeliveryReport = Awaited<ReturnType<DeliveryReportService["report"]>>;
