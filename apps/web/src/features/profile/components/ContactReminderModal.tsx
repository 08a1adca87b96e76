import { isContactReminderDue } from "@armada/domain";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useInterval } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useModalOpen } from "@/shared/ui/useUnaskedPopup";
import { useMarkReminderShown, useProfile } from "../api/profile";
import { ReminderSelect } from "./ReminderCard";

/** How often the shell looks whether the reminder has come due. */
const CHECK_EVERY_MS = 30_000;

/**
 * The reminder to add a missing e-mail or number (docs/spec/alert-center-and-shell.md §2.6): shown when due by the
 * user's interval (none, 5–60 minutes) since `lastReminder`, which is recorded as soon as it shows.
 */
export function ContactReminderModal() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const profile = useProfile().data;
  const markShown = useMarkReminderShown();
  const [opened, setOpened] = useState(false);
  const modalOpen = useModalOpen();
  const [now, setNow] = useState(() => new Date());
  const ticker = useInterval(() => setNow(new Date()), CHECK_EVERY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start the ticker once
  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, []);

  const onAddPage = pathname.startsWith("/profile/add-");
  const due =
    profile !== undefined &&
    !onAddPage &&
    isContactReminderDue(
      { ...profile, lastReminder: profile.lastReminder ? new Date(profile.lastReminder) : null },
      now,
    );

  useEffect(() => {
    // an unasked reminder waits while the user works in a dialog
    if (!due || opened || modalOpen || markShown.isPending) return;
    setOpened(true);
    markShown.mutate(undefined, {
      onError: (error) => console.error("markContactReminderShown failed", error),
    });
  }, [due, opened, modalOpen, markShown]);

  if (!profile) return null;
  const close = () => setOpened(false);
  return (
    <Modal opened={opened} onClose={close} title={t("profile.contactReminder.title")} centered>
      <Stack gap="md" data-testid="contact-reminder">
        <Text fz="sm">
          {t(
            !profile.email && !profile.phoneNo
              ? "profile.contactReminder.both"
              : profile.email
                ? "profile.contactReminder.number"
                : "profile.contactReminder.email",
          )}
        </Text>
        <Group gap="sm">
          {profile.email ? null : (
            <Button
              component={Link}
              to="/profile/add-email/"
              onClick={close}
              data-testid="contact-reminder-email"
            >
              {t("profile.addEmail.title")}
            </Button>
          )}
          {profile.phoneNo ? null : (
            <Button
              component={Link}
              to="/profile/add-number/"
              onClick={close}
              data-testid="contact-reminder-number"
            >
              {t("profile.addNumber.title")}
            </Button>
          )}
        </Group>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Text fz="sm" fw={500} mb={4}>
              {t("profile.contactReminder.remindEvery")}
            </Text>
            <ReminderSelect value={profile.reminderMinutes} testId="contact-reminder-interval" />
          </div>
          <Button variant="default" onClick={close} data-testid="contact-reminder-later">
            {t("profile.contactReminder.later")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
