import { ActionIcon, List, Popover, Stack, Text } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** How a score is computed (docs/driver-scores.md), in the user's language. */
export function ScoreFormulaHelp() {
  const { t } = useTranslation();
  return (
    <Popover width={360} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t("driverScore.help.open")}
          data-testid="score-help"
        >
          <IconHelpCircle size={22} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="score-help-text">
        <Stack gap="xs">
          <Text fw={600}>{t("driverScore.help.title")}</Text>
          <Text fz="sm">{t("driverScore.help.formula")}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t("driverScore.help.rate")}</List.Item>
            <List.Item>{t("driverScore.help.costs")}</List.Item>
            <List.Item>{t("driverScore.help.minimum")}</List.Item>
            <List.Item>{t("driverScore.help.grades")}</List.Item>
            <List.Item>{t("driverScore.help.falseAlerts")}</List.Item>
          </List>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
