/** Same shape as pino's (Fastify's app.log): the server passes its own logger in. */
export interface SimulatorLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
}

export const silentSimulatorLogger: SimulatorLogger = { info() {}, warn() {} };

/** One line per message on stdout, for the command line. */
export const consoleSimulatorLogger: SimulatorLogger = {
  info: (details, message) =>
    console.log(`${new Date().toISOString()} ${message ?? ""} ${JSON.stringify(details)}`),
  warn: (details, message) =>
    console.warn(`${new Date().toISOString()} ${message ?? ""} ${JSON.stringify(details)}`),
};
