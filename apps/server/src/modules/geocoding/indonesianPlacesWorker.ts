import { parentPort } from "node:worker_threads";
import { buildIndonesianPlaces } from "./indonesianPlaces.js";

/**
 * Builds the Indonesian places off the server's thread (`offlinePlaces` in indonesianPlaces.ts): reading GeoNames'
 * 135,000 places of the world takes about half a second of one core, which the first positions after a start would
 * otherwise wait behind. Only Indonesia's ~2,000 places cross back.
 */
if (!parentPort) throw new Error("indonesianPlacesWorker runs as a worker thread");
parentPort.postMessage(buildIndonesianPlaces());
