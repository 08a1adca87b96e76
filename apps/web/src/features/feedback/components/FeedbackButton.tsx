import {
  can,
  FEEDBACK_DELAY_MS,
  feedbackDismissalExpiry,
  hidesReferralAndFeedback,
  parseCompanyTimeZone,
  shouldOfferFeedback,
} from "@armada/domain";
import { IconMessageStar } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { readStorage, writeStorage } from "@/shared/lib/storage";
import { useAfterFirstPaint } from "@/shared/lib/useAfterFirstPaint";
import { useSession } from "@/shared/session/SessionContext";
import { lazyWhenOpened } from "@/shared/ui/lazyWhenOpened";
import { TopBarAction } from "@/shared/ui/TopBarAction";
import { useUnaskedPopup } from "@/shared/ui/useUnaskedPopup";
import { useFeedbackStatus } from "../api/feedbackApi";

const FeedbackModal = lazyWhenOpened(async () => (await import("./FeedbackModal")).FeedbackModal);

const DISMISSED_KEY = "armada.feedbackDismissedUntil";

/**
 * Top bar: the feedback link, and the modal it opens by itself 60 s after load in the last 5 days of the month,
 * unless dismissed today or already answered (docs/spec/alert-center-and-shell.md §4), and never over an open dialog (it waits for it to close). Not for company 1449 or without customer-wish-feedback:create.
 */
export function FeedbackButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const allowed =
    can(session.accessKeys, "customer-wish-feedback:create") && !hidesReferralAndFeedback(session.companyId);
  // only the offer a minute later needs it: asked for once the page's first view is shown
  const pageShown = useAfterFirstPaint();
  const status = useFeedbackStatus(allowed && pageShown);
  const [asked, setAsked] = useState(false);
  const [offerDue, setOfferDue] = useState(false);
  const offered = useUnaskedPopup(offerDue);
  const zone = parseCompanyTimeZone(session.identity.timeZone);

  // the minute counts from load, not from when this month's answer arrives
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    const timer = setTimeout(() => setDelayPassed(true), FEEDBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed]);
  useEffect(() => {
    if (!delayPassed || !status.data) return;
    const offer = shouldOfferFeedback({
      now: new Date(),
      zone,
      dismissedUntil: Number(readStorage(DISMISSED_KEY)) || null,
      status: status.data,
      whiteLabel: hidesReferralAndFeedback(session.companyId),
    });
    if (offer) setOfferDue(true);
  }, [delayPassed, status.data, zone, session.companyId]);

  if (!allowed) return null;
  const close = () => {
    setAsked(false);
    setOfferDue(false);
  };
  const dismiss = () => {
    writeStorage(DISMISSED_KEY, String(feedbackDismissalExpiry(new Date())));
    close();
  };
  return (
    <>
      <TopBarAction
        icon={<IconMessageStar size={21} stroke={1.7} />}
        label={t("feedback.link")}
        onClick={() => setAsked(true)}
        testId="feedback-link"
        className={className}
      />
      <FeedbackModal opened={asked || offered} onDismiss={dismiss} onSent={close} />
    </>
  );
}
