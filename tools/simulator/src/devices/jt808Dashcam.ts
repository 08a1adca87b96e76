import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import {
  ATTACHMENT_FILE_TYPE,
  decodeAttachmentUploadInstruction,
  decodeJt808GeneralResponse,
  decodeJt808RegisterResponse,
  decodeJt1078FileUpload,
  decodeJt1078PlaybackControl,
  decodeJt1078PlaybackRequest,
  decodeJt1078RealtimeControl,
  decodeJt1078RealtimeRequest,
  decodeJt1078ResourceQuery,
  encodeJt808Authentication,
  encodeJt808Frame,
  encodeJt808GeneralResponse,
  encodeJt808Location,
  encodeJt808Register,
  encodeJt1078Attributes,
  encodeJt1078FileUploadFinished,
  encodeJt1078ResourceList,
  JT808_ATTACHMENT_MESSAGE,
  JT808_MESSAGE,
  JT1078_MESSAGE,
  JT1078_PLAYBACK_CONTROL,
  JT1078_PLAYBACK_MESSAGE,
  JT1078_REALTIME_DATA,
  JT1078_REALTIME_MESSAGE,
  JT1078_RESOURCE_TYPE,
  type Jt808Edition,
  type Jt808Frame,
  Jt808FrameSplitter,
  type Jt808SafetyKind,
  type Jt1078Attributes,
  JT808_STANDARD_ZONE_MINUTES as ZONE,
} from "@armada/domain";
import { Client } from "basic-ftp";
import type { SimulatorLogger } from "../logger.js";
import type { VehicleSample } from "../vehicleModel.js";
import { type DashcamAttachmentStats, uploadAlarmAttachments } from "./dashcamAttachments.js";
import { DASHCAM_AV_ATTRIBUTES, DashcamCall, type DashcamCallStats } from "./dashcamCall.js";
import { DashcamPlayback, type DashcamPlaybackStats, recordedFiles } from "./dashcamPlayback.js";
import { DashcamVideo, type DashcamVideoStats, type VideoFrameSent } from "./dashcamVideo.js";
import { type DemoVideo, demoAacSound } from "./demoVideo.js";

export interface Jt808DashcamStats
  extends DashcamCallStats,
    DashcamAttachmentStats,
    DashcamVideoStats,
    DashcamPlaybackStats {
  authentications: number;
  locations: number;
  heartbeats: number;
  safetyAlarms: number;
  fileLists: number;
  uploads: number;
  uploadFailures: number;
  /** driver calls answered (0x9101) */
  calls: number;
  /** audio/video attribute queries answered (0x9003 → 0x1003) */
  attributeQueries: number;
  reconnects: number;
}

/** How a simulated dashcam answers driver calls (changeable while it runs: `Simulator.setDashcamCalls`). */
export interface DashcamCallBehaviour {
  /** what it declares to 0x9003 (default DASHCAM_AV_ATTRIBUTES; its call audio is G.711 A-law whatever it declares) */
  attributes: Jt1078Attributes;
  /** how long it takes to answer 0x9003 (default 0) */
  attributesDelayMs: number;
  /** false: it acknowledges a 0x9101 but never dials (a call nobody picks up); default true */
  answersCalls: boolean;
}

/** The clip every simulated dashcam uploads: 4 s, H.264, made with ffmpeg (assets/make-dashcam-clip.sh). */
const CLIP_PATH = fileURLToPath(new URL("../../assets/dashcam-demo.mp4", import.meta.url));
/** The snapshot sent with alarm attachments: 320x180 JPEG (assets/make-dashcam-clip.sh). */
const SNAPSHOT_PATH = fileURLToPath(new URL("../../assets/dashcam-snapshot.jpg", import.meta.url));
/** One alarm upload in this many leaves a piece out on its first pass (the first one does): the resend is exercised. */
const LOSSY_UPLOAD_EVERY = 3;
const MAX_QUEUED_BYTES = 64 * 1024;

const isVideoRequest = (frame: Jt808Frame) => {
  const { dataType } = decodeJt1078RealtimeRequest(frame.body);
  return dataType === JT1078_REALTIME_DATA.video || dataType === JT1078_REALTIME_DATA.audioVideo;
};

