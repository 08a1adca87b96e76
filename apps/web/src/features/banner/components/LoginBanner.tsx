import { isBannerDay, parseCompanyTimeZone } from "@armada/domain";
import { Image, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { apiRequest } from "@/shared/api/apiRequest";
import { useSession } from "@/shared/session/SessionContext";
import { LOGIN_SUCCESS_PARAM } from "@/shared/ui/WelcomeBanner";

interface ActiveBanner {
  banner_id: number;
  title: string;
  image_url: string;
  day_show: number[];
}

/** GET /banner-active/company?domain= (this page's host); when it fails, the fallback GET /banner-active. */
async function fetchActiveBanner(signal: AbortSignal): Promise<ActiveBanner | null> {
  const domain = encodeURIComponent(window.location.hostname);
  try {
    return (
      (await apiRequest<ActiveBanner[]>(`/api/banner-active/company?domain=${domain}`, { signal })).data[0] ??
      null
    );
  } catch (error) {
    if (signal.aborted) throw error;
    return (await apiRequest<ActiveBanner[]>("/api/banner-active", { signal })).data[0] ?? null;
  }
}

/** The banner modal (docs/spec/alert-center-and-shell.md §4): on the Dashboard right after login, when today's weekday is in its day_show. */
export function LoginBanner() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const isMobile = useMediaQuery("(max-width: 36em)");
  // read once: the welcome greeting removes the login flag when dismissed
  const [afterLogin] = useState(() => searchParams.get(LOGIN_SUCCESS_PARAM) === "true");
  const [closed, setClosed] = useState(false);
  const banner = useQuery({
    queryKey: ["banner-active", session.companyId],
    queryFn: ({ signal }) => fetchActiveBanner(signal),
    enabled: afterLogin,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const zone = parseCompanyTimeZone(session.identity.timeZone);
  const shown = banner.data && isBannerDay(banner.data.day_show, new Date(), zone) ? banner.data : null;
  return (
    <Modal
      opened={!!shown && !closed}
      onClose={() => setClosed(true)}
      title={shown?.title}
      size="lg"
      fullScreen={isMobile}
      centered
      data-testid="login-banner"
    >
      {shown ? <Image src={shown.image_url} alt={shown.title} radius="md" /> : null}
    </Modal>
  );
}
