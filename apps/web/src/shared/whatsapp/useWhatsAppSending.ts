import { useAppConfig } from "../session/useAppConfig";

/**
 * Whether the server really sends WhatsApp messages. With the default `log` provider it only stores them, and
 * the UI must not say "terkirim". Until the config has loaded, nothing is claimed either way (`sends` is null).
 */
export function useWhatsAppSending(): { provider: string | null; sends: boolean | null } {
  const provider = useAppConfig().data?.whatsappProvider ?? null;
  return { provider, sends: provider === null ? null : provider !== "log" };
}