/** ADAS / DMS alarm types a simulated dashcam raises (T/JSATL 12 types). */
export const DASHCAM_ALARMS: readonly { kind: Jt808SafetyKind; type: number }[] = [
  { kind: "dms", type: 0x01 }, // fatigue
  { kind: "dms", type: 0x02 }, // phone call
  { kind: "dms", type: 0x04 }, // distraction
  { kind: "adas", type: 0x01 }, // forward collision
  { kind: "adas", type: 0x02 }, // lane departure
];

/**
 * A JT/T 808 dashcam with JT/T 1078 storage over TCP: registers and authenticates with its terminal id, sends
 * positions, heartbeats and ADAS / DMS alarms, answers resource-list queries (0x9205) with the clip it holds and
 * uploads that clip over FTP when told to (0x9206), then reports the upload (0x1206); answers driver calls (0x9101
 * two-way intercom, ended by 0x9102) with `DashcamCall`, and live video requests (0x9101 video) with `DashcamVideo`
 * on each channel it has video for. Reconnects when dropped.
 */
export class Jt808Dashcam {
  readonly stats: Jt808DashcamStats = {
    authentications: 0,
    locations: 0,
    heartbeats: 0,
    safetyAlarms: 0,
    fileLists: 0,
    uploads: 0,
    uploadFailures: 0,
    calls: 0,
    attributeQueries: 0,
    callFramesSent: 0,
    callFramesHeard: 0,
    callLoudFramesHeard: 0,
    reconnects: 0,
    attachmentUploads: 0,
    attachmentResends: 0,
    attachmentFailures: 0,
    videoStreams: 0,
    videoFramesSent: 0,
    videoAudioFramesSent: 0,
    playbacks: 0,
    playbackFramesSent: 0,
    playbackSoundSamplesSent: 0,
  };
  /** the driver call in progress */
  call: DashcamCall | null = null;
  /** live video by channel */
  readonly videos = new Map<number, DashcamVideo>();
  /** playback of its card (0x9201) by channel */
  readonly playbacks = new Map<number, DashcamPlayback>();
  callBehaviour: DashcamCallBehaviour = {
    attributes: DASHCAM_AV_ATTRIBUTES,
    attributesDelayMs: 0,
    answersCalls: true,
  };
  private socket: Socket | null = null;
  private ready = false;
  private stopped = false;
  private serial = 0;
  private authSerial = -1;
  private alarmId = 0;
  private backoffMs = 1_000;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly edition: Jt808Edition;
  private readonly clip: Buffer;
  private readonly snapshot: Buffer;
  /** the alarms sent lately, by the serial of their identification number (what a 0x9208 names) */
  private readonly sentAlarms = new Map<number, { kind: Jt808SafetyKind; type: number }>();
  private attachmentRequests = 0;

  constructor(
    readonly terminalId: string,
    private readonly host: string,
    private readonly port: number,
    private readonly logger: SimulatorLogger,
    /** told of every call audio frame the dashcam hears, with its RMS */
    private readonly callHeard?: (terminalId: string, rms: number) => void,
    /** what its cameras film (`loadDemoVideo`); without it, it refuses live video */
    private readonly video?: DemoVideo | null,
    /** told of every live video frame it sends */
    private readonly videoFrameSent?: VideoFrameSent,
  ) {
    // 12 digits fit the 2013 header's 6-byte phone; longer ids need the 2019 header
    this.edition = terminalId.length <= 12 ? 2013 : 2019;
    this.clip = readFileSync(CLIP_PATH);
    this.snapshot = readFileSync(SNAPSHOT_PATH);
  }

