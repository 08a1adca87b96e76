/** @jsxImportSource preact */
import { type PublicDelivery, publicLinkQuery } from "@armada/domain";
import { formatDateTime } from "@/shared/i18n/format";
import { pageLanguage, texts } from "./texts";
import type { LinkParams } from "./types";

/**
 * The consignee's order on their link (issue 33): its status and, once done, who received it and when with the
 * photo of the signed delivery note, or why it failed.
 */
export function DeliveryCard({ delivery, link }: { delivery: PublicDelivery; link: LinkParams }) {
  const delivered = delivery.status === "DELIVERED";
  return (
    <section className="lt-delivery" data-status={delivery.status} data-testid="live-track-delivery">
      <p className="lt-delivery-head">
        <span className="lt-delivery-code">{texts.order(delivery.code)}</span>
        <span className="lt-chip lt-delivery-status" data-status={delivery.status}>
          {texts.orderStatus[delivery.status]}
        </span>
      </p>
      {(delivery.doneOn || delivery.receiverName || delivery.failureReason) && (
        <dl className="lt-delivery-facts">
          {delivered && delivery.receiverName && (
            <div>
              <dt className="lt-detail-label">{texts.receivedBy}</dt>
              <dd data-testid="live-track-receiver">{delivery.receiverName}</dd>
            </div>
          )}
          {delivery.doneOn && (
            <div>
              <dt className="lt-detail-label">{texts.doneAt}</dt>
              <dd>{formatDateTime(delivery.doneOn, pageLanguage, "short")}</dd>
            </div>
          )}
          {delivery.failureReason && (
            <div>
              <dt className="lt-detail-label">{texts.failureReason}</dt>
              <dd>{texts.failureReasons[delivery.failureReason]}</dd>
            </div>
          )}
        </dl>
      )}
      {delivery.hasPhoto && (
        <img
          className="lt-delivery-photo"
          src={`/api/public/live-track/${link.id}/photo?${publicLinkQuery(link)}`}
          alt={texts.proofPhoto}
          loading="lazy"
          data-testid="live-track-pod-photo"
        />
      )}
    </section>
  );
}
