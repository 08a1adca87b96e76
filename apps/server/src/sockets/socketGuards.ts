import { type ErrorName, type Language, messageFor } from "@armada/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import { AppError } from "../http/appError.js";

/** Closes a socket with one of the SOCKET_CLOSE codes and the localised text of `errorName` as the reason. */
export function closeSocket(socket: WebSocket, code: number, errorName: ErrorName, language: Language) {
  socket.close(code, messageFor(errorName, language));
}

/**
 * Whether a WebSocket upgrade may come from `origin`: a page of this server (the Host it was asked under), of
 * PUBLIC_URL or of ALLOWED_ORIGINS. Clients that are not browsers send no Origin and cannot be abused by another
 * site, so they pass.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
) {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.host === host || allowed.has(url.origin);
  } catch {
    return false;
  }
}

/** Refuses WebSocket upgrades (/ws, /ws/live-track) from other sites' pages with 403 before the upgrade. */
export const socketOriginGuard = fp(async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
  const allowed = new Set(options.allowedOrigins);
  // preValidation, not onRequest: @fastify/websocket's own onRequest hook must have run, so that it ends the
  // refused upgrade's connection after the 403
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/ws") || request.headers.upgrade?.toLowerCase() !== "websocket") return;
    if (!originAllowed(request.headers.origin, request.headers.host, allowed))
      throw new AppError("OriginRejected", 403);
  });
});
