import { VEHICLE_SKILL_LABELS, VEHICLE_SKILLS, type VehicleSkill } from "@armada/domain";
import { Badge, Group, MultiSelect, type MultiSelectProps } from "@mantine/core";
import { currentLanguage } from "@/shared/i18n/i18n";

export const vehicleSkillLabel = (skill: VehicleSkill) => VEHICLE_SKILL_LABELS[skill][currentLanguage()];

/** Picks skills of the fixed list (a vehicle's, or those an order requires). */
export function VehicleSkillsSelect(props: Omit<MultiSelectProps, "data">) {
  return (
    <MultiSelect
      clearable
      searchable
      {...props}
      data={VEHICLE_SKILLS.map((skill) => ({ value: skill, label: vehicleSkillLabel(skill) }))}
    />
  );
}

/** The skills as badges; nothing without any. */
export function VehicleSkillBadges({
  skills,
  color = "cyan",
  testId = "vehicle-skill",
}: {
  skills: readonly VehicleSkill[];
  color?: string;
  testId?: string;
}) {
  if (skills.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {skills.map((skill) => (
        <Badge key={skill} size="sm" variant="light" color={color} tt="none" data-testid={testId}>
          {vehicleSkillLabel(skill)}
        </Badge>
      ))}
    </Group>
  );
}
