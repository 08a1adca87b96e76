import { type ControlTowerQueue, can } from "@armada/domain";
import { Button, Group } from "@mantine/core";
import { IconDeviceTv, IconSettings } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useControlTowerLive, useQueueCounts } from "../api/controlTower";
import { ExceptionsPanel } from "./ExceptionsPanel";
import { QueueCounts } from "./QueueCounts";
import { SettingsModal } from "./SettingsModal";
import { WallScreen } from "./WallScreen";

/**
 * /controltower-2/: the operations room's board: the count per queue at the top (a card picks its queue), the
 * exceptions below with owner, status, notes and SLA, live on the operator socket; the wall screen for the TV.
 */
export function ControlTowerPage() {
  const { t } = useTranslation();
  const { accessKeys } = useSession();
  useControlTowerLive();
  const counts = useQueueCounts();
  const [queue, setQueue] = useState<ControlTowerQueue | null>(null);
  const [wall, setWall] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={t("controlTower.title")}
        description={t("controlTower.description")}
        actions={
          <Group gap="xs">
            {can(accessKeys, "c1a-setting-company:update") ? (
              <Button
                variant="default"
                leftSection={<IconSettings size={16} />}
                onClick={() => setSettingsOpen(true)}
              >
                {t("controlTower.settings.open")}
              </Button>
            ) : null}
            <Button
              leftSection={<IconDeviceTv size={16} />}
              onClick={() => setWall(true)}
              data-testid="wall-open"
            >
              {t("controlTower.wall")}
            </Button>
          </Group>
        }
      />
      <QueueCounts counts={counts.data ?? []} selected={queue} onSelect={setQueue} />
      <ExceptionsPanel queue={queue} />
      {wall ? <WallScreen counts={counts.data ?? []} onClose={() => setWall(false)} /> : null}
      {settingsOpen ? <SettingsModal onClose={() => setSettingsOpen(false)} /> : null}
    </>
  );
}
