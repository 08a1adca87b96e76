const OFFLINE_STYLE = "/api/basemap/style.json";

/** The map style's address: the deployment's own (`/api/config`) or the offline basemap. */
export async function mapStyleUrl(): Promise<string> {
  try {
    const response = await fetch("/api/config", { headers: { accept: "application/json" } });
    if (response.ok) {
      const config = (await response.json()) as { mapStyleUrl?: string };
      if (config.mapStyleUrl) return new URL(config.mapStyleUrl, window.location.origin).toString();
    }
  } catch {
    // the offline basemap below
  }
  return new URL(OFFLINE_STYLE, window.location.origin).toString();
}
