import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/apiRequest";

export interface AppConfig {
  helpUrl: string;
  version: string;
  /** MapLibre style of the maps (the server's offline basemap unless MAP_STYLE_URL is set). */
  mapStyleUrl?: string;
  /** the deepest zoom the basemap has detail for (null: an external style, no cap) */
  mapDetailMaxZoom?: number | null;
  /** Origin of the tracking links the server hands out (PUBLIC_URL). */
  publicUrl?: string;
  /** "Hubungi Kami": each contact is null when its SUPPORT_* setting is not set */
  supportContacts?: SupportContacts;
  /** the server's WhatsApp provider; "log" stores messages without sending them */
  whatsappProvider?: string;
}

export interface SupportContacts {
  /** digits only, for https://wa.me/<number> */
  whatsapp: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
}

/** Public client configuration (help centre address, server version, support contacts, WhatsApp provider). */
export function useAppConfig() {
  return useQuery({
    queryKey: ["app-config"],
    queryFn: async ({ signal }) => (await apiRequest<AppConfig>("/api/config", { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
