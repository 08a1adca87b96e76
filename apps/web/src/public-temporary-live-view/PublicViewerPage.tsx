/** @jsxImportSource preact */
import { useCallback, useEffect, useState } from "preact/hooks";
import { DeliveryCard } from "./DeliveryCard";
import { formatTimeLeft } from "./format";
import { LiveMapView } from "./LiveMapView";
import {
  PAGE_LANGUAGES,
  type PageLanguage,
  readPageLanguage,
  rememberPageLanguage,
  setPageLanguage,
  texts,
} from "./texts";
import type { LinkParams } from "./types";
import { usePublicViewer } from "./usePublicViewer";
import { VehicleCard } from "./VehicleCard";

/** The current time, ticking every second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Unavailable() {
  return (
    <main className="lt-unavailable" data-testid="live-track-unavailable">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="#e3f6fb" />
        <path
          d="M24 13v12l7 5"
          fill="none"
          stroke="#006d95"
          stroke-width="3.5"
          stroke-linecap="round"
          stroke-linejoin="round"
        />
      </svg>
      <h1>{texts.expiredTitle}</h1>
      <p>{texts.expiredBody}</p>
    </main>
  );
}

function Skeleton() {
  return (
    <div className="lt-page" aria-busy="true" data-testid="live-track-loading">
      <header className="lt-header">
        <span className="lt-skel lt-skel-title" />
        <span className="lt-skel lt-skel-line" />
      </header>
      <div className="lt-map-wrap">
        <div className="lt-map lt-skel-map" />
      </div>
      <section className="lt-panel">
        <ul className="lt-cards">
          {[0, 1].map((index) => (
            <li key={index}>
              <span className="lt-card lt-card-skel">
                <span className="lt-skel lt-skel-plate" />
                <span className="lt-skel lt-skel-line" />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The page's language: the browser's (Indonesian by default) until the viewer picks one with the switch. */
function usePageLanguage(): [PageLanguage, (language: PageLanguage) => void] {
  const [language, setLanguage] = useState<PageLanguage>(() => {
    const initial = readPageLanguage();
    setPageLanguage(initial);
    return initial;
  });
  const choose = useCallback((next: PageLanguage) => {
    setPageLanguage(next);
    rememberPageLanguage(next);
    setLanguage(next);
  }, []);
  return [language, choose];
}

function LanguageSwitch(props: { language: PageLanguage; onChange: (language: PageLanguage) => void }) {
  return (
    <fieldset className="lt-language" aria-label={texts.languageSwitch} data-testid="live-track-language">
      {PAGE_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={props.language === language}
          onClick={() => props.onChange(language)}
          data-testid={`live-track-language-${language}`}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}

/** The public page of a temporary live view: no login, opened from a WhatsApp message. */
export function PublicViewerPage({ link }: { link: LinkParams | null }) {
  const [language, setLanguage] = usePageLanguage();
  const track = usePublicViewer(link);
  const now = useNow();
  const [following, setFollowing] = useState<string | null>(null);
  const toggleFollow = useCallback(
    (ref: string) => setFollowing((current) => (current === ref ? null : ref)),
    [],
  );
  const stopFollowing = useCallback(() => setFollowing(null), []);

  const view = track.view;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title's text follows the language switch
  useEffect(() => {
    if (view?.name) document.title = `${view.name} — ${texts.pageTitle}`;
  }, [view?.name, language]);

  if (track.load === "unavailable") return <Unavailable />;
  if (track.load === "full")
    return (
      <main className="lt-unavailable" data-testid="live-track-full">
        <h1>{texts.fullTitle}</h1>
        <p>{track.refusal ?? texts.fullBody}</p>
        <button type="button" className="lt-retry" onClick={track.retry}>
          {texts.retry}
        </button>
      </main>
    );
  if (track.load === "failed" && !view)
    return (
      <main className="lt-unavailable" data-testid="live-track-failed">
        <p>{texts.loadFailed}</p>
        <button type="button" className="lt-retry" onClick={track.retry}>
          {texts.retry}
        </button>
      </main>
    );
  if (!view) return <Skeleton />;

  const serverNow = now + track.skewMs;
  const left = Date.parse(view.expiresOn) - serverNow;
  const done = view.delivery?.status === "DELIVERED" || view.delivery?.status === "FAILED";
  // once the consignee's order is done the page shows its outcome, no longer a time to arrival
  const showEta = view.destination != null && !done;

  return (
    <div className="lt-page">
      <header className="lt-header">
        <div className="lt-brand">
          <img src="/brand/logo-icon.svg" alt="" width="22" height="22" />
          <span>{texts.pageTitle}</span>
          <span className="lt-live" data-state={track.connection} data-testid="live-track-live">
            <span className="lt-live-dot" aria-hidden="true" />
            {track.connection === "live"
              ? texts.live
              : track.connection === "offline"
                ? texts.offlineBadge
                : texts.reconnecting}
          </span>
          <LanguageSwitch language={language} onChange={setLanguage} />
        </div>
        <h1 className="lt-title" data-testid="live-track-name">
          {view.name}
        </h1>
        {view.note && <p className="lt-note">{view.note}</p>}
        <p className="lt-countdown" data-testid="live-track-countdown" role="timer">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2" />
            <path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
          </svg>
          {left > 0 ? texts.validFor(formatTimeLeft(left)) : texts.expiringNow}
        </p>
      </header>

      {track.connection !== "live" && (
        <div className="lt-banner" role="status" data-testid="live-track-connection">
          {track.connection === "offline" ? texts.offline : texts.reconnecting}
        </div>
      )}

      <LiveMapView
        vehicles={track.vehicles}
        destination={view.destination}
        following={following}
        fitVersion={track.snapshotVersion}
        onVehicleTap={toggleFollow}
        onUserMove={stopFollowing}
      />

      <section className="lt-panel" aria-label={texts.vehicleCount(track.vehicles.length)}>
        {view.delivery && link && <DeliveryCard delivery={view.delivery} link={link} />}
        {view.destination && (
          <p className="lt-destination-line" data-testid="live-track-destination">
            <span className="lt-destination-pin" aria-hidden="true" />
            <span>
              <span className="lt-detail-label">{texts.destination}</span>
              <span className="lt-destination-name">
                {view.destination.fullName || view.destination.name}
              </span>
            </span>
          </p>
        )}
        <ul className="lt-cards">
          {track.vehicles.map((vehicle) => (
            <VehicleCard
              key={vehicle.ref}
              vehicle={vehicle}
              eta={track.etas[vehicle.ref]}
              showEta={showEta}
              followed={following === vehicle.ref}
              now={serverNow}
              onTap={toggleFollow}
            />
          ))}
        </ul>
        <p className="lt-footer">{texts.poweredBy}</p>
      </section>
    </div>
  );
}
