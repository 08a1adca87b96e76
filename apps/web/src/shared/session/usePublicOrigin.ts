import { useAppConfig } from "./useAppConfig";

/**
 * The origin the server puts in tracking links and WhatsApp texts (its PUBLIC_URL), so a link copied here is the
 * one the recipients get; the page's own origin only until the configuration has loaded.
 */
export function usePublicOrigin(): string {
  return useAppConfig().data?.publicUrl ?? window.location.origin;
}
