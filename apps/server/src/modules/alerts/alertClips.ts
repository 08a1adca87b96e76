/** A dashcam clip request of an alert, as the alert's popup shows it (media owns the requests). */
export interface AlertClipRequest {
  id: number;
  rawAlertId: number | null;
  /** W waiting for the dashcam's upload, S stored, else failed */
  status: string;
  channel: number;
  fileKey: string | null;
  fileSize: number | null;
  contentType: string | null;
  createdOn: Date;
  startTime: Date;
  endTime: Date;
}

/** The clip requests of these alerts, oldest first. */
export type AlertClipSource = (rawAlertIds: readonly number[]) => Promise<AlertClipRequest[]>;

/**
 * Where alerts read their clips from: media, above alerts, plugs its requests in (`provide`); without it an alert
 * has no clip requests.
 */
export function createAlertClips() {
  let source: AlertClipSource = async () => [];
  return {
    provide(clipSource: AlertClipSource) {
      source = clipSource;
    },
    requestsOf: (rawAlertIds: readonly number[]) => source(rawAlertIds),
  };
}

export type AlertClips = ReturnType<typeof createAlertClips>;
