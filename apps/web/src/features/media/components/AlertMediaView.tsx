import type { MediaAlert, MediaPollingStatus } from "@armada/domain";
import { Alert, Button, Center, Loader, Stack, Stepper, Text } from "@mantine/core";
import { IconPlayerPause, IconRefresh, IconVideoOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useAlertMedia } from "../lib/useAlertMedia";
import { AlertSnapshots } from "./AlertSnapshots";
import { VideoPlayer } from "./VideoPlayer";

/** The steps the operator sees while the clip comes: look for it, ask the dashcam, wait for the upload, play. */
const STEP_OF: Record<MediaPollingStatus, number> = {
  loading: 0,
  requesting: 1,
  checking: 2,
  waiting: 2,
  timeout: 2,
  failed: 2,
  complete: 3,
};

/**
 * An alert's clip (docs/spec/alert-center-and-shell.md §4): the polling states, the pause, the "no media" alert, then the player; below, the
 * snapshots the dashcam sent with the alarm, if any.
 */
export function AlertMediaView({ alert }: { alert: MediaAlert }) {
  const { t } = useTranslation();
  const { state, retry } = useAlertMedia(alert);
  const { status } = state;

  return (
    <Stack gap="sm" data-testid="media-state" data-status={status} data-paused={state.paused}>
      {status === "complete" && state.clip ? (
        <VideoPlayer url={state.clip.url} caption={t("media.clipCaption")} />
      ) : (
        <>
          <Stepper active={STEP_OF[status]} size="xs" iconSize={24}>
            <Stepper.Step label={t("media.step.look")} />
            <Stepper.Step label={t("media.step.ask")} />
            <Stepper.Step label={t("media.step.upload")} />
          </Stepper>
          {status === "failed" ? (
            <Alert color="gray" icon={<IconVideoOff size={18} />} title={t("media.noMedia.title")}>
              {t(`media.noMedia.${state.failure ?? "noVideoDownloaded"}`)}
            </Alert>
          ) : status === "timeout" ? (
            <Alert color="orange" title={t("media.timeout.title")}>
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{t(`media.timeout.${state.timeout ?? "checksDone"}`)}</Text>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} />}
                  onClick={retry}
                  data-testid="media-retry"
                >
                  {t("media.retry")}
                </Button>
              </Stack>
            </Alert>
          ) : state.paused ? (
            <Alert color="blue" icon={<IconPlayerPause size={18} />} title={t("media.paused.title")}>
              {t("media.paused.message")}
            </Alert>
          ) : (
            <Center py="md">
              <Stack align="center" gap={6}>
                <Loader size="sm" />
                <Text fz="sm" c="dimmed" ta="center" data-testid="media-status-text">
                  {t(`media.status.${status}`)}
                </Text>
              </Stack>
            </Center>
          )}
        </>
      )}
      <AlertSnapshots alert={alert} />
    </Stack>
  );
}
