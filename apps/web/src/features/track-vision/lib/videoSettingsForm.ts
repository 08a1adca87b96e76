import { MAX_LIVE_STREAMS_LIMIT, MAX_MONTHLY_VIDEO_MINUTES } from "@armada/domain";

export interface VideoSettingsFormValues {
  maxLiveStreams: number | string;
  /** empty: unlimited */
  monthlyVideoMinutes: number | string;
}

export type VideoSettingsErrors = Partial<Record<keyof VideoSettingsFormValues, "range" | "required">>;

const isWhole = (value: number) => Number.isInteger(value);

/** The form's values to the mutation's input, or which field is wrong (the server checks the same). */
export function parseVideoSettings(
  values: VideoSettingsFormValues,
):
  | { ok: true; input: { maxLiveStreams: number; monthlyVideoMinutes: number | null } }
  | { ok: false; errors: VideoSettingsErrors } {
  const errors: VideoSettingsErrors = {};
  const cap = values.maxLiveStreams === "" ? Number.NaN : Number(values.maxLiveStreams);
  if (values.maxLiveStreams === "") errors.maxLiveStreams = "required";
  else if (!isWhole(cap) || cap < 0 || cap > MAX_LIVE_STREAMS_LIMIT) errors.maxLiveStreams = "range";
  const minutes = values.monthlyVideoMinutes === "" ? null : Number(values.monthlyVideoMinutes);
  if (minutes !== null && (!isWhole(minutes) || minutes < 0 || minutes > MAX_MONTHLY_VIDEO_MINUTES))
    errors.monthlyVideoMinutes = "range";
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, input: { maxLiveStreams: cap, monthlyVideoMinutes: minutes } };
}
