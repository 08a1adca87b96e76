import {
  addDays,
  type CompanyTimeZone,
  type DailyWindow,
  type Language,
  zonedDay,
  zonedDayStart,
} from "@armada/domain";
import { scheduleOccurrences } from "@armada/domain/schedule-occurrences";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { nowAndEveryInterval } from "../../nowAndEveryInterval.js";
import type { DeliveryOrderService } from "../deliveries/index.js";
import {
  claimTemplateDay,
  type DeliveryTemplateRow,
  findActiveTemplates,
  findClaimedDays,
  lockDeliveryTemplate,
  setRunOrder,
} from "./deliveryTemplateRepository.js";

/** The days from today (the company's) through the template's horizon its schedule falls on. */
export function dueDays(template: DeliveryTemplateRow, zone: CompanyTimeZone, now: Date): string[] {
  const today = zonedDay(now, zone);
  return scheduleOccurrences(template.schedule, template, today, addDays(today, template.horizonDays));
}

/** The delivery order a template makes for a day: its fields, and its windows on that day in the company's zone. */
export function templateOrderInput(template: DeliveryTemplateRow, day: string, zone: CompanyTimeZone) {
  const dayStart = zonedDayStart(day, zone).getTime();
  const at = (time: string | null | undefined) => {
    if (!time) return null;
    const [hours = 0, minutes = 0] = time.split(":").map(Number);
    return new Date(dayStart + (hours * 60 + minutes) * 60_000).toISOString();
  };
  const window = (daily: DailyWindow | null) =>
    daily ? { start: at(daily.start), end: at(daily.end) } : null;
  return {
    customerName: template.customerName,
    origin: template.origin,
    destination: template.destination,
    items: template.items,
    notes: template.notes,
    requiredSkills: template.requiredSkills,
    priority: template.priority,
    pickupWindow: window(template.pickupWindow),
    deliveryWindow: window(template.deliveryWindow),
  };
}

/**
 * Makes the delivery orders templates are due, through the deliveries module (its validation and references): each
 * day in its own transaction that locks the template, claims (template, day) and creates the order, so two
 * instances, a restart or a second run make each order once, and a pause or an edit that commits first is obeyed.
 */
export function createDeliveryOrderGenerator(db: Db, deliveryOrders: DeliveryOrderService) {
  /** Makes the template's order of the day unless the day is claimed; true when it made it. */
  function makeOrder(
    template: DeliveryTemplateRow,
    day: string,
    zone: CompanyTimeZone,
    now: Date,
    language: Language,
  ) {
    const { companyId, id } = template;
    return db.transaction(async (tx) => {
      const current = await lockDeliveryTemplate(tx, companyId, id);
      if (current?.status !== "ACTIVE" || !dueDays(current, zone, now).includes(day)) return false;
      const runId = await claimTemplateDay(tx, companyId, id, day);
      if (runId === null) return false;
      const input = templateOrderInput(current, day, zone);
      await setRunOrder(
        tx,
        runId,
        await deliveryOrders.createIn(tx, companyId, current.createdBy, input, language),
      );
      return true;
    });
  }

  /** The orders of the template's due days not made yet; how many it made. */
  async function generate(
    template: DeliveryTemplateRow,
    zone: CompanyTimeZone,
    now: Date,
    language: Language,
  ) {
    const claimed = await findClaimedDays(db, template.id, zonedDay(now, zone));
    let created = 0;
    for (const day of dueDays(template, zone, now)) {
      if (!claimed.has(day) && (await makeOrder(template, day, zone, now, language))) created += 1;
    }
    return created;
  }

  return {
    /** One pass over every company's active templates; a template that fails is logged and the rest go on. */
    async runDue(log: Pick<FastifyBaseLogger, "warn">, now = new Date()) {
      let created = 0;
      for (const { template, timeZone } of await findActiveTemplates(db)) {
        try {
          created += await generate(template, timeZone, now, "en");
        } catch (error) {
          log.warn({ err: error, templateId: template.id }, "delivery template generation failed");
        }
      }
      return created;
    },

    /** The company's active template's due orders now ("generate now"); null when it has no such active one. */
    async runTemplate(companyId: number, templateId: number, language: Language, now = new Date()) {
      const [row] = await findActiveTemplates(db, { companyId, templateId });
      return row ? generate(row.template, row.timeZone, now, language) : null;
    },
  };
}

export type DeliveryOrderGenerator = ReturnType<typeof createDeliveryOrderGenerator>;

/** Runs the generator now and every `intervalMs` (a new day enters the horizon after midnight), one pass at a time. */
export function startDeliveryGeneration(
  generator: DeliveryOrderGenerator,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  intervalMs = 10 * 60_000,
) {
  return nowAndEveryInterval(
    () => generator.runDue(log),
    intervalMs,
    log,
    "delivery template generation pass failed",
  );
}
