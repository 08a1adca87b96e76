import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { EmailAttachment } from "./emailOutbox.js";

export interface OutgoingEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  attachments: EmailAttachment[];
}

/** Sends one e-mail; throws when the server refused or could not be reached. */
export interface EmailTransport {
  name: "log" | "smtp";
  /** true for `log`: the e-mail is stored and logged, nothing leaves the machine */
  storesOnly: boolean;
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set (smtp://user:pass@host:587 or smtps://…), else the `log`
 * transport: the whole message goes to the log (and stays readable on the outbox page), so a verification link
 * can be followed on a machine without a mail server.
 */
export function createEmailTransport(
  config: { smtpUrl: string | undefined; from: string },
  logger: Pick<FastifyBaseLogger, "info">,
): EmailTransport {
  const { smtpUrl } = config;
  if (!smtpUrl) {
    return {
      name: "log",
      storesOnly: true,
      async send(email) {
        logger.info(
          {
            emailMessageId: email.id,
            to: email.to,
            subject: email.subject,
            body: email.body,
            attachments: email.attachments.map(({ fileName, content }) => ({
              fileName,
              bytes: content.length,
            })),
          },
          "email (log transport): message not sent, stored only",
        );
      },
    };
  }
  const url = new URL(smtpUrl);
  // short timeouts: a claimed e-mail must settle well within the worker's lease
  url.searchParams.set("connectionTimeout", "15000");
  url.searchParams.set("socketTimeout", "15000");
  const transporter = nodemailer.createTransport(url.toString());
  return {
    name: "smtp",
    storesOnly: false,
    async send(email) {
      await transporter.sendMail({
        from: config.from,
        to: email.to,
        subject: email.subject,
        text: email.body,
        attachments: email.attachments.map(({ fileName, contentType, content }) => ({
          filename: fileName,
          contentType,
          content,
        })),
      });
    },
  };
}
