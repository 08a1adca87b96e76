import { useEffect } from "react";
import { useAppConfig } from "@/shared/session/useAppConfig";
import { FullPageLoader } from "@/shared/ui/FullPageLoader";

/** /help/ typed into the address bar: go to the external knowledge base. */
export function HelpRedirect() {
  const { data } = useAppConfig();
  useEffect(() => {
    if (data?.helpUrl) window.location.replace(data.helpUrl);
  }, [data?.helpUrl]);
  return <FullPageLoader />;
}
