/** The WhatsApp text that brings a recipient their tracking link (Indonesian, like the product). */
export function trackingLinkMessage(input: {
  recipientName: string;
  companyName: string;
  viewName: string;
  link: string;
  expiresOn: Date;
}) {
  const expires = new Intl.DateTimeFormat("id-ID", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Jakarta",
  }).format(input.expiresOn);
  return [
    `Halo ${input.recipientName},`,
    `${input.companyName} membagikan pelacakan langsung "${input.viewName}" untuk Anda.`,
    `Pantau posisi kendaraan di: ${input.link}`,
    `Tautan berlaku sampai ${expires} WIB.`,
  ].join("\n");
}
