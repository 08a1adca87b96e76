import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JT808_STANDARD_ZONE_MINUTES as ZONE } from "./constants.js";
import {
  decodeJt1078ResourceList,
  decodeJt1078ResourceQuery,
  encodeJt1078ResourceList,
  encodeJt1078ResourceQuery,
  JT1078_RESOURCE_TYPE,
} from "./jt1078Media.js";
import {
  decodeJt1078PlaybackControl,
  decodeJt1078PlaybackRequest,
  encodeJt1078PlaybackControl,
  encodeJt1078PlaybackRequest,
  JT1078_PLAYBACK_CONTROL,
  JT1078_PLAYBACK_MODE,
  JT1078_PLAYBACK_SPEEDS,
  type Jt1078PlaybackRequest,
  jt1078SpeedCode,
} from "./jt1078Playback.js";

const hex = (text: string) =>
  Uint8Array.from(text.match(/[0-9a-f]{2}/gi) ?? [], (pair) => Number.parseInt(pair, 16));

/** Vectors written from JT/T 1078-2016's field tables (times BCD YYMMDDhhmmss in GMT+8). */
describe("JT/T 1078 playback messages", () => {
  it("0x9205 asks for channel 2's video of 28 Nov 2026 08:00–09:00 on main storage (table 28)", () => {
    const query = {
      channel: 2,
      start: new Date("2026-11-28T00:00:00Z"),
      end: new Date("2026-11-28T01:00:00Z"),
      alarmFlags: [0, 0] as const,
      resourceType: JT1078_RESOURCE_TYPE.video,
      streamType: 1,
      storageType: 1,
    };
    // channel 2, start 261128080000, end 261128090000, alarm flags 0 (2 × DWORD), video, main stream, main storage
    const body = hex("02 261128080000 261128090000 00000000 00000000 02 01 01");
    expect(encodeJt1078ResourceQuery(query, ZONE)).toEqual(body);
    expect(decodeJt1078ResourceQuery(body, ZONE)).toEqual(query);
  });

  it("0x1205 lists two files with their channel, times, alarm, type, stream, storage and size (tables 29–30)", () => {
    // answer to serial 0x0107, 2 files: ch 1 08:00–08:15 1 MiB, ch 2 08:15–08:30 with alarm bit 0 (low DWORD), 2 MiB
    const body = hex(
      "0107 00000002" +
        "01 261128080000 261128081500 00000000 00000000 02 01 01 00100000" +
        "02 261128081500 261128083000 00000000 00000001 02 02 01 00200000",
    );
    expect(decodeJt1078ResourceList(body, ZONE)).toEqual({
      serial: 0x0107,
      resources: [
        {
          channel: 1,
          start: new Date("2026-11-28T00:00:00Z"),
          end: new Date("2026-11-28T00:15:00Z"),
          alarmFlags: [0, 0],
          resourceType: 2,
          streamType: 1,
          storageType: 1,
          sizeBytes: 0x100000,
        },
        {
          channel: 2,
          start: new Date("2026-11-28T00:15:00Z"),
          end: new Date("2026-11-28T00:30:00Z"),
          alarmFlags: [0, 1],
          resourceType: 2,
          streamType: 2,
          storageType: 1,
          sizeBytes: 0x200000,
        },
      ],
    });
    expect(encodeJt1078ResourceList(decodeJt1078ResourceList(body, ZONE), ZONE)).toEqual(body);
  });

  it("0x9201 asks channel 2 to play 08:00–08:15 to the media server, normally (table 24)", () => {
    const request: Jt1078PlaybackRequest = {
      host: "10.0.0.5",
      tcpPort: 36301,
      udpPort: 0,
      channel: 2,
      resourceType: JT1078_RESOURCE_TYPE.video,
      streamType: 1,
      storageType: 1,
      mode: JT1078_PLAYBACK_MODE.normal,
      speed: null,
      start: new Date("2026-11-28T00:00:00Z"),
      end: new Date("2026-11-28T00:15:00Z"),
    };
    // "10.0.0.5", TCP 36301 (0x8dcd), UDP 0, channel 2, video, main stream, main storage, normal, multiple 0, times
    const body = hex("08 31302e302e302e35 8dcd 0000 02 02 01 01 00 00 261128080000 261128081500");
    expect(encodeJt1078PlaybackRequest(request, ZONE)).toEqual(body);
    expect(decodeJt1078PlaybackRequest(body, ZONE)).toEqual(request);
  });

  it("0x9201 fast forward ×4 to the end of the recording (end all zero)", () => {
    const body = hex("09 3132372e302e302e31 1f90 0000 01 00 00 00 01 03 261128080000 000000000000");
    expect(decodeJt1078PlaybackRequest(body, ZONE)).toMatchObject({
      host: "127.0.0.1",
      tcpPort: 8080,
      mode: JT1078_PLAYBACK_MODE.fastForward,
      speed: 4,
      end: null,
    });
    expect(
      encodeJt1078PlaybackRequest(decodeJt1078PlaybackRequest(body, ZONE) as Jt1078PlaybackRequest, ZONE),
    ).toEqual(body);
  });

  it("0x9202 pauses, resumes, stops, fast forwards ×8 and drags to 08:07:30 (table 26)", () => {
    const cases = [
      ["02 01 00 000000000000", { control: JT1078_PLAYBACK_CONTROL.pause, speed: null, dragTo: null }],
      ["02 00 00 000000000000", { control: JT1078_PLAYBACK_CONTROL.resume, speed: null, dragTo: null }],
      ["02 02 00 000000000000", { control: JT1078_PLAYBACK_CONTROL.stop, speed: null, dragTo: null }],
      ["02 03 04 000000000000", { control: JT1078_PLAYBACK_CONTROL.fastForward, speed: 8, dragTo: null }],
      [
        "02 05 00 261128080730",
        { control: JT1078_PLAYBACK_CONTROL.seek, speed: null, dragTo: new Date("2026-11-28T00:07:30Z") },
      ],
    ] as const;
    for (const [wire, fields] of cases) {
      const control = { channel: 2, ...fields };
      expect(encodeJt1078PlaybackControl(control, ZONE)).toEqual(hex(wire));
      expect(decodeJt1078PlaybackControl(hex(wire), ZONE)).toEqual(control);
    }
  });

  it("reads an undefined multiple as none and a short body as an error", () => {
    expect(decodeJt1078PlaybackControl(hex("01 03 09 000000000000"), ZONE).speed).toBeNull();
    expect(jt1078SpeedCode(3)).toBe(0);
    expect(() => decodeJt1078PlaybackControl(hex("01 05"), ZONE)).toThrow();
    expect(() => decodeJt1078PlaybackRequest(hex("08 3130"), ZONE)).toThrow();
  });
});

