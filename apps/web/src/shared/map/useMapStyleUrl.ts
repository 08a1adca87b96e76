import { useAppConfig } from "@/shared/session/useAppConfig";

const OFFLINE_STYLE = "/api/basemap/style.json";

/** The style the server chose (MAP_STYLE_URL or the offline basemap), as an absolute URL. */
export function useMapStyleUrl(): string | undefined {
  const config = useAppConfig();
  if (config.isPending) return undefined;
  const url = config.data?.mapStyleUrl ?? OFFLINE_STYLE;
  return new URL(url, window.location.origin).toString();
}
