import type { TestApp } from "../../../testing/testApp.js";
import { silentLogger } from "../ingestLogger.js";
import { startIngest } from "../startIngest.js";
import { ingestTestConfig } from "./ingestTestConfig.js";

/**
 * Every gateway of the test app on free local ports, sending the app's device commands over open connections and
 * recording driver cards.
 */
export const startCommandIngest = (t: TestApp) =>
  startIngest(
    t.services.positionPipeline,
    ingestTestConfig(),
    silentLogger,
    {},
    { commands: t.services.deviceCommandLink.hooks, driverCards: t.services.driverIdentifications },
  );
