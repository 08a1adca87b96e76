import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const RECORDED_VIDEOS = graphql(`
  query TrackVisionRecordedVideos($filter: RecordedVideosFilter!) {
    recordedVideos(filter: $filter) {
      ...EnvelopeFields data { channel startTime endTime fileSize alarmFlagsHigh alarmFlagsLow }
    }
  }
`);

export interface RecordedVideo {
  channel: number;
  start: Date;
  end: Date;
  fileSize: number;
  alarm: boolean;
}

/** The files the vehicle's dashcam recorded on `channel` between the two times (asked of the dashcam now). */
export async function fetchRecordedVideos(filter: {
  vehicleId: number;
  channel: number;
  startTime: Date;
  endTime: Date;
}): Promise<RecordedVideo[]> {
  const result = await requestEnvelope(RECORDED_VIDEOS, "recordedVideos", {
    filter: { ...filter, startTime: filter.startTime.toISOString(), endTime: filter.endTime.toISOString() },
  });
  return (result.data ?? []).flatMap((file) =>
    file.startTime && file.endTime
      ? [
          {
            channel: file.channel,
            start: new Date(file.startTime),
            end: new Date(file.endTime),
            fileSize: file.fileSize,
            alarm: file.alarmFlagsHigh !== 0 || file.alarmFlagsLow !== 0,
          },
        ]
      : [],
  );
}
