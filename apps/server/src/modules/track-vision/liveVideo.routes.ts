import {
  canPlayBackVideo,
  canWatchLiveVideo,
  type LiveVideoServerMessage,
  liveVideoClientMessageSchema,
  liveVideoRequestSchema,
  messageFor,
  type PlaybackServerMessage,
  playbackCommandSchema,
  playbackRequestSchema,
  SOCKET_CLOSE,
  TRACK_VISION_SOCKET_PATH,
} from "@armada/domain";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { AppError, forbidden } from "../../http/appError.js";
import { parseInput } from "../../http/envelope.js";
import { requireSocketSession } from "../../sockets/requireSocketSession.js";
import type { LiveStreams, LiveWatch } from "./liveStreams.js";
import type { PlaybackSession, Playbacks } from "./playbacks.js";
import type { VideoViews } from "./videoViews.js";

/** a viewer this far behind skips to the next key frame instead of queueing (≈ 2 s of a sub stream) */
const MAX_BUFFERED_BYTES = 512 * 1024;

/**
 * The live video socket (TRACK_VISION_SOCKET_PATH?vehicleId=…&channel=…&quality=main|sub): opening it watches the
 * vehicle's camera channel, closing it leaves. With `mode=playback&start=…&end=…` it plays that window of the
 * dashcam's card instead, and takes PlaybackCommand text frames; both take LiveVideoClientMessage (sound on/off).
 * Text frames are LiveVideoServerMessage (PlaybackServerMessage), binary frames fMP4 or sound (`liveAudioMessage`). Needs the
 * WebSocket plugin (registered by the operator socket hub, whose origin guard covers /ws paths) and a session.
 */
export async function liveVideoRoutes(
  app: FastifyInstance,
  options: { liveStreams: LiveStreams; playbacks: Playbacks; videoViews: VideoViews },
) {
  app.get(
    TRACK_VISION_SOCKET_PATH,
    {
      websocket: true,
      preValidation: requireSocketSession,
    },
    (socket: WebSocket, request) => {
      const user = request.auth;
      if (!user) return socket.close(SOCKET_CLOSE.sessionEnded);
      const send = (message: LiveVideoServerMessage | PlaybackServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const playback = (request.query as { mode?: unknown } | undefined)?.mode === "playback";
      let watch: LiveWatch | PlaybackSession | null = null;
      let closed = false;
      /** the session's video_views row, once written */
      let view: Promise<number | null> = Promise.resolve(null);
      socket.on("close", () => {
        closed = true;
        watch?.leave();
        void view.then((id) => (id === null ? undefined : options.videoViews.end(id)));
      });
      // playback commands (pause, resume, seek, speed) or sound on/off as JSON text frames; anything else is ignored
      socket.on("message", (data: Buffer, binary: boolean) => {
        if (binary || !watch) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString());
        } catch {
          return;
        }
        const sound = liveVideoClientMessageSchema.safeParse(parsed);
        if (sound.success) return watch.sound(sound.data.on);
        const command = playbackCommandSchema.safeParse(parsed);
        if (command.success && "command" in watch) watch.command(command.data);
      });
      socket.on("error", (error) => request.log.debug({ err: error }, "live video socket error"));
      const viewer = {
        message: send,
        segment(bytes: Uint8Array) {
          if (socket.readyState !== socket.OPEN || socket.bufferedAmount > MAX_BUFFERED_BYTES) return false;
          socket.send(bytes, { binary: true });
          return true;
        },
        audio(bytes: Uint8Array) {
          // sound is dropped, not queued, behind a slow viewer: the video's key-frame skip keeps them close
          if (socket.readyState === socket.OPEN && socket.bufferedAmount <= MAX_BUFFERED_BYTES)
            socket.send(bytes, { binary: true });
        },
        ended() {
          socket.close(1000);
        },
      };
      const start = async () => {
        const input = playback
          ? parseInput(playbackRequestSchema, request.query, request.language)
          : { mode: "live" as const, ...parseInput(liveVideoRequestSchema, request.query, request.language) };
        if (!(input.mode === "playback" ? canPlayBackVideo : canWatchLiveVideo)(user.accessKeys))
          throw forbidden();
        await options.videoViews.requireQuota(user);
        const started: LiveWatch | PlaybackSession =
          input.mode === "playback"
            ? await options.playbacks.play(user, input, viewer)
            : await options.liveStreams.watch(user, input, viewer);
        return { started, input };
      };
      start().then(
        ({ started, input }) => {
          watch = started;
          if (closed) return started.leave();
          view = options.videoViews
            .start(
              user,
              {
                vehicleId: input.vehicleId,
                channel: input.channel,
                mode: input.mode,
                recordedStart: input.mode === "playback" ? input.start : null,
                recordedEnd: input.mode === "playback" ? input.end : null,
              },
              (quota) => {
                // the month's minutes ran out while watching
                send({
                  type: "refused",
                  errorName: "VideoQuotaExhausted",
                  message: messageFor("VideoQuotaExhausted", request.language, { quota }),
                });
                socket.close(4429);
              },
            )
            .then(
              (id) => {
                if (closed) void options.videoViews.end(id);
                return id;
              },
              (error: unknown) => {
                request.log.error({ err: error }, "video view not written");
                return null;
              },
            );
        },
        (error: unknown) => {
          const refusal = error instanceof AppError ? error : null;
          if (!refusal) request.log.error({ err: error }, "live video not started");
          const errorName = refusal?.errorName ?? "InternalError";
          send({
            type: "refused",
            errorName,
            message: messageFor(errorName, request.language, refusal?.params),
          });
          // 4000 + the HTTP status: 4403 no key, 4404 no such vehicle, 4409 at the maximum, 4422 no camera,
          // 4429 the month's video minutes are used up
          socket.close(4000 + (refusal?.status ?? 500));
        },
      );
    },
  );
}
