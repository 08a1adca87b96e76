import {
  bytesFromPcm,
  CALL_CLIENT_END,
  CALL_SOCKET_PATH,
  type CallServerMessage,
  messageFor,
  pcmFromBytes,
  SOCKET_CLOSE,
} from "@armada/domain";
import type { FastifyInstance } from "fastify";
import type { RawData, WebSocket } from "ws";
import { AppError } from "../../http/appError.js";
import { requireSocketSession } from "../../sockets/requireSocketSession.js";
import type { CallHandle, CallService } from "./callService.js";

/** a socket this far behind drops the dashcam's audio instead of queueing it (≈ 4 s of PCM) */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** one frame from the browser: at most a second of PCM */
const MAX_FRAME_BYTES = 16_000;

const asBytes = (data: RawData): Uint8Array =>
  Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? new Uint8Array(data) : data;

/**
 * The call socket (CALL_SOCKET_PATH?vehicleId=…): opening it starts a call to the vehicle's driver, closing it
 * ends the call. Needs the WebSocket plugin (registered by the operator socket hub) and a session.
 */
export async function callRoutes(app: FastifyInstance, options: { calls: CallService }) {
  app.get(
    CALL_SOCKET_PATH,
    {
      websocket: true,
      preValidation: requireSocketSession,
    },
    (socket: WebSocket, request) => {
      const user = request.auth;
      if (!user) return socket.close(SOCKET_CLOSE.sessionEnded);
      const send = (message: CallServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let call: CallHandle | null = null;
      let closed = false;
      const pending: Uint8Array[] = [];
      const handleData = (data: RawData, binary: boolean) => {
        if (!binary) {
          if (data.toString() === CALL_CLIENT_END) void call?.end("operatorEnded");
          return;
        }
        const bytes = asBytes(data);
        if (bytes.length > MAX_FRAME_BYTES) return;
        if (call) call.operatorAudio(pcmFromBytes(bytes));
        else if (pending.length < 4) pending.push(bytes);
      };
      socket.on("message", handleData);
      socket.on("close", () => {
        closed = true;
        void call?.end("operatorDisconnected");
      });
      socket.on("error", (error) => request.log.debug({ err: error }, "call socket error"));

      const vehicleId = Number((request.query as { vehicleId?: string }).vehicleId);
      const peer = {
        message(message: CallServerMessage) {
          send(message);
          if (message.type === "ended") socket.close(1000);
        },
        audio(pcm: Int16Array) {
          if (socket.readyState === socket.OPEN && socket.bufferedAmount <= MAX_BUFFERED_BYTES)
            socket.send(bytesFromPcm(pcm), { binary: true });
        },
      };
      (Number.isInteger(vehicleId) && vehicleId > 0
        ? options.calls.start(user, vehicleId, peer)
        : Promise.reject(new AppError("NotFound", 404))
      ).then(
        (started) => {
          call = started;
          if (closed) return void started.end("operatorDisconnected");
          for (const bytes of pending.splice(0)) started.operatorAudio(pcmFromBytes(bytes));
        },
        (error: unknown) => {
          const refusal = error instanceof AppError ? error : null;
          if (!refusal) request.log.error({ err: error }, "call not started");
          const errorName = refusal?.errorName ?? "InternalError";
          send({
            type: "refused",
            errorName,
            message: messageFor(errorName, request.language, refusal?.params),
          });
          // 4000 + the HTTP status: 4404 no such vehicle, 4409 at the maximum or busy, 4422 not supported
          socket.close(4000 + (refusal?.status ?? 500));
        },
      );
    },
  );
}
