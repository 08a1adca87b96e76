import WebSocket from "ws";

/** A WebSocket client for tests: every text it received, and how it closed (code, reason, time). */
export interface TestSocket {
  socket: WebSocket;
  texts: string[];
  /** the parsed messages of `type` received so far */
  messages<T = Record<string, unknown>>(type: string): T[];
  closed: Promise<{ code: number; reason: string; at: number }>;
  opened: Promise<void>;
}

export function openTestSocket(url: string, headers: Record<string, string> = {}): TestSocket {
  const socket = new WebSocket(url, { headers });
  const texts: string[] = [];
  socket.on("message", (data) => texts.push(data.toString()));
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.on("open", () => resolve());
    socket.on("error", reject);
  });
  const messages = <T>(type: string) =>
    texts.flatMap((text) => {
      if (!text.startsWith("{")) return [];
      const message = JSON.parse(text) as { type?: string };
      return message.type === type ? [message as T] : [];
    });
  return { socket, texts, messages, closed, opened };
}

export async function waitFor(condition: () => boolean, ms = 4_000) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}
