import { Jt808FormatError } from "./bytes.js";
import { JT808_MESSAGE } from "./constants.js";
import type { Jt808Frame } from "./frame.js";
import {
  decodeJt1078FileUploadFinished,
  decodeJt1078ResourceList,
  JT1078_MESSAGE,
  type Jt1078FileUploadFinished,
  type Jt1078ResourceList,
} from "./jt1078Media.js";
import { decodeJt1078Attributes, JT1078_REALTIME_MESSAGE, type Jt1078Attributes } from "./jt1078Realtime.js";
import {
  decodeJt808BatchLocation,
  decodeJt808Location,
  type Jt808BatchLocation,
  type Jt808Location,
} from "./location.js";
import {
  decodeJt808Authentication,
  decodeJt808GeneralResponse,
  decodeJt808Register,
  type Jt808Authentication,
  type Jt808GeneralResponse,
  type Jt808Register,
} from "./terminalMessages.js";

/** A terminal's message, read from a whole (re-assembled) frame. */
export type Jt808Message =
  | { kind: "register"; register: Jt808Register }
  | { kind: "authentication"; authentication: Jt808Authentication }
  | { kind: "heartbeat" }
  | { kind: "terminalResponse"; response: Jt808GeneralResponse }
  | { kind: "location"; location: Jt808Location }
  | { kind: "batchLocation"; batch: Jt808BatchLocation }
  | { kind: "resourceList"; list: Jt1078ResourceList }
  | { kind: "fileUploadFinished"; finished: Jt1078FileUploadFinished }
  /** the answer to 0x9003: the terminal's audio/video attributes (0x1003) */
  | { kind: "avAttributes"; attributes: Jt1078Attributes }
  /** a message id Armada does not read; the gateway answers it with "unsupported" */
  | { kind: "unsupported" }
  /** the body does not have the layout of its id (or is encrypted) */
  | { kind: "malformed"; reason: string };

/**
 * Reads a terminal message. Never throws: a body that does not fit its id is `malformed`. `zone` is the offset of
 * the device's clock from UTC in minutes (JT808_STANDARD_ZONE_MINUTES unless the device is set otherwise).
 */
export function decodeJt808Message(frame: Jt808Frame, zone: number): Jt808Message {
  if (frame.encryption !== 0) return { kind: "malformed", reason: "encrypted body" };
  try {
    return decodeBody(frame, zone);
  } catch (error) {
    if (error instanceof Jt808FormatError || error instanceof RangeError)
      return { kind: "malformed", reason: error.message };
    throw error;
  }
}

function decodeBody(frame: Jt808Frame, zone: number): Jt808Message {
  const { body } = frame;
  switch (frame.messageId) {
    case JT808_MESSAGE.register:
      return { kind: "register", register: decodeJt808Register(body, frame.edition) };
    case JT808_MESSAGE.authentication:
      return { kind: "authentication", authentication: decodeJt808Authentication(body, frame.edition) };
    case JT808_MESSAGE.heartbeat:
      return { kind: "heartbeat" };
    case JT808_MESSAGE.terminalResponse:
      return { kind: "terminalResponse", response: decodeJt808GeneralResponse(body) };
    case JT808_MESSAGE.location:
      return { kind: "location", location: decodeJt808Location(body, zone) };
    case JT808_MESSAGE.batchLocation:
      return { kind: "batchLocation", batch: decodeJt808BatchLocation(body, zone) };
    case JT1078_MESSAGE.resourceList:
      return { kind: "resourceList", list: decodeJt1078ResourceList(body, zone) };
    case JT1078_MESSAGE.fileUploadFinished:
      return { kind: "fileUploadFinished", finished: decodeJt1078FileUploadFinished(body) };
    case JT1078_REALTIME_MESSAGE.attributes:
      return { kind: "avAttributes", attributes: decodeJt1078Attributes(body) };
    default:
      return { kind: "unsupported" };
  }
}
