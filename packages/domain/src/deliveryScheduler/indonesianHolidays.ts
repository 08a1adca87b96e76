/**
 * Indonesia's national holidays (hari libur nasional), which a delivery template may skip.
 *
 * 2026: the government's joint decree (SKB) of the Minister of Religious Affairs, the Minister of Manpower and the
 * Minister of Administrative and Bureaucratic Reform No. 1497/2025, 2/2025 and 5/2025 on the national holidays and
 * collective leave of 2026 (announced 19 September 2025).
 * 2027: no SKB for 2027 was at hand when this list was written; these are the expected dates (fixed holidays, the
 * Gregorian Easter cycle, and the Hijri, Chinese, Saka and Buddhist calendars' forecasts). Replace them with the 2027
 * SKB's dates when it is published; a year missing from the list skips nothing.
 * Collective leave (cuti bersama) is not a national holiday and is not listed.
 */
export const INDONESIAN_NATIONAL_HOLIDAYS: readonly { date: string; name: string }[] = [
  { date: "2026-01-01", name: "Tahun Baru 2026 Masehi" },
  { date: "2026-01-16", name: "Isra Mikraj Nabi Muhammad SAW" },
  { date: "2026-02-17", name: "Tahun Baru Imlek 2577 Kongzili" },
  { date: "2026-03-19", name: "Hari Suci Nyepi (Tahun Baru Saka 1948)" },
  { date: "2026-03-21", name: "Idulfitri 1447 Hijriah" },
  { date: "2026-03-22", name: "Idulfitri 1447 Hijriah" },
  { date: "2026-04-03", name: "Wafat Yesus Kristus" },
  { date: "2026-04-05", name: "Kebangkitan Yesus Kristus (Paskah)" },
  { date: "2026-05-01", name: "Hari Buruh Internasional" },
  { date: "2026-05-14", name: "Kenaikan Yesus Kristus" },
  { date: "2026-05-27", name: "Iduladha 1447 Hijriah" },
  { date: "2026-05-31", name: "Hari Raya Waisak 2570 BE" },
  { date: "2026-06-01", name: "Hari Lahir Pancasila" },
  { date: "2026-06-16", name: "Tahun Baru Islam 1448 Hijriah" },
  { date: "2026-08-17", name: "Proklamasi Kemerdekaan Republik Indonesia" },
  { date: "2026-08-25", name: "Maulid Nabi Muhammad SAW" },
  { date: "2026-12-25", name: "Kelahiran Yesus Kristus (Natal)" },
  { date: "2027-01-01", name: "Tahun Baru 2027 Masehi" },
  { date: "2027-01-05", name: "Isra Mikraj Nabi Muhammad SAW" },
  { date: "2027-02-06", name: "Tahun Baru Imlek 2578 Kongzili" },
  { date: "2027-03-09", name: "Hari Suci Nyepi (Tahun Baru Saka 1949)" },
  { date: "2027-03-10", name: "Idulfitri 1448 Hijriah" },
  { date: "2027-03-11", name: "Idulfitri 1448 Hijriah" },
  { date: "2027-03-26", name: "Wafat Yesus Kristus" },
  { date: "2027-03-28", name: "Kebangkitan Yesus Kristus (Paskah)" },
  { date: "2027-05-01", name: "Hari Buruh Internasional" },
  { date: "2027-05-06", name: "Kenaikan Yesus Kristus" },
  { date: "2027-05-17", name: "Iduladha 1448 Hijriah" },
  { date: "2027-05-20", name: "Hari Raya Waisak 2571 BE" },
  { date: "2027-06-01", name: "Hari Lahir Pancasila" },
  { date: "2027-06-06", name: "Tahun Baru Islam 1449 Hijriah" },
  { date: "2027-08-15", name: "Maulid Nabi Muhammad SAW" },
  { date: "2027-08-17", name: "Proklamasi Kemerdekaan Republik Indonesia" },
  { date: "2027-12-25", name: "Kelahiran Yesus Kristus (Natal)" },
];

const holidays = new Map(INDONESIAN_NATIONAL_HOLIDAYS.map((holiday) => [holiday.date, holiday.name]));

/** The national holiday's name on a calendar day ("2026-08-17"), or null on a working day. */
export function indonesianHoliday(day: string): string | null {
  return holidays.get(day) ?? null;
}
