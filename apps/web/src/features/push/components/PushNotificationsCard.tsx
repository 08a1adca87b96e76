import { Card, Group, Switch, Text, Title } from "@mantine/core";
import { IconBellRinging2 } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "@/shared/ui/notify";
import { pushFailureText } from "../lib/pushFailureText";
import {
  currentPushSubscription,
  endPushSubscription,
  type PushFailure,
  pushUnavailable,
  setPushDeclined,
  subscribeToPush,
} from "../lib/webPush";

/**
 * Profile card: alerts as browser notifications when no Armada tab is open (Web Push). When push cannot be turned
 * on it says why under the switch (no HTTPS, no support, blocked, no service worker, no server key, push service).
 */
export function PushNotificationsCard() {
  const { t } = useTranslation();
  const [unavailable] = useState<PushFailure | null>(pushUnavailable);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void currentPushSubscription().then((subscription) => setEnabled(subscription !== null));
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      if (on) {
        try {
          await subscribeToPush();
          notifySuccess(t("push.enabled"));
          setEnabled(true);
        } catch (error) {
          setFailure(pushFailureText(error, t));
          setEnabled(false);
        }
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
              {t("push.hint")}
            </Text>
          </div>
        </Group>
        <Switch
          aria-label={t("push.title")}
          checked={enabled === true}
          disabled={(unavailable !== null && unavailable !== "denied") || enabled === null || busy}
          onChange={(event) => void change(event.currentTarget.checked)}
          data-testid="push-toggle"
        />
      </Group>
      {failure || unavailable ? (
        <Text c="red.8" fz="sm" mt="sm" role="alert" data-testid="push-failure">
          {failure ?? t(`push.failure.${unavailable}`)}
        </Text>
      ) : null}
    </Card>
  );
}
