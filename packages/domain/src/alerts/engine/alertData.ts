/**
 * raw_alerts.alertData per code, pipe-separated (what formattedAlertData and the WhatsApp text read):
 *
 * | code                     | alertData                                         |
 * | ------------------------ | ------------------------------------------------- |
 * | 8 overspeed              | `speedKmh|durationSeconds|maxThresholdKmh`         |
 * | 1, 2 geofence enter/exit | `fenceNames|geofenceIds` (names and ids `, `-joined) |
 * | 3 idle, 4 parking        | `durationSeconds|thresholdSeconds`                |
 * | 5 offline                | `silentSeconds|thresholdSeconds`                  |
 * | 15 not moved, 16 no data | `minutes|thresholdMinutes`                        |
 * | 13, 14 fuel gain/loss    | `changePercent|fromPercent|toPercent|thresholdPercent` |
 * | 17, 18 temperature       | `temperatureC|durationSeconds|thresholdC`         |
 * | 117 continuous driving   | `drivingSeconds|triggerSeconds`                   |
 * | device alarms            | `alarmName|speedKmh`                              |
 */
export const joinAlertData = (...parts: (string | number)[]) =>
  parts.map((part) => (typeof part === "number" ? String(round(part)) : part.replace(/\|/g, "/"))).join("|");

/** One decimal at most: 92, 31.5. */
export const round = (value: number) => Math.round(value * 10) / 10;
