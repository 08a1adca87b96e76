export type { DeviceConnectionLimiter } from "./deviceConnectionLimiter.js";
export type { Jt808Answer, Jt808Hooks, Jt808Link } from "./jt808Gateway.js";
export type {
  MediaPort,
  MediaStream,
  MediaStreamEnd,
  MediaStreamHandlers,
  ReceivedAudio,
  ReceivedVideo,
} from "./jt1078MediaPort.js";
export { createMediaStreamRelay, type MediaStreamRelay } from "./mediaStreamRelay.js";
export type { SharedMediaPort } from "./sharedMediaPort.js";
