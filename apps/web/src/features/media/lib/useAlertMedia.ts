import {
  dashcamChannelOf,
  type MediaAlert,
  type MediaPolling,
  type MediaPollingEffects,
  type MediaPollingState,
  MediaRequestError,
  startMediaPolling,
} from "@armada/domain";
import { notifications } from "@mantine/notifications";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EnvelopeError } from "@/shared/api/envelope";
import { notifyWarning } from "@/shared/ui/notify";
import {
  fetchDownloadHistories,
  fetchVehicleDeviceStatus,
  fetchVehicleVideos,
  requestFileListUpdate,
  setUploadMedia,
} from "../api/mediaApi";
import { alertClipRows } from "./mediaFiles";

/** The envelope errors of the media calls as the polling reads them (DeviceUnreachable is a timeout). */
async function asMediaError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof EnvelopeError) throw new MediaRequestError(error.message, error.errorName);
    throw error;
  }
}

/** The GraphQL calls of the polling for one alert; the dashcam's IMEI comes with its last receive. */
function mediaEffects(alert: MediaAlert): MediaPollingEffects {
  let imei: string | null = null;
  const requireImei = () => {
    if (!imei) throw new MediaRequestError("", "DeviceUnreachable");
    return imei;
  };
  return {
    history: async () => {
      const { rows } = await asMediaError(
        fetchDownloadHistories({ vehicleId: alert.vehicleId, startTime: alert.createdOn.toISOString() }),
      );
      return alertClipRows(rows, alert.createdOn.getTime()).map((row) => ({
        id: row.id,
        status: row.status,
        url: row.url,
        createdOn: new Date(row.createdOn),
      }));
    },
    lastReceive: async () => {
      const status = await asMediaError(fetchVehicleDeviceStatus(alert.vehicleId));
      imei = status.imei;
      return status.lastReceive ? new Date(status.lastReceive) : null;
    },
    requestFileList: (channel) =>
      asMediaError(requestFileListUpdate({ imei: requireImei(), vehicleId: alert.vehicleId, channel })),
    fileCount: async (window) => {
      const files = await asMediaError(
        fetchVehicleVideos({
          vehicleId: alert.vehicleId,
          channel: dashcamChannelOf(alert.alertCode) ?? 1,
          startTime: window.startTime.toISOString(),
          endTime: window.endTime.toISOString(),
          isFromCache: false,
        }),
      );
      return files.length;
    },
    upload: async (request) => {
      const input =
        "bsjInput" in request
          ? {
              imei: requireImei(),
              bsjInput: {
                ...request.bsjInput,
                startTime: request.bsjInput.startTime.toISOString(),
                endTime: request.bsjInput.endTime.toISOString(),
                createdOnRawAlert: request.bsjInput.createdOnRawAlert.toISOString(),
              },
            }
          : {
              imei: requireImei(),
              rawAlertInput: {
                cameraPosition: request.rawAlertInput.cameraPosition,
                rawAlertCreatedOn: request.rawAlertInput.rawAlertCreatedOn.toISOString(),
              },
            };
      const { message } = await asMediaError(setUploadMedia(input));
      return message === "Sent";
    },
  };
}

/**
 * Runs the clip flow of one alert while the video window is open (docs/spec/alert-center-and-shell.md §4): the state, `retry` for a timeout, and
 * the media toasts of §8 (device unreachable, media not found, the server's message of a request error).
 */
export function useAlertMedia(alert: MediaAlert) {
  const { t } = useTranslation();
  const [state, setState] = useState<MediaPollingState>({ status: "loading", checks: 0, paused: false });
  const polling = useRef<MediaPolling | null>(null);
  const { alertCode, vehicleId, deviceType } = alert;
  const createdOn = alert.createdOn.getTime();

  useEffect(() => {
    const run = startMediaPolling(
      { alertCode, vehicleId, deviceType, createdOn: new Date(createdOn) },
      mediaEffects({ alertCode, vehicleId, deviceType, createdOn: new Date(createdOn) }),
      setState,
    );
    polling.current = run;
    return () => run.stop();
  }, [alertCode, vehicleId, deviceType, createdOn]);

  useEffect(() => {
    if (state.status === "timeout" && state.timeout === "deviceUnreachable")
      notifyWarning(t("media.toast.deviceUnreachable"));
    else if (state.status === "timeout" && state.timeout === "requestError")
      notifications.show({
        color: "red",
        message: state.message || t("media.toast.requestError"),
        withBorder: true,
      });
    else if (state.status === "failed" && state.failure === "mediaNotFound")
      notifyWarning(t("media.toast.mediaNotFound"));
  }, [state.status, state.timeout, state.failure, state.message, t]);

  return { state, retry: () => polling.current?.retry() };
}
