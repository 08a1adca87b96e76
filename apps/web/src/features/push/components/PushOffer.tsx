import { Affix, Button, CloseButton, Group, Paper, Stack, Text, Transition } from "@mantine/core";
import { IconBellRinging2 } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess, notifyWarning } from "@/shared/ui/notify";
import { useUnaskedPopup } from "@/shared/ui/useUnaskedPopup";
import { pushFailureText } from "../lib/pushFailureText";
import {
  currentPushSubscription,
  isPushDeclined,
  pushUnavailable,
  setPushDeclined,
  subscribeToPush,
} from "../lib/webPush";

/** Push can be offered: supported, not blocked by the browser, not declined on this device. */
const mayOffer = () => pushUnavailable() === null && !isPushDeclined();

/**
 * Once the first alert of this page session has arrived (`alertArrived`, from the alert center) and this browser
 * has no push subscription, a small card offers to turn push on (issue 20 item 5). "No thanks" is remembered on
 * this device; closing it only hides it until the next visit. It sits in the bottom-right corner (not over the side
 * menu) and waits while a dialog is open. The shell tells it of the alert, so an alert that
 * came before this component's code had loaded still counts.
 */
export function PushOffer({ alertArrived }: { alertArrived: boolean }) {
  const { t } = useTranslation();
  const [due, setOpened] = useState(false);
  const opened = useUnaskedPopup(due);
  const [busy, setBusy] = useState(false);
  const checked = useRef(false);

  useEffect(() => {
    if (!alertArrived || checked.current || !mayOffer()) return;
    checked.current = true;
    void currentPushSubscription()
      .then((subscription) => {
        if (!subscription && mayOffer()) setOpened(true);
      })
      .catch((error: unknown) => console.warn("push offer: subscription check failed", error));
  }, [alertArrived]);

  const accept = async () => {
    setBusy(true);
    try {
      await subscribeToPush();
      notifySuccess(t("push.enabled"));
    } catch (error) {
      notifyWarning(pushFailureText(error, t));
    } finally {
      setOpened(false);
      setBusy(false);
    }
  };
  const decline = () => {
    setPushDeclined(true);
    setOpened(false);
  };

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={190}>
      <Transition mounted={opened} transition="slide-up">
        {(style) => (
          <Paper
            style={style}
            shadow="lg"
            radius="md"
            p="md"
            withBorder
            maw="min(360px, calc(100vw - 40px))"
            role="region"
            aria-label={t("push.offerTitle")}
            data-testid="push-offer"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="xs" wrap="nowrap">
                  <IconBellRinging2 size={20} aria-hidden />
                  <Text fw={600} size="sm">
                    {t("push.offerTitle")}
                  </Text>
                </Group>
                <CloseButton size="sm" aria-label={t("push.offerLater")} onClick={() => setOpened(false)} />
              </Group>
              <Text size="sm" c="dimmed">
                {t("push.offerText")}
              </Text>
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="subtle"
                  color="gray"
                  size="xs"
                  onClick={decline}
                  data-testid="push-offer-decline"
                >
                  {t("push.offerDecline")}
                </Button>
                <Button
                  size="xs"
                  loading={busy}
                  onClick={() => void accept()}
                  data-testid="push-offer-accept"
                >
                  {t("push.offerAccept")}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
