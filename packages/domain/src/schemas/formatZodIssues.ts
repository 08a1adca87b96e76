import type { z } from "zod";
import { requiredMessage } from "../errorMessages.js";
import type { Language } from "../language.js";
import type { LocalizedText } from "../localizedText.js";
import { FIELD_LABELS } from "./fieldLabels.js";
import { ISSUE_KEYS } from "./issueKeys.js";

export interface FieldError {
  /** Dotted path of the field (`"dsMinScoreB"`, `"contacts.0.phoneNumber"`); "" for the whole input. */
  field: string;
  message: string;
}

type Issue = z.core.$ZodIssue;

const ROOT_LABEL: LocalizedText = { id: "Input", en: "Input" };

function invalidFormat(label: string, lang: Language): string {
  return lang === "id" ? `Format ${label} tidak valid` : `${label} has an invalid format`;
}

function labelFor(
  path: readonly PropertyKey[],
  lang: Language,
  labels: Readonly<Record<string, LocalizedText>>,
) {
  if (path.length === 0) return ROOT_LABEL[lang];
  const dotted = path.map(String).join(".");
  const last = [...path].reverse().find((segment) => typeof segment === "string");
  const text = labels[dotted] ?? (last === undefined ? undefined : labels[last]);
  return text ? text[lang] : String(last ?? dotted);
}

function sizeMessage(
  issue: Issue & { code: "too_small" | "too_big" },
  label: string,
  lang: Language,
): string {
  const small = issue.code === "too_small";
  const limit = String(small ? issue.minimum : issue.maximum);
  if (issue.origin === "string") {
    if (small && Number(issue.minimum) <= 1) return requiredMessage(label, lang);
    if (lang === "id") return `${label} ${small ? "minimal" : "maksimal"} ${limit} karakter`;
    return `${label} must be at ${small ? "least" : "most"} ${limit} characters`;
  }
  if (issue.origin === "array" || issue.origin === "set") {
    if (lang === "id") return `${label} ${small ? "minimal" : "maksimal"} ${limit} item`;
    return `${label} must have at ${small ? "least" : "most"} ${limit} items`;
  }
  const inclusive = issue.inclusive !== false;
  if (lang === "id") {
    if (inclusive) return `${label} ${small ? "minimal" : "maksimal"} ${limit}`;
    return `${label} harus ${small ? "lebih dari" : "kurang dari"} ${limit}`;
  }
  if (inclusive) return `${label} must be at ${small ? "least" : "most"} ${limit}`;
  return `${label} must be ${small ? "greater" : "less"} than ${limit}`;
}

function typeMessage(issue: Issue & { code: "invalid_type" }, label: string, lang: Language): string {
  const missing =
    issue.message === ISSUE_KEYS.required ||
    ("input" in issue && issue.input === undefined) ||
    issue.message.endsWith("received undefined");
  if (missing) {
    return requiredMessage(label, lang);
  }
  switch (issue.expected) {
    case "int":
      return lang === "id" ? `${label} harus berupa bilangan bulat` : `${label} must be a whole number`;
    case "number":
      return lang === "id" ? `${label} harus berupa angka` : `${label} must be a number`;
    case "boolean":
      return lang === "id" ? `${label} harus bernilai ya atau tidak` : `${label} must be true or false`;
    case "string":
      return lang === "id" ? `${label} harus berupa teks` : `${label} must be text`;
    default:
      return invalidFormat(label, lang);
  }
}

