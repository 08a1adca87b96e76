/**
 * Normalises a chat message into canonical words for the intent rules: lower case, no accents or
 * punctuation, letters typed three or more times once ("dimanaaa"), reduplication digits dropped
 * ("kira2"), the common Indonesian chat abbreviations spelt out ("dmn" → "di mana", "udh" → "sudah",
 * "blm" → "belum", "kpn" → "kapan"), a word's "-nya" ending dropped when what is left is known
 * ("supirnya" → "supir"), an English "'s" split off ("driver's" → "driver s").
 */
const ALIASES: Readonly<Record<string, string>> = {
  dmn: "di mana",
  dmna: "di mana",
  dmana: "di mana",
  dimna: "di mana",
  dimana: "di mana",
  dimn: "di mana",
  mn: "mana",
  mna: "mana",
  sdh: "sudah",
  udh: "sudah",
  udah: "sudah",
  dah: "sudah",
  uda: "sudah",
  sdah: "sudah",
  blm: "belum",
  blom: "belum",
  belom: "belum",
  blum: "belum",
  lom: "belum",
  smp: "sampai",
  sampe: "sampai",
  smpe: "sampai",
  smpai: "sampai",
  nyampe: "sampai",
  nyampai: "sampai",
  nympe: "sampai",
  kpn: "kapan",
  kpan: "kapan",
  kapn: "kapan",
  brp: "berapa",
  brapa: "berapa",
  lg: "lagi",
  skrg: "sekarang",
  skg: "sekarang",
  skrng: "sekarang",
  dtg: "datang",
  dtng: "datang",
  dateng: "datang",
  kedatangan: "datang",
  spr: "supir",
  sopir: "supir",
  driver: "supir",
  drv: "supir",
  pengemudi: "supir",
  kurir: "supir",
  courier: "supir",
  sp: "siapa",
  sapa: "siapa",
  syp: "siapa",
  yg: "yang",
  trima: "terima",
  trm: "terima",
  ditrima: "diterima",
  dtrima: "diterima",
  dgn: "dengan",
  no: "nomor",
  nomer: "nomor",
  nmr: "nomor",
  jm: "jam",
  tdk: "tidak",
  gak: "tidak",
  ga: "tidak",
  nggak: "tidak",
  ngga: "tidak",
  engga: "tidak",
  dekat: "deket",
  dkt: "deket",
  lok: "lokasi",
  psisi: "posisi",
  mksh: "makasih",
  makasi: "makasih",
  tlg: "tolong",
  sy: "saya",
  dr: "dari",
  kak: "kak",
};

/** Words the rules know; a word that is not one of them is tried again with its double letters and "-nya" dropped. */
const KNOWN = new Set([
  ...Object.values(ALIASES).flatMap((value) => value.split(" ")),
  "posisi",
  "lokasi",
  "truk",
  "mobil",
  "barang",
  "paket",
  "tiba",
  "rusak",
  "pecah",
  "penyok",
  "hilang",
  "kurang",
  "terima",
  "diterima",
  "kirim",
  "antar",
  "bawa",
  "nama",
  "nomor",
  "kontak",
  "pak",
  "bang",
  "mas",
  "kak",
  "where",
  "when",
  "received",
]);

function collapseRepeats(word: string, min: number): string {
  return min === 3 ? word.replace(/([a-z])\1{2,}/g, "$1") : word.replace(/([a-z])\1+/g, "$1");
}

function canonicalWord(word: string): string {
  const candidates = [word, collapseRepeats(word, 2)];
  for (const candidate of candidates) {
    const alias = ALIASES[candidate];
    if (alias) return alias;
    if (KNOWN.has(candidate)) return candidate;
  }
  for (const candidate of candidates) {
    if (candidate.length > 5 && candidate.endsWith("nya")) {
      const stem = candidate.slice(0, -3);
      const alias = ALIASES[stem];
      if (alias) return alias;
      if (KNOWN.has(stem)) return stem;
    }
  }
  return word;
}

export function normaliseChatText(text: string): string[] {
  const plain = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // an English "'s" (possessive or "is") is its own word: "driver's" → "driver s", "who's" → "who s"
    .replace(/['’]s\b/g, " s")
    .replace(/['’]/g, "")
    .replace(/([a-z])2\b/g, "$1")
    .replace(/[^a-z0-9?]+/g, " ")
    .replace(/\?/g, " ? ");
  return plain
    .split(" ")
    .filter((word) => word !== "")
    .flatMap((word) => canonicalWord(collapseRepeats(word, 3)).split(" "));
}
