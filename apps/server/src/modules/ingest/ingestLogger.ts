/** The part of Fastify's (pino) logger the gateways use; app.log fits. */
export interface IngestLogger {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export const silentLogger: IngestLogger = { debug() {}, info() {}, warn() {}, error() {} };