function issueMessage(
  issue: Issue,
  lang: Language,
  labels: Readonly<Record<string, LocalizedText>>,
  label: string,
): string {
  switch (issue.code) {
    case "invalid_type":
      return typeMessage(issue, label, lang);
    case "too_small":
    case "too_big":
      return sizeMessage(issue, label, lang);
    case "invalid_format":
      if (issue.format === "email") {
        return lang === "id"
          ? `${label} harus berupa alamat email yang valid`
          : `${label} must be a valid email address`;
      }
      if (issue.format === "url") {
        return lang === "id" ? `${label} harus berupa URL yang valid` : `${label} must be a valid URL`;
      }
      return invalidFormat(label, lang);
    case "invalid_value": {
      if (issue.message === ISSUE_KEYS.required) return requiredMessage(label, lang);
      const values = issue.values.map(String).join(", ");
      return lang === "id"
        ? `${label} harus salah satu dari: ${values}`
        : `${label} must be one of: ${values}`;
    }
    case "not_multiple_of":
      return lang === "id"
        ? `${label} harus kelipatan ${issue.divisor}`
        : `${label} must be a multiple of ${issue.divisor}`;
    case "unrecognized_keys": {
      const keys = issue.keys.join(", ");
      return lang === "id" ? `Field tidak dikenal: ${keys}` : `Unknown fields: ${keys}`;
    }
    case "custom":
      if (issue.message === ISSUE_KEYS.required) return requiredMessage(label, lang);
      if (issue.message === ISSUE_KEYS.phoneInvalid) {
        return lang === "id" ? `${label} tidak valid` : `${label} is not a valid phone number`;
      }
      if (issue.message === ISSUE_KEYS.dsMinScoreOrder) {
        const higher = typeof issue.params?.higher === "string" ? issue.params.higher : "";
        const higherLabel = labelFor([higher], lang, labels);
        return lang === "id"
          ? `${label} harus lebih kecil dari ${higherLabel}`
          : `${label} must be less than ${higherLabel}`;
      }
      return customMessage(issue, lang, labels, label);
    default:
      return lang === "id" ? `${label} tidak valid` : `${label} is invalid`;
  }
}

