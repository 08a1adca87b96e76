/**
 * GT06-family device models whose frames differ from the Concox GT06 document. A device's model is a setting
 * on its record; "standard" is the document itself. Where a frame's length tells the layout, the length wins
 * and the model only decides what the length cannot.
 */
export const GT06_MODELS = [
  "standard",
  "standard-local-time",
  "seeworld",
  "vxt01",
  "nt20",
  "qh302r",
  "wanway",
  "sl4x",
  "lw4g",
] as const;

export type Gt06Model = (typeof GT06_MODELS)[number];

import { type Gt06Alarm, gt06AlarmTable } from "./alarmTable.js";

export interface Gt06ModelTraits {
  /** acknowledge 0x12/0x22-style positions: these firmwares resend a position until it is answered */
  ackLocations: boolean;
  /** positions of the 2G protocol numbers whose length fits neither cell block carry the 4G one */
  lteCells: boolean;
  /** the device's times are local time in the zone announced at login, not UTC */
  localTime: boolean;
  /** the alarm byte table of the model (gt06AlarmTable) */
  alarms: Readonly<Record<number, Gt06Alarm>>;
}

type Habits = Omit<Gt06ModelTraits, "alarms">;

const STANDARD_HABITS: Habits = { ackLocations: false, lteCells: false, localTime: false };
const STANDARD: Gt06ModelTraits = { ...STANDARD_HABITS, alarms: gt06AlarmTable(null) };

const HABITS: Readonly<Record<Gt06Model, Habits>> = {
  standard: STANDARD_HABITS,
  "standard-local-time": { ...STANDARD_HABITS, localTime: true },
  seeworld: { ...STANDARD_HABITS, ackLocations: true },
  vxt01: { ...STANDARD_HABITS, ackLocations: true },
  nt20: { ...STANDARD_HABITS, ackLocations: true },
  qh302r: { ...STANDARD_HABITS, localTime: true },
  wanway: { ...STANDARD_HABITS, ackLocations: true },
  sl4x: { ...STANDARD_HABITS, lteCells: true },
  lw4g: { ackLocations: true, lteCells: true, localTime: false },
};

export const GT06_MODEL_TRAITS = Object.fromEntries(
  GT06_MODELS.map((model) => [model, { ...HABITS[model], alarms: gt06AlarmTable(model) }]),
) as Readonly<Record<Gt06Model, Gt06ModelTraits>>;

export const isGt06Model = (value: unknown): value is Gt06Model =>
  typeof value === "string" && (GT06_MODELS as readonly string[]).includes(value);

/** The traits of a device's model setting; an empty or unknown setting reads as the standard document. */
export const gt06ModelTraits = (model: string | null | undefined): Gt06ModelTraits =>
  isGt06Model(model) ? GT06_MODEL_TRAITS[model] : STANDARD;
