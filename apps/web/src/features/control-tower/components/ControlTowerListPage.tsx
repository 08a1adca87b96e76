import { CONTROL_TOWER_QUEUES, type ControlTowerQueue } from "@armada/domain";
import { Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/shared/ui/PageHeader";
import { useControlTowerLive } from "../api/controlTower";
import { ExceptionsPanel } from "./ExceptionsPanel";

/** /controltower/: the control tower as one simple list of every queue's exceptions, a queue picked in a select. */
export function ControlTowerListPage() {
  const { t } = useTranslation();
  useControlTowerLive();
  const [queue, setQueue] = useState<ControlTowerQueue | null>(null);
  return (
    <>
      <PageHeader
        title={t("controlTower.listTitle")}
        description={t("controlTower.listDescription")}
        actions={
          <Select
            w={220}
            clearable
            placeholder={t("controlTower.allQueues")}
            aria-label={t("controlTower.queueLabel")}
            data={CONTROL_TOWER_QUEUES.map((value) => ({ value, label: t(`controlTower.queues.${value}`) }))}
            value={queue}
            onChange={(value) => setQueue(value as ControlTowerQueue | null)}
            data-testid="tower-queue-select"
          />
        }
      />
      <ExceptionsPanel queue={queue} />
    </>
  );
}
