const DIGITS = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];
/** ribu, juta, miliar, triliun: a group of three digits each */
const SCALES = ["", "ribu", "juta", "miliar", "triliun"];

/** 0–999 in words ("seratus", "sebelas", "dua puluh tiga"); "" for 0 */
function hundreds(value: number): string {
  const hundred = Math.floor(value / 100);
  const rest = value % 100;
  const words: string[] = [];
  if (hundred === 1) words.push("seratus");
  else if (hundred > 1) words.push(DIGITS[hundred] as string, "ratus");
  if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest > 11 && rest < 20) words.push(DIGITS[rest - 10] as string, "belas");
  else if (rest >= 20) {
    words.push(DIGITS[Math.floor(rest / 10)] as string, "puluh");
    if (rest % 10) words.push(DIGITS[rest % 10] as string);
  } else if (rest > 0) words.push(DIGITS[rest] as string);
  return words.join(" ");
}

/**
 * A whole Rupiah amount in Indonesian words, as written on an invoice ("Terbilang"): 1 250 000 → "satu juta dua
 * ratus lima puluh ribu rupiah"; a thousand is "seribu", a hundred "seratus". Up to 999 triliun.
 */
export function terbilang(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount >= 1e15)
    throw new RangeError(`bad amount ${amount}`);
  if (amount === 0) return "nol rupiah";
  const words: string[] = [];
  let rest = amount;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    if (scale === 1 && group === 1) words.unshift("seribu");
    else words.unshift([hundreds(group), SCALES[scale]].filter(Boolean).join(" "));
  }
  return `${words.join(" ")} rupiah`;
}
