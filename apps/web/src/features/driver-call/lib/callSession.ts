import {
  CALL_CLIENT_END,
  CALL_SAMPLE_RATE,
  CALL_SOCKET_PATH,
  type CallServerMessage,
  VOIP_BUFFER_SIZE,
} from "@armada/domain";
import workletUrl from "./callAudio.worklet.ts?worker&url";
import { MicrophoneError, microphoneProblemOf } from "./microphoneError";

export interface CallSessionEvents {
  message(message: CallServerMessage): void;
  /** RMS (0–1) of what the driver says, ten times a second */
  level(level: number): void;
  /** the socket closed (after `ended` or `refused`, or on its own) */
  closed(code: number): void;
}

export interface CallSession {
  setMuted(muted: boolean): void;
  /** hangs up: the server ends the call and closes the socket */
  end(): void;
}

async function openMicrophone(): Promise<MediaStream> {
  if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) throw new MicrophoneError("insecure");
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
    });
  } catch (error) {
    throw new MicrophoneError(microphoneProblemOf(error));
  }
}

/**
 * A call to a vehicle's driver from this page: the microphone first (a refusal starts nothing on the dashcam), then
 * the call socket. Audio runs at 8 kHz in an AudioWorklet; frames are 16-bit little-endian PCM (the byte order of
 * every browser's typed arrays on the platforms they run on).
 */
export async function startCallSession(vehicleId: number, events: CallSessionEvents): Promise<CallSession> {
  const microphone = await openMicrophone();
  const context = new AudioContext({ sampleRate: CALL_SAMPLE_RATE, latencyHint: "interactive" });
  let muted = false;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const track of microphone.getTracks()) track.stop();
    void context.close();
  };
  try {
    await context.audioWorklet.addModule(workletUrl);
  } catch (error) {
    release();
    throw error;
  }
  const processorOptions = { frameSize: VOIP_BUFFER_SIZE };
  const capture = new AudioWorkletNode(context, "call-capture", { processorOptions, numberOfOutputs: 0 });
  const playback = new AudioWorkletNode(context, "call-playback", {
    processorOptions,
    numberOfInputs: 0,
    outputChannelCount: [1],
  });
  context.createMediaStreamSource(microphone).connect(capture);
  playback.connect(context.destination);
  if (context.state === "suspended") await context.resume();

  const url = new URL(CALL_SOCKET_PATH, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("vehicleId", String(vehicleId));
  const socket = new WebSocket(url);
  socket.binaryType = "arraybuffer";
  const silence = new Int16Array(VOIP_BUFFER_SIZE).buffer;

  capture.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
    // muted still sends (silent) frames: the server ends a call whose operator stops sending
    if (socket.readyState === WebSocket.OPEN) socket.send(muted ? silence : event.data);
  };
  playback.port.onmessage = (event: MessageEvent<{ level: number }>) => events.level(event.data.level);
  socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
    if (typeof event.data === "string") events.message(JSON.parse(event.data) as CallServerMessage);
    else playback.port.postMessage(event.data, [event.data]);
  };
  socket.onclose = (event) => {
    release();
    events.closed(event.code);
  };

  return {
    setMuted(value) {
      muted = value;
    },
    end() {
      if (socket.readyState === WebSocket.OPEN) socket.send(CALL_CLIENT_END);
      else socket.close();
    },
  };
}
