import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/apiRequest";

export interface AppConfig {
  helpUrl: string;
  version: string;
  /** MapLibre style of the maps (the server's offline basemap unless MAP_STYLE_URL is set). */
  mapStyleUrl?: string;
  /** Origin of the tracking links the server hands out (PUBLIC_URL). */
  publicUrl?: string;
}

/** Public client configuration (help centre address, server version). */
export function useAppConfig() {
  return useQuery({
    queryKey: ["app-config"],
    queryFn: async ({ signal }) => (await apiRequest<AppConfig>("/api/config", { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
