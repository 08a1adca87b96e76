import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { i18n } from "@/shared/i18n/i18n";
import { notifyError, notifySuccess, notifyWarning } from "@/shared/ui/notify";
import { currentPushSubscription, isPushSupported, subscribeToPush } from "../lib/webPush";

const OFFERED_KEY = "armada.pushOffered";
const TOAST_ID = "push-offer";

/**
 * On the first live alert (spec §4 "subscribe from the first alert"): once per browser, while notifications were
 * never asked for, a toast offers to receive alerts with the tab closed.
 */
export async function offerPushOnce(): Promise<void> {
  if (!isPushSupported() || Notification.permission !== "default") return;
  try {
    if (localStorage.getItem(OFFERED_KEY)) return;
    localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  } catch {
    return;
  }
  if (await currentPushSubscription()) return;
  const enable = () => {
    notifications.hide(TOAST_ID);
    subscribeToPush()
      .then((granted) =>
        granted ? notifySuccess(i18n.t("push.enabled")) : notifyWarning(i18n.t("push.denied")),
      )
      .catch(notifyError);
  };
  notifications.show({
    id: TOAST_ID,
    autoClose: false,
    title: i18n.t("push.title"),
    message: (
      <>
        <Text fz="sm">{i18n.t("push.offer")}</Text>
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" onClick={enable} data-testid="push-offer-enable">
            {i18n.t("push.enable")}
          </Button>
        </Group>
      </>
    ),
  });
}
