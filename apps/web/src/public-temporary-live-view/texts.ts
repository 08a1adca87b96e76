import type { DeliveryOrderStatus, StopFailureReason } from "@armada/domain";

/**
 * Texts of the public live-track page in Indonesian and English (kept here so the page never loads the operator
 * i18n). The page reads `texts`, which follows the chosen language.
 */
const id = {
  pageTitle: "Pelacakan Langsung",
  expiredTitle: "Tautan sudah kedaluwarsa",
  expiredBody: "Masa berlaku tautan pelacakan ini telah habis atau tautan sudah tidak aktif.",
  validFor: (left: string) => `Berlaku ${left} lagi`,
  expiringNow: "Segera berakhir",
  vehicleCount: (count: number) => `${count} kendaraan`,
  moving: "Bergerak",
  stopped: "Berhenti",
  noPosition: "Lokasi belum tersedia",
  driver: "Pengemudi",
  lastSeen: "Terakhir terlihat",
  speed: "Kecepatan",
  temperature: "Suhu",
  engineOn: "Mesin menyala",
  engineOff: "Mesin mati",
  arrived: "Sudah tiba",
  destination: "Tujuan",
  follow: "Ikuti",
  following: "Mengikuti",
  followHint: "Ketuk lagi untuk berhenti mengikuti",
  fitAll: "Tampilkan semua",
  loadingMap: "Memuat peta…",
  mapFailed: "Peta tidak dapat dimuat",
  offline: "Anda sedang offline. Posisi akan diperbarui saat koneksi kembali.",
  offlineBadge: "Offline",
  reconnecting: "Menyambungkan ulang…",
  live: "Langsung",
  retry: "Coba lagi",
  loadFailed: "Halaman tidak dapat dimuat. Periksa koneksi internet Anda.",
  fullTitle: "Tautan sedang ramai",
  fullBody: "Terlalu banyak penonton untuk tautan ini, coba lagi nanti.",
  busy: "Terlalu banyak permintaan. Mencoba lagi sebentar lagi…",
  justNow: "baru saja",
  minutesAgo: (n: number) => `${n} menit lalu`,
  hoursAgo: (n: number) => `${n} jam lalu`,
  daysAgo: (n: number) => `${n} hari lalu`,
  days: (n: number) => `${n} hari`,
  hours: (n: number) => `${n} jam`,
  minutes: (n: number) => `${n} menit`,
  seconds: (n: number) => `${n} detik`,
  eta: (duration: string, distance: string) => `± ${duration} lagi · ${distance}`,
  etaStopped: (distance: string) => `Berhenti · ${distance} lagi`,
  poweredBy: "Dilacak dengan Armada",
  languageSwitch: "Bahasa",
  order: (code: string) => `Pesanan ${code}`,
  orderStatus: {
    DRAFT: "Disiapkan",
    CONFIRMED: "Disiapkan",
    SCHEDULED: "Dijadwalkan",
    IN_PROGRESS: "Dalam perjalanan",
    PICKED_UP: "Dalam perjalanan ke alamat Anda",
    DELIVERED: "Terkirim",
    FAILED: "Gagal dikirim",
    CANCELED: "Dibatalkan",
  } satisfies Record<DeliveryOrderStatus, string>,
  receivedBy: "Diterima oleh",
  doneAt: "Waktu",
  failureReason: "Alasan",
  failureReasons: {
    RECEIVER_ABSENT: "Penerima tidak ada",
    ADDRESS_NOT_FOUND: "Alamat tidak ditemukan",
    REFUSED: "Ditolak penerima",
    STORE_CLOSED: "Toko tutup",
    GOODS_DAMAGED: "Barang rusak",
    OTHER: "Alasan lain",
  } satisfies Record<StopFailureReason, string>,
  proofPhoto: "Foto bukti pengiriman",
};

export type PageTexts = typeof id;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

