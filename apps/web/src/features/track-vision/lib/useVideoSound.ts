import { type RefObject, useMemo, useRef, useState } from "react";
import { canDecodeAac } from "./aacSoundDecoder";

/** A player of a video's 8 kHz PCM; `Clock` is what it needs to know of the video with each chunk. */
export interface VideoSoundPlayer<Clock> {
  /** PCM bytes (16-bit little-endian, an even count); taken over */
  push(pcm: ArrayBuffer, clock: Clock): void;
  /** drops the sound queued (a pause, a seek); a live tile's player has nothing to drop */
  reset?(): void;
  close(): void;
}

/**
 * Opens a sound player (from the click that turned the sound on); `onReport` gets the level played (RMS, 0–1) and,
 * from a player that knows it, the video's media time of the sound heard (null when none is).
 */
export type OpenVideoSoundPlayer<Clock> = (
  onReport: (level: number, soundAt?: number | null) => void,
) => Promise<VideoSoundPlayer<Clock>>;

/**
 * A video's sound (a live tile's, a playback's): muted at first, offered once the server names its codec; turning it
 * on opens a player with `open` (from the click: browsers start sound only when the user asked for it) and asks the
 * server for it (`ask`, false when it could not). `screen` shows, for tests, the PCM frames received
 * (`data-sound-frames`), the level played (`data-sound-level`) and, from a player in step with its video, the media
 * time of the sound heard and the `performance.now()` it was heard at (`data-sound-at`, "12.340@5678.9"; absent
 * when none is). Its functions keep their identity.
 */
export function useVideoSound<Clock>(
  screen: RefObject<HTMLElement | null>,
  open: OpenVideoSoundPlayer<Clock>,
) {
  /** the sound's codec once the server offers it */
  const [codec, setCodec] = useState<string | null>(null);
  const [on, setOn] = useState(false);
  const player = useRef<VideoSoundPlayer<Clock> | null>(null);
  const frames = useRef(0);

  const actions = useMemo(() => {
    const mute = () => {
      player.current?.close();
      player.current = null;
      screen.current?.removeAttribute("data-sound-at");
      setOn(false);
    };
    const report = (level: number, soundAt?: number | null) => {
      screen.current?.setAttribute("data-sound-level", level.toFixed(4));
      if (soundAt === undefined) return;
      if (soundAt === null) return screen.current?.removeAttribute("data-sound-at");
      screen.current?.setAttribute("data-sound-at", `${soundAt.toFixed(3)}@${performance.now().toFixed(1)}`);
    };
    return {
      /** the server offers the sound: AAC only where the browser can decode it (WebCodecs) */
      offered(offeredCodec: string) {
        if (offeredCodec !== "AAC" || canDecodeAac()) setCodec(offeredCodec);
      },
      /** PCM from the socket, played when the sound is on */
      push(pcm: ArrayBuffer, clock: Clock) {
        player.current?.push(pcm, clock);
        frames.current += 1;
        screen.current?.setAttribute("data-sound-frames", String(frames.current));
      },
      /** drops the sound queued (a pause, a seek, another speed) */
      reset() {
        player.current?.reset?.();
      },
      async toggle(ask: (on: boolean) => boolean) {
        if (player.current) {
          ask(false);
          return mute();
        }
        const opened = await open(report).catch(() => null);
        if (!opened || !ask(true)) return opened?.close();
        player.current = opened;
        setOn(true);
      },
      /** the video stopped: sound off, not offered */
      close() {
        mute();
        frames.current = 0;
        setCodec(null);
        screen.current?.removeAttribute("data-sound-frames");
        screen.current?.removeAttribute("data-sound-level");
      },
    };
  }, [screen, open]);
  return { codec, on, ...actions };
}

/** What the speaker toggle needs of a video's sound, whatever its player. */
export type VideoSound = Pick<ReturnType<typeof useVideoSound>, "codec" | "on" | "toggle">;
