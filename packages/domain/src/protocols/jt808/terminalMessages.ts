import { ByteReader, ByteWriter, decodeText } from "./bytes.js";
import { JT808_REGISTER_RESULT } from "./constants.js";
import type { Jt808Edition } from "./frame.js";

/** 0x0100 terminal register. */
export interface Jt808Register {
  province: number;
  city: number;
  manufacturer: string;
  model: string;
  terminalId: string;
  plateColor: number;
  /** plate number (or VIN when the colour is 0) */
  plate: string;
}

/** Field sizes of manufacturer / model / terminal id: 2019 11/30/30, 2013 5/20/7, 2011 5/8/7. */
const REGISTER_SIZES = { 2019: [11, 30, 30], 2013: [5, 20, 7], 2011: [5, 8, 7] } as const;

export function decodeJt808Register(body: Uint8Array, edition: Jt808Edition): Jt808Register {
  // 2013 terminals with a 2011 body are told apart by length: 37 bytes before the plate in 2013, 25 in 2011.
  const sizes = edition === 2019 ? REGISTER_SIZES[2019] : REGISTER_SIZES[body.length >= 37 ? 2013 : 2011];
  const reader = new ByteReader(body);
  const province = reader.word();
  const city = reader.word();
  const manufacturer = reader.text(sizes[0]);
  const model = reader.text(sizes[1]);
  const terminalId = reader.text(sizes[2]);
  const plateColor = reader.byte();
  return {
    province,
    city,
    manufacturer,
    model,
    terminalId,
    plateColor,
    plate: reader.text(reader.remaining),
  };
}

export function encodeJt808Register(register: Jt808Register, edition: Jt808Edition): Uint8Array {
  const sizes = REGISTER_SIZES[edition];
  return new ByteWriter()
    .word(register.province)
    .word(register.city)
    .fixedText(register.manufacturer, sizes[0])
    .fixedText(register.model, sizes[1])
    .fixedText(register.terminalId, sizes[2])
    .byte(register.plateColor)
    .raw(new TextEncoder().encode(register.plate))
    .bytes();
}

/** 0x8100: the answered serial, the result and, on success, the authentication code the terminal sends back. */
export function encodeJt808RegisterResponse(serial: number, result: number, authCode?: string): Uint8Array {
  const writer = new ByteWriter().word(serial).byte(result);
  if (result === JT808_REGISTER_RESULT.success) writer.raw(new TextEncoder().encode(authCode ?? ""));
  return writer.bytes();
}

export interface Jt808RegisterResponse {
  serial: number;
  result: number;
  authCode?: string | undefined;
}

export function decodeJt808RegisterResponse(body: Uint8Array): Jt808RegisterResponse {
  const reader = new ByteReader(body);
  const serial = reader.word();
  const result = reader.byte();
  const authCode = result === JT808_REGISTER_RESULT.success ? reader.text(reader.remaining) : undefined;
  return { serial, result, authCode };
}

/** 0x0102: the code of 0x8100; the 2019 body adds its length, the IMEI and the software version. */
export interface Jt808Authentication {
  authCode: string;
  imei?: string | undefined;
  softwareVersion?: string | undefined;
}

export function decodeJt808Authentication(body: Uint8Array, edition: Jt808Edition): Jt808Authentication {
  if (edition === 2013) return { authCode: decodeText(body) };
  const reader = new ByteReader(body);
  const authCode = reader.text(reader.byte());
  const imei = reader.remaining >= 15 ? reader.text(15) : undefined;
  const softwareVersion = reader.remaining >= 20 ? reader.text(20) : undefined;
  return { authCode, imei, softwareVersion };
}

export function encodeJt808Authentication(auth: Jt808Authentication, edition: Jt808Edition): Uint8Array {
  if (edition === 2013) return new TextEncoder().encode(auth.authCode);
  return new ByteWriter()
    .shortText(auth.authCode)
    .fixedText(auth.imei ?? "", 15)
    .fixedText(auth.softwareVersion ?? "", 20)
    .bytes();
}

/** 0x0001 / 0x8001: the answered serial and message id, and the result (JT808_RESULT). */
export interface Jt808GeneralResponse {
  serial: number;
  messageId: number;
  result: number;
}

export function decodeJt808GeneralResponse(body: Uint8Array): Jt808GeneralResponse {
  const reader = new ByteReader(body);
  return { serial: reader.word(), messageId: reader.word(), result: reader.byte() };
}

export function encodeJt808GeneralResponse(response: Jt808GeneralResponse): Uint8Array {
  return new ByteWriter().word(response.serial).word(response.messageId).byte(response.result).bytes();
}
