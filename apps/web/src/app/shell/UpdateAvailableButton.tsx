import { Affix, Button, Paper, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Tooltip } from "@/shared/ui/floating/Tooltip";
import { BOTTOM_MENU_HEIGHT } from "./shellSizes";
import { useUpdateAvailable } from "./useUpdateAvailable";

const reload = () => window.location.reload();

/**
 * Shown once a newer build is deployed; pressing it loads that build. A labelled button in the top bar on wide
 * screens; on phones, where the top bar has no room, a bar above the bottom menu.
 */
export function UpdateAvailableButton() {
  const { t } = useTranslation();
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <>
      <Tooltip label={t("shell.updateAvailableHint")}>
        <Button
          visibleFrom="sm"
          size="compact-sm"
          radius="xl"
          color="teal"
          leftSection={<IconRefresh size={16} stroke={1.8} />}
          onClick={reload}
          data-testid="update-available"
        >
          {t("shell.updateAvailable")}
        </Button>
      </Tooltip>
      <Affix hiddenFrom="sm" position={{ bottom: BOTTOM_MENU_HEIGHT + 12, left: 12, right: 12 }}>
        <Paper shadow="md" radius="md" p="xs" withBorder data-testid="update-available-bar">
          <Text size="sm" component="span" mr="xs">
            {t("shell.updateAvailableHint")}
          </Text>
          <Button size="compact-sm" color="teal" leftSection={<IconRefresh size={14} />} onClick={reload}>
            {t("shell.updateReload")}
          </Button>
        </Paper>
      </Affix>
    </>
  );
}
