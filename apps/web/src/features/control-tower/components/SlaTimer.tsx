import { formatSlaRemaining } from "@armada/domain";
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The SLA left (mm:ss), ticking each second; red and counting up once past due. */
export function SlaTimer({ dueOn, done, size = "sm" }: { dueOn: string; done: boolean; size?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [done]);
  if (done)
    return (
      <Text fz={size} c="dimmed">
        {t("controlTower.slaDone")}
      </Text>
    );
  const remaining = Date.parse(dueOn) - now;
  const breached = remaining < 0;
  return (
    <Text
      fz={size}
      fw={700}
      c={breached ? "red" : remaining < 5 * 60_000 ? "orange" : "teal"}
      ff="monospace"
      data-testid="sla-timer"
      aria-label={breached ? t("controlTower.slaBreachedLabel") : t("controlTower.slaLeftLabel")}
    >
      {breached ? `+${formatSlaRemaining(-remaining)}` : formatSlaRemaining(remaining)}
    </Text>
  );
}
