import { type CompanyTimeZone, formatZonedTime } from "@armada/domain";

/** The WhatsApp text that brings a recipient their tracking link (Indonesian, like the product; the company's zone). */
export function temporaryLiveViewLinkMessage(input: {
  recipientName: string;
  companyName: string;
  viewName: string;
  link: string;
  expiresOn: Date;
  timeZone: CompanyTimeZone;
}) {
  return [
    `Halo ${input.recipientName},`,
    `${input.companyName} membagikan pelacakan langsung "${input.viewName}" untuk Anda.`,
    `Pantau posisi kendaraan di: ${input.link}`,
    `Tautan berlaku sampai ${formatZonedTime(input.expiresOn, input.timeZone)}.`,
  ].join("\n");
}