function customMessage(
  issue: Issue & { code: "custom" },
  lang: Language,
  labels: Readonly<Record<string, LocalizedText>>,
  label: string,
): string {
  switch (issue.message) {
    case ISSUE_KEYS.licensePlateInvalid:
      return lang === "id"
        ? `Format ${label} tidak valid (contoh: B 1234 CD)`
        : `${label} has an invalid format (example: B 1234 CD)`;
    case ISSUE_KEYS.imeiInvalid:
      return lang === "id"
        ? `${label} tidak valid untuk jenis perangkat ini`
        : `${label} is not valid for this device type`;
    case ISSUE_KEYS.mustDiffer: {
      const other = typeof issue.params?.other === "string" ? issue.params.other : "";
      const otherLabel = labelFor([other], lang, labels);
      return lang === "id"
        ? `${label} harus berbeda dari ${otherLabel}`
        : `${label} must differ from ${otherLabel}`;
    }
    case ISSUE_KEYS.duplicateItems:
      return lang === "id" ? `${label} berisi data ganda` : `${label} contains duplicates`;
    case ISSUE_KEYS.polygonDuplicatePoints:
      return lang === "id" ? `${label} memiliki titik yang sama` : `${label} repeats a point`;
    case ISSUE_KEYS.polygonSelfIntersects:
      return lang === "id" ? `${label} tidak boleh berpotongan sendiri` : `${label} must not cross itself`;
    case ISSUE_KEYS.polygonTooFewPoints:
      return lang === "id"
        ? `${label} minimal 3 titik untuk menutup bidang`
        : `${label} needs at least 3 points to close an area`;
    case ISSUE_KEYS.polygonDegenerate:
      return lang === "id"
        ? `${label} tidak membentuk bidang (titik-titiknya segaris)`
        : `${label} do not enclose an area (the points lie on one line)`;
    case ISSUE_KEYS.timeOfDayInvalid:
      return lang === "id" ? `${label} harus berformat JJ:mm` : `${label} must be in HH:mm form`;
    case ISSUE_KEYS.endBeforeStart:
      return lang === "id" ? `${label} harus setelah waktu mulai` : `${label} must be after the start time`;
    case ISSUE_KEYS.commandTextInvalid:
      return lang === "id"
        ? `${label} hanya boleh berisi huruf, angka dan tanda baca tanpa aksen (ASCII)`
        : `${label} may hold only unaccented letters, digits and punctuation (ASCII)`;
    case ISSUE_KEYS.driverCardIdInvalid:
      return lang === "id"
        ? `${label} hanya boleh berisi huruf, angka dan tanda baca (ASCII)`
        : `${label} may hold only letters, digits and punctuation (ASCII)`;
    case ISSUE_KEYS.nulCharacter:
      return lang === "id"
        ? `${label} berisi karakter yang tidak diizinkan`
        : `${label} contains a character that is not allowed`;
    case ISSUE_KEYS.intervalRequired:
      return lang === "id"
        ? "Isi minimal satu interval: km, jam mesin atau hari"
        : "Fill in at least one interval: km, engine hours or days";
    case ISSUE_KEYS.serviceRequired:
      return lang === "id" ? "Pilih minimal satu pekerjaan servis" : "Choose at least one service";
    case ISSUE_KEYS.endDayBeforeStartDay:
      return lang === "id"
        ? `${label} tidak boleh sebelum tanggal mulai`
        : `${label} cannot be before the start date`;
    case ISSUE_KEYS.expiryBeforeIssue:
      return lang === "id"
        ? `${label} tidak boleh sebelum tanggal terbit`
        : `${label} cannot be before the issue date`;
    case ISSUE_KEYS.rruleInvalid:
      return lang === "id"
        ? `${label} bukan aturan RRULE iCalendar yang valid (harian atau lebih jarang, mis. FREQ=WEEKLY;BYDAY=MO)`
        : `${label} is not a valid iCalendar RRULE (daily or less often, e.g. FREQ=WEEKLY;BYDAY=MO)`;
    case ISSUE_KEYS.pushEndpointNotPublic:
      return lang === "id"
        ? "Alamat notifikasi push harus HTTPS ke alamat publik"
        : "The push endpoint must be HTTPS to a public address";
    case ISSUE_KEYS.calibrationSensorNotIncreasing:
      return lang === "id"
        ? `${label} harus lebih besar dari baris sebelumnya`
        : `${label} must be greater than the row before`;
    case ISSUE_KEYS.calibrationLitresDecreasing:
      return lang === "id"
        ? `${label} tidak boleh lebih kecil dari baris sebelumnya`
        : `${label} cannot be less than the row before`;
    case ISSUE_KEYS.calibrationAboveCapacity: {
      const most = String(issue.params?.most ?? "");
      return lang === "id"
        ? `${label} melebihi kapasitas tangki (maksimal ${most} L)`
        : `${label} exceeds the tank's capacity (at most ${most} L)`;
    }
    case ISSUE_KEYS.rangeTooLong: {
      const days = String(issue.params?.days ?? "");
      return lang === "id"
        ? `Rentang waktu paling lama ${days} hari`
        : `The time range can be at most ${days} days`;
    }
    default:
      return lang === "id" ? `${label} tidak valid` : `${label} is invalid`;
  }
}

function flatten(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[],
): { issue: Issue; path: PropertyKey[] }[] {
  const out: { issue: Issue; path: PropertyKey[] }[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    // A union reports the issues of its last alternative: schemas put the descriptive one last
    // (e.g. `"" | email`).
    const lastBranch = issue.code === "invalid_union" ? issue.errors.at(-1) : undefined;
    if (lastBranch && lastBranch.length > 0) out.push(...flatten(lastBranch, path));
    else out.push({ issue, path });
  }
  return out;
}

/**
 * Turns zod issues into one localized message per issue, keyed by the dotted field path:
 * `[{ field: "username", message: "Nama pengguna wajib diisi" }]`. Field names are looked up in
 * `FIELD_LABELS` (overridable through `labels`), falling back to the raw field name.
 */
export function formatZodIssues(
  error: { readonly issues: readonly Issue[] },
  lang: Language,
  labels: Readonly<Record<string, LocalizedText>> = {},
): FieldError[] {
  const allLabels = { ...FIELD_LABELS, ...labels };
  return flatten(error.issues, []).map(({ issue, path }) => ({
    field: path.map(String).join("."),
    message: issueMessage(issue, lang, allLabels, labelFor(path, lang, allLabels)),
  }));
}