  get connected(): boolean {
    return this.ready;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  stop() {
    this.stopped = true;
    this.ready = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.destroy();
    this.socket = null;
    this.call?.hangUp();
    for (const video of this.videos.values()) video.hangUp();
    for (const playback of this.playbacks.values()) playback.stop();
  }

  /** A position; with an alarm, an ADAS / DMS item, and with `attachments` the alarm says it has two files. */
  sendLocation(
    sample: VehicleSample,
    time: Date,
    alarm?: { kind: Jt808SafetyKind; type: number; attachments?: boolean },
  ) {
    const alarmId = alarm ? ++this.alarmId : 0;
    if (alarm) this.sentAlarms.set(alarmId & 0xff, alarm);
    const safetyAlarms = alarm
      ? [
          {
            kind: alarm.kind,
            type: alarm.type,
            alarmId,
            serial: alarmId & 0xff,
            flag: 1,
            level: 2,
            speedKmh: sample.speedKmh,
            latitude: sample.lat,
            longitude: sample.lon,
            time,
            terminalId: this.terminalId.slice(-7),
            // a snapshot and the clip, uploaded to the attachment server when the platform asks (0x9208)
            attachments: alarm.attachments ? 2 : 0,
          },
        ]
      : [];
    const body = encodeJt808Location(
      {
        time,
        latitude: sample.lat,
        longitude: sample.lon,
        speedKmh: sample.speedKmh,
        course: sample.course,
        ignition: sample.ignition,
        mileageKm: sample.odometerMeters / 1000,
        signal: 24,
        satellites: 9,
        safetyAlarms,
      },
      ZONE,
    );
    if (!this.send(JT808_MESSAGE.location, body)) return;
    this.stats.locations += 1;
    if (alarm) this.stats.safetyAlarms += 1;
  }

  sendHeartbeat() {
    if (this.send(JT808_MESSAGE.heartbeat, new Uint8Array(0))) this.stats.heartbeats += 1;
  }

  private open() {
    if (this.stopped) return;
    const splitter = new Jt808FrameSplitter();
    const socket = connect({ host: this.host, port: this.port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on("connect", () => {
      const register = {
        province: 31,
        city: 71,
        manufacturer: "ARMDA",
        model: "SIM-DC1",
        terminalId: this.terminalId.slice(-7),
        plateColor: 1,
        plate: "",
      };
      this.write(socket, JT808_MESSAGE.register, encodeJt808Register(register, this.edition));
    });
    socket.on("data", (chunk: Buffer) => {
      for (const frame of splitter.push(chunk)) this.receive(socket, frame);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      this.ready = false;
      if (this.socket === socket) this.socket = null;
      if (this.stopped) return;
      this.stats.reconnects += 1;
      this.reconnectTimer = setTimeout(() => this.open(), this.backoffMs);
      this.reconnectTimer.unref?.();
      this.backoffMs = Math.min(this.backoffMs * 2, 5 * 60_000);
    });
  }

  private receive(socket: Socket, frame: Jt808Frame) {
    switch (frame.messageId) {
      case JT808_MESSAGE.registerResponse: {
        const { authCode } = decodeJt808RegisterResponse(frame.body);
        if (authCode === undefined) {
          this.logger.warn({ terminalId: this.terminalId }, "JT/T 808 registration refused; retrying");
          socket.destroy();
          return;
        }
        this.authSerial = this.write(
          socket,
          JT808_MESSAGE.authentication,
          encodeJt808Authentication({ authCode, imei: this.terminalId.slice(-15) }, this.edition),
        );
        return;
      }
      case JT808_MESSAGE.platformResponse: {
        const response = decodeJt808GeneralResponse(frame.body);
        if (response.serial === this.authSerial && response.messageId === JT808_MESSAGE.authentication) {
          this.ready = response.result === 0;
          if (this.ready) {
            this.stats.authentications += 1;
            this.backoffMs = 1_000;
          }
        }
        return;
      }
      case JT1078_MESSAGE.resourceListQuery:
        this.answerResourceList(socket, frame);
        return;
      case JT1078_MESSAGE.fileUpload:
        void this.upload(socket, frame);
        return;
      case JT808_ATTACHMENT_MESSAGE.uploadInstruction:
        this.acknowledge(socket, frame);
        void this.uploadAttachments(frame);
        return;
      case JT1078_REALTIME_MESSAGE.attributesQuery:
        this.answerAttributes(socket);
        return;
      case JT1078_REALTIME_MESSAGE.realtimeRequest:
        if (isVideoRequest(frame)) this.answerVideo(socket, frame);
        else this.answerCall(socket, frame);
        return;
      case JT1078_PLAYBACK_MESSAGE.playbackRequest:
        this.answerPlayback(socket, frame);
        return;
      case JT1078_PLAYBACK_MESSAGE.playbackControl:
        this.acknowledge(socket, frame);
        this.controlPlayback(frame);
        return;
      case JT1078_REALTIME_MESSAGE.realtimeControl: {
        this.acknowledge(socket, frame);
        const { channel } = decodeJt1078RealtimeControl(frame.body);
        if (channel === this.call?.channel) this.call?.hangUp();
        this.videos.get(channel)?.hangUp();
        return;
      }
    }
  }

  /**
   * What it holds for the asked channel and window: the card's recordings of a channel it films (`recordedFiles`),
   * else the clip it holds as one file covering the window.
   */
  private answerResourceList(socket: Socket, frame: Jt808Frame) {
    const query = decodeJt1078ResourceQuery(frame.body, ZONE);
    const filmed = [...(this.video?.keys() ?? [])];
    const resources = !query
      ? []
      : query.channel === 0 || filmed.includes(query.channel)
        ? recordedFiles(filmed, query)
        : [
            {
              channel: query.channel || 1,
              start: query.start,
              end: query.end,
              alarmFlags: [0, 0] as const,
              resourceType: 2,
              streamType: 1,
              storageType: 1,
              sizeBytes: this.clip.length,
            },
          ];
    this.write(
      socket,
      JT1078_MESSAGE.resourceList,
      encodeJt1078ResourceList({ serial: frame.serial, resources }, ZONE),
    );
    this.stats.fileLists += 1;
  }

  /** 0x0001 for `frame`: result 0 success, 1 failure */
  private acknowledge(socket: Socket, frame: Jt808Frame, result = 0) {
    this.write(
      socket,
      JT808_MESSAGE.terminalResponse,
      encodeJt808GeneralResponse({ serial: frame.serial, messageId: frame.messageId, result }),
    );
  }

  /** Uploads the snapshot and the clip of the alarm a 0x9208 names to the attachment server it names. */
  private async uploadAttachments(frame: Jt808Frame) {
    const instruction = decodeAttachmentUploadInstruction(frame.body, ZONE);
    const alarm = this.sentAlarms.get(instruction.identification.serial);
    if (!alarm) return;
    const item = { adas: "64", dms: "65", blindSpot: "67" }[alarm.kind];
    await uploadAlarmAttachments({
      instruction,
      phone: this.terminalId,
      edition: this.edition,
      terminalId: this.terminalId.slice(-7),
      channel: alarm.kind === "dms" ? 3 : 1,
      alarmCode: `${item}${alarm.type.toString(16).padStart(2, "0")}`,
      files: [
        { fileType: ATTACHMENT_FILE_TYPE.picture, extension: "jpg", bytes: this.snapshot },
        { fileType: ATTACHMENT_FILE_TYPE.video, extension: "mp4", bytes: this.clip },
      ],
      skipPiece: this.attachmentRequests++ % LOSSY_UPLOAD_EVERY === 0,
      stats: this.stats,
    });
  }

  /** 0x1003 with what it is set to declare, after its delay. */
  private answerAttributes(socket: Socket) {
    const { attributes, attributesDelayMs } = this.callBehaviour;
    const answer = () => {
      if (socket.destroyed) return;
      this.write(socket, JT1078_REALTIME_MESSAGE.attributes, encodeJt1078Attributes(attributes));
      this.stats.attributeQueries += 1;
    };
    if (attributesDelayMs > 0) setTimeout(answer, attributesDelayMs).unref();
    else answer();
  }

  /** Dials the media server the 0x9101 names and talks on the asked channel (unless set not to pick up). */
  private answerCall(socket: Socket, frame: Jt808Frame) {
    this.acknowledge(socket, frame);
    if (!this.callBehaviour.answersCalls) return;
    const request = decodeJt1078RealtimeRequest(frame.body);
    this.call?.hangUp();
    const call: DashcamCall = new DashcamCall(
      this.terminalId,
      request.channel,
      request.host,
      request.tcpPort,
      this.terminalId.length <= 12 ? 2016 : 2019,
      this.stats,
      () => {
        if (this.call === call) this.call = null;
      },
      (level) => this.callHeard?.(this.terminalId, level),
    );
    this.call = call;
    this.stats.calls += 1;
  }

  /** Dials the media server the 0x9101 names and streams the asked camera; refuses a channel it has no video for. */
  private answerVideo(socket: Socket, frame: Jt808Frame) {
    const request = decodeJt1078RealtimeRequest(frame.body);
    const frames = this.video?.get(request.channel);
    this.acknowledge(socket, frame, frames ? 0 : 1);
    if (!frames) return;
    this.videos.get(request.channel)?.hangUp();
    const video: DashcamVideo = new DashcamVideo(
      this.terminalId,
      request.channel,
      request.host,
      request.tcpPort,
      this.terminalId.length <= 12 ? 2016 : 2019,
      frames,
      this.stats,
      () => {
        if (this.videos.get(request.channel) === video) this.videos.delete(request.channel);
      },
      request.dataType === JT1078_REALTIME_DATA.audioVideo,
      (index) => this.videoFrameSent?.(this.terminalId, request.channel, index),
      demoAacSound(this.video, request.channel),
    );
    this.videos.set(request.channel, video);
  }

  /**
   * Answers a 0x9201 with the files it plays (0x1205), then dials the media server it names and plays its demo video
   * from the asked start; refuses (0x0001 failure) a channel it films nothing on.
   */
  private answerPlayback(socket: Socket, frame: Jt808Frame) {
    const request = decodeJt1078PlaybackRequest(frame.body, ZONE);
    const frames = request ? this.video?.get(request.channel) : undefined;
    if (!request || !frames) {
      this.acknowledge(socket, frame, 1);
      return;
    }
    const end = request.end ?? new Date(request.start.getTime() + 24 * 3_600_000);
    const files = recordedFiles([request.channel], { channel: request.channel, start: request.start, end });
    this.write(
      socket,
      JT1078_MESSAGE.resourceList,
      encodeJt1078ResourceList({ serial: frame.serial, resources: files }, ZONE),
    );
    this.playbacks.get(request.channel)?.stop();
    const playback: DashcamPlayback = new DashcamPlayback(
      this.terminalId,
      request.channel,
      request.host,
      request.tcpPort,
      this.terminalId.length <= 12 ? 2016 : 2019,
      frames,
      request.start,
      request.end,
      this.stats,
      () => {
        if (this.playbacks.get(request.channel) === playback) this.playbacks.delete(request.channel);
      },
      request.resourceType !== JT1078_RESOURCE_TYPE.video,
      demoAacSound(this.video, request.channel),
    );
    if (request.speed) playback.setSpeed(request.speed);
    this.playbacks.set(request.channel, playback);
  }

  /** 0x9202: pause, resume, stop, a speed, a drag to another time. */
  private controlPlayback(frame: Jt808Frame) {
    const control = decodeJt1078PlaybackControl(frame.body, ZONE);
    const playback = this.playbacks.get(control.channel);
    if (!playback) return;
    switch (control.control) {
      case JT1078_PLAYBACK_CONTROL.pause:
        return playback.pause();
      case JT1078_PLAYBACK_CONTROL.resume:
        playback.setSpeed(1);
        return playback.resume();
      case JT1078_PLAYBACK_CONTROL.stop:
        return playback.stop();
      case JT1078_PLAYBACK_CONTROL.fastForward:
        return playback.setSpeed(control.speed ?? 1);
      case JT1078_PLAYBACK_CONTROL.seek:
        if (control.dragTo) playback.seek(control.dragTo);
        return;
    }
  }

  /** Answers the 0x9206 (0x0001), uploads the clip over FTP, then reports the result (0x1206). */
  private async upload(socket: Socket, frame: Jt808Frame) {
    this.acknowledge(socket, frame);
    const request = decodeJt1078FileUpload(frame.body, ZONE);
    let success = false;
    if (request) {
      const ftp = new Client(15_000);
      try {
        await ftp.access({
          host: request.host,
          port: request.port,
          user: request.username,
          password: request.password,
        });
        await ftp.ensureDir(request.path || "/");
        const stamp = request.start.toISOString().replace(/[-:]/g, "").slice(0, 15);
        await ftp.uploadFrom(
          Readable.from([this.clip]),
          `CH${String(request.channel).padStart(2, "0")}_${stamp}.mp4`,
        );
        success = true;
        this.stats.uploads += 1;
      } catch (error) {
        this.stats.uploadFailures += 1;
        this.logger.warn({ terminalId: this.terminalId, err: error }, "dashcam clip upload failed");
      } finally {
        ftp.close();
      }
    }
    if (!socket.destroyed)
      this.write(
        socket,
        JT1078_MESSAGE.fileUploadFinished,
        encodeJt1078FileUploadFinished({ serial: frame.serial, success }),
      );
  }

  private send(messageId: number, body: Uint8Array): boolean {
    const socket = this.socket;
    if (!this.ready || !socket || socket.destroyed || socket.writableLength > MAX_QUEUED_BYTES) return false;
    this.write(socket, messageId, body);
    return true;
  }

  /** Writes a message; its serial. */
  private write(socket: Socket, messageId: number, body: Uint8Array): number {
    const serial = this.serial;
    this.serial = (this.serial + 1) & 0xffff;
    socket.write(
      encodeJt808Frame({ messageId, edition: this.edition, phone: this.terminalId, serial }, body),
    );
    return serial;
  }
}
