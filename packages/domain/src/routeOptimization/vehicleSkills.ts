import { z } from "zod";
import type { LocalizedText } from "../localizedText.js";

/** What a vehicle is fitted or licensed for, and a delivery order may require of the vehicle that carries it. */
export const VEHICLE_SKILLS = ["COLD_BOX", "FREEZER", "TAIL_LIFT", "HAZMAT", "CLOSED_BOX"] as const;
export type VehicleSkill = (typeof VEHICLE_SKILLS)[number];

export const VEHICLE_SKILL_LABELS: Record<VehicleSkill, LocalizedText> = {
  COLD_BOX: { id: "Boks pendingin", en: "Cold box" },
  FREEZER: { id: "Freezer", en: "Freezer" },
  TAIL_LIFT: { id: "Lift belakang", en: "Tail lift" },
  HAZMAT: { id: "Izin B3", en: "Hazardous goods permit" },
  CLOSED_BOX: { id: "Bak tertutup", en: "Closed box" },
};

/** A list of skills, each once (the order of the list carries no meaning). */
export const vehicleSkillsSchema = z
  .array(z.enum(VEHICLE_SKILLS))
  .max(VEHICLE_SKILLS.length)
  .refine((skills) => new Set(skills).size === skills.length, { message: "duplicate skill" });

/** The skills of `required` the vehicle does not hold (none: it may carry the order). */
export const missingSkills = <Skill extends string>(
  required: readonly Skill[],
  held: readonly string[],
): Skill[] => required.filter((skill) => !held.includes(skill));

/** Whether a vehicle holding `held` may carry an order requiring `required`. */
export const holdsSkills = (held: readonly string[], required: readonly string[]) =>
  missingSkills(required, held).length === 0;
