import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";

describe("road routing configuration", () => {
  it("defaults to the travel times learned from the fleet", () => {
    expect(loadConfig({}).routing).toEqual({ provider: "learned" });
  });

  it("reads a road router with its URL and timeout", () => {
    expect(
      loadConfig({
        ROUTING_PROVIDER: "osrm",
        ROUTING_OSRM_URL: "http://osrm:5000/",
        ROUTING_TIMEOUT_MS: "2500",
      }).routing,
    ).toEqual({ provider: "osrm", url: "http://osrm:5000", timeoutMs: 2500 });
    expect(
      loadConfig({ ROUTING_PROVIDER: "valhalla", ROUTING_VALHALLA_URL: "http://valhalla:8002" }).routing,
    ).toEqual({ provider: "valhalla", url: "http://valhalla:8002", timeoutMs: 10_000 });
  });

  it("reads Google's Routes API with its key, at Google's address unless told another", () => {
    expect(loadConfig({ ROUTING_PROVIDER: "google", ROUTING_GOOGLE_API_KEY: " AIzaKey " }).routing).toEqual({
      provider: "google",
      url: "https://routes.googleapis.com",
      apiKey: "AIzaKey",
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        ROUTING_PROVIDER: "google",
        ROUTING_GOOGLE_API_KEY: "AIzaKey",
        ROUTING_GOOGLE_URL: "http://127.0.0.1:9999/",
      }).routing,
    ).toMatchObject({ url: "http://127.0.0.1:9999" });
  });

  it("stops the start on Google without its key or at an address that is no URL, never quoting the key", () => {
    expect(() => loadConfig({ ROUTING_PROVIDER: "google" })).toThrow(
      /ROUTING_PROVIDER=google needs ROUTING_GOOGLE_API_KEY/,
    );
    expect(() => loadConfig({ ROUTING_PROVIDER: "google", ROUTING_GOOGLE_API_KEY: "   " })).toThrow(
      /ROUTING_GOOGLE_API_KEY/,
    );
    const badUrl = (() => {
      try {
        loadConfig({
          ROUTING_PROVIDER: "google",
          ROUTING_GOOGLE_API_KEY: "AIzaSecret",
          ROUTING_GOOGLE_URL: "routes",
        });
      } catch (error) {
        return (error as Error).message;
      }
      return "no error";
    })();
    expect(badUrl).toMatch(/ROUTING_GOOGLE_URL/);
    expect(badUrl).not.toContain("AIzaSecret");
  });

  it("stops the start on an unknown provider or a router without its URL", () => {
    expect(() => loadConfig({ ROUTING_PROVIDER: "mapbox" })).toThrow(
      /ROUTING_PROVIDER is one of learned, osrm, valhalla, google/,
    );
    expect(() => loadConfig({ ROUTING_PROVIDER: "osrm" })).toThrow(
      /ROUTING_PROVIDER=osrm needs ROUTING_OSRM_URL/,
    );
    expect(() => loadConfig({ ROUTING_PROVIDER: "valhalla", ROUTING_OSRM_URL: "http://osrm:5000" })).toThrow(
      /ROUTING_VALHALLA_URL/,
    );
    expect(() => loadConfig({ ROUTING_OSRM_URL: "not a url" })).toThrow(/ROUTING_OSRM_URL/);
  });
});
