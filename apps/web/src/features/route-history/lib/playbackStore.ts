import { useSyncExternalStore } from "react";
import { advance } from "./playback";

export interface PlaybackState {
  time: number;
  playing: boolean;
  speed: number;
}

/**
 * Playback clock outside React state: the page does not re-render on every frame, only the marker, the
 * slider and the chart cursor that subscribe to it.
 */
export function createPlaybackStore(start: number, end: number) {
  let state: PlaybackState = { time: start, playing: false, speed: 4 };
  const listeners = new Set<() => void>();
  let frame = 0;
  let last = 0;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (patch: Partial<PlaybackState>) => {
    state = { ...state, ...patch };
    emit();
  };
  const tick = (now: number) => {
    const next = advance(state.time, now - last, state.speed, end);
    last = now;
    set({ time: next, playing: next < end });
    if (next < end) frame = requestAnimationFrame(tick);
  };
  return {
    start,
    end,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    seek(time: number) {
      set({ time: Math.min(end, Math.max(start, time)) });
    },
    setSpeed(speed: number) {
      set({ speed });
    },
    play() {
      if (state.playing) return;
      if (state.time >= end) state = { ...state, time: start };
      last = performance.now();
      set({ playing: true });
      frame = requestAnimationFrame(tick);
    },
    pause() {
      cancelAnimationFrame(frame);
      set({ playing: false });
    },
    dispose() {
      cancelAnimationFrame(frame);
      listeners.clear();
    },
  };
}

export type PlaybackStore = ReturnType<typeof createPlaybackStore>;

export function usePlayback<T>(store: PlaybackStore, select: (state: PlaybackState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