const en: PageTexts = {
  pageTitle: "Live Tracking",
  expiredTitle: "This link has expired",
  expiredBody: "This tracking link has run out or is no longer active.",
  validFor: (left: string) => `Valid for ${left} more`,
  expiringNow: "Ending soon",
  vehicleCount: (count: number) => plural(count, "vehicle"),
  moving: "Moving",
  stopped: "Stopped",
  noPosition: "Location not available yet",
  driver: "Driver",
  lastSeen: "Last seen",
  speed: "Speed",
  temperature: "Temperature",
  engineOn: "Engine on",
  engineOff: "Engine off",
  arrived: "Arrived",
  destination: "Destination",
  follow: "Follow",
  following: "Following",
  followHint: "Tap again to stop following",
  fitAll: "Show all",
  loadingMap: "Loading map…",
  mapFailed: "The map could not be loaded",
  offline: "You are offline. Positions will update when the connection is back.",
  offlineBadge: "Offline",
  reconnecting: "Reconnecting…",
  live: "Live",
  retry: "Try again",
  loadFailed: "The page could not be loaded. Check your internet connection.",
  fullTitle: "This link is busy",
  fullBody: "Too many viewers for this link, please try again later.",
  busy: "Too many requests. Trying again shortly…",
  justNow: "just now",
  minutesAgo: (n: number) => `${plural(n, "minute")} ago`,
  hoursAgo: (n: number) => `${plural(n, "hour")} ago`,
  daysAgo: (n: number) => `${plural(n, "day")} ago`,
  days: (n: number) => plural(n, "day"),
  hours: (n: number) => plural(n, "hour"),
  minutes: (n: number) => plural(n, "minute"),
  seconds: (n: number) => plural(n, "second"),
  eta: (duration: string, distance: string) => `± ${duration} away · ${distance}`,
  etaStopped: (distance: string) => `Stopped · ${distance} away`,
  poweredBy: "Tracked with Armada",
  languageSwitch: "Language",
  order: (code: string) => `Order ${code}`,
  orderStatus: {
    DRAFT: "Being prepared",
    CONFIRMED: "Being prepared",
    SCHEDULED: "Scheduled",
    IN_PROGRESS: "On its way",
    PICKED_UP: "On its way to you",
    DELIVERED: "Delivered",
    FAILED: "Delivery failed",
    CANCELED: "Canceled",
  },
  receivedBy: "Received by",
  doneAt: "Time",
  failureReason: "Reason",
  failureReasons: {
    RECEIVER_ABSENT: "Receiver not there",
    ADDRESS_NOT_FOUND: "Address not found",
    REFUSED: "Refused by the receiver",
    STORE_CLOSED: "Store closed",
    GOODS_DAMAGED: "Goods damaged",
    OTHER: "Other reason",
  },
  proofPhoto: "Proof of delivery photo",
};

export const PAGE_LANGUAGES = ["id", "en"] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const PAGE_TEXTS: Record<PageLanguage, PageTexts> = { id, en };

const STORAGE_KEY = "armada.liveTrack.language";

/**
 * The viewer's own choice when they made one, else the first of the browser's languages (its Accept-Language)
 * that the page speaks; Indonesian otherwise.
 */
export function preferredPageLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): PageLanguage {
  if (stored === "id" || stored === "en") return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "id" || primary === "en") return primary;
  }
  return "id";
}

export function readPageLanguage(): PageLanguage {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage blocked (private mode): the browser's languages decide
  }
  return preferredPageLanguage(stored, navigator.languages ?? [navigator.language]);
}

export function rememberPageLanguage(language: PageLanguage) {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not remembered; the switch still applies to this visit
  }
}

/** The texts in the page's language; `setPageLanguage` switches them before the page renders again. */
export let texts: PageTexts = id;
export let pageLanguage: PageLanguage = "id";

export function setPageLanguage(language: PageLanguage) {
  pageLanguage = language;
  texts = PAGE_TEXTS[language];
  document.documentElement.lang = language;
}
