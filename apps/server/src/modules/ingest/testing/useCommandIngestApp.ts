import { afterAll, beforeAll } from "vitest";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import type { Ingest } from "../startIngest.js";
import { startCommandIngest } from "./startCommandIngest.js";

/** What `useCommandIngestApp` gives the tests of its `describe` block, set before the first test runs. */
export interface CommandIngestApp {
  t: TestApp;
  ingest: Ingest;
  /** The demo admin's session cookie. */
  admin: string;
}

/**
 * For the `describe` block it is called in: a test app with every gateway started (`startCommandIngest`) and the
 * demo admin signed in, closed after its last test.
 */
export function useCommandIngestApp(): CommandIngestApp {
  const app = {} as CommandIngestApp;
  beforeAll(async () => {
    app.t = await startTestApp();
    app.ingest = await startCommandIngest(app.t);
    app.admin = await app.t.login("admin");
  });
  afterAll(async () => {
    await app.ingest?.stop();
    await app.t?.close();
  });
  return app;
}
