import { AppError } from "../../http/appError.js";

/**
 * At most `running` heavy report runs of one company at a time and `waiting` more queued behind them (first come,
 * first served); a run beyond those is refused with ReportsBusy (429). One company's month-long exports then
 * cannot take the whole server's database connections and CPU from the other companies.
 */
export function createReportGate(limits: { running: number; waiting: number }) {
  const companies = new Map<number, { running: number; queue: (() => void)[] }>();

  return async function run<T>(companyId: number, work: () => Promise<T>): Promise<T> {
    let company = companies.get(companyId);
    if (!company) {
      company = { running: 0, queue: [] };
      companies.set(companyId, company);
    }
    const slot = company;
    if (slot.running >= limits.running) {
      if (slot.queue.length >= limits.waiting) throw new AppError("ReportsBusy", 429);
      // the finishing run hands its place over: `running` stays as it is
      await new Promise<void>((resolve) => slot.queue.push(resolve));
    } else slot.running += 1;
    try {
      return await work();
    } finally {
      const next = slot.queue.shift();
      if (next) next();
      else {
        slot.running -= 1;
        if (slot.running === 0) companies.delete(companyId);
      }
    }
  };
}

export type ReportGate = ReturnType<typeof createReportGate>;
