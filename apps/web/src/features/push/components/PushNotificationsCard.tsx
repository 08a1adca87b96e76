import { Card, Group, Switch, Text, Title } from "@mantine/core";
import { IconBellRinging2 } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/ui/notify";
import {
  currentPushSubscription,
  endPushSubscription,
  isPushSupported,
  setPushDeclined,
  subscribeToPush,
} from "../lib/webPush";

/** Profile card: alerts as browser notifications when no Armada tab is open (Web Push). */
export function PushNotificationsCard() {
  const { t } = useTranslation();
  const supported = isPushSupported();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void currentPushSubscription().then((subscription) => setEnabled(subscription !== null));
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const granted = await subscribeToPush();
        if (!granted) notifyWarning(t("push.denied"));
        else notifySuccess(t("push.enabled"));
        setEnabled(granted);
      } else {
        await endPushSubscription(true);
        setPushDeclined(true);
        setEnabled(false);
        notifySuccess(t("push.disabled"));
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card padding="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconBellRinging2 size={20} aria-hidden />
          <div>
            <Title order={2} fz="md">
              {t("push.title")}
            </Title>
            <Text c="dimmed" fz="sm">
              {supported ? t("push.hint") : t("push.unsupported")}
            </Text>
          </div>
        </Group>
        <Switch
          aria-label={t("push.title")}
          checked={enabled === true}
          disabled={!supported || enabled === null || busy}
          onChange={(event) => void change(event.currentTarget.checked)}
          data-testid="push-toggle"
        />
      </Group>
    </Card>
  );
}
