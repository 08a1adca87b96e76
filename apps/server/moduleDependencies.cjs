/**
 * The server modules each module may import (through its index.ts). These arrows form a layering with no cycle:
 * company and the small modules at the bottom, then auth, geofences and fleet, positions, and the features that
 * combine them on top. A module that needs something of a module above it takes it as an injected callback or an
 * event on the bus. .dependency-cruiser.cjs checks them acyclic, so a new arrow that closes a cycle fails `npm run boundaries`.
 */
const moduleDependencies = {
  alerts: ["auth", "company", "fleet", "geocoding", "geofences", "messaging", "positions", "push"],
  announcements: ["auth", "company", "feature-flags"],
  auth: ["company"],
  "back-to-v1": ["auth", "company"],
  banner: ["auth"],
  basemap: [],
  company: [],
  "device-commands": ["auth", "company", "fleet", "positions"],
  "driver-call": ["auth", "company", "fleet", "ingest", "media"],
  "driver-scores": ["alerts", "auth", "company", "fleet", "media", "positions"],
  "feature-flags": ["auth", "company"],
  feedback: ["auth", "company"],
  fleet: ["auth", "company", "geofences"],
  geocoding: ["auth", "basemap", "geofences"],
  geofences: ["auth", "company"],
  ingest: ["auth", "device-commands", "fleet", "positions"],
  media: ["alerts", "auth", "company", "fleet", "ingest", "positions"],
  messaging: ["auth", "company"],
  "new-modules": [],
  positions: ["auth", "company", "fleet", "geocoding"],
  profile: ["auth", "messaging"],
  push: ["auth", "company", "messaging"],
  referral: ["auth", "company"],
  reports: ["alerts", "auth", "company", "driver-scores", "fleet", "geocoding", "geofences"],
  system: ["auth", "basemap", "positions", "temporary-live-view"],
  "temporary-live-view": ["auth", "company", "fleet", "geofences", "messaging", "positions"],
  uploads: ["auth"],
};

module.exports = { moduleDependencies };