/** whole seconds in the years BCD's two digits hold */
const time = fc
  .integer({ min: Date.UTC(2000, 0, 2) / 1000, max: Date.UTC(2099, 11, 30) / 1000 })
  .map((seconds) => new Date(seconds * 1000));
const byte = fc.integer({ min: 0, max: 0xff });
const speed = fc.constantFrom(null, ...JT1078_PLAYBACK_SPEEDS);

describe("JT/T 1078 playback messages, properties", () => {
  it("0x9201 decodes what it encodes", () => {
    fc.assert(
      fc.property(
        fc.record({
          host: fc.stringMatching(/^[a-z0-9.-]{1,40}$/),
          tcpPort: fc.integer({ min: 0, max: 0xffff }),
          udpPort: fc.integer({ min: 0, max: 0xffff }),
          channel: byte,
          resourceType: byte,
          streamType: byte,
          storageType: byte,
          mode: byte,
          speed,
          start: time,
          end: fc.option(time, { nil: null }),
        }),
        (request) => {
          expect(decodeJt1078PlaybackRequest(encodeJt1078PlaybackRequest(request, ZONE), ZONE)).toEqual(
            request,
          );
        },
      ),
    );
  });

  it("0x9202 decodes what it encodes, and any 9 bytes decode without throwing", () => {
    fc.assert(
      fc.property(
        fc.record({ channel: byte, control: byte, speed, dragTo: fc.option(time, { nil: null }) }),
        (control) => {
          expect(decodeJt1078PlaybackControl(encodeJt1078PlaybackControl(control, ZONE), ZONE)).toEqual(
            control,
          );
        },
      ),
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 9, maxLength: 9 }), (body) => {
        decodeJt1078PlaybackControl(body, ZONE);
      }),
    );
  });
});
