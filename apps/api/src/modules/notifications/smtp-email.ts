import nodemailer from 'nodemailer';
import { NOTIFICATION_EMAIL_SUBJECT } from '@igrs/domain';
import { SendRefused, type MessageSender, type OutgoingMessage, type SendReceipt } from './senders.ts';

export interface SmtpSettings {
  /** `smtp://user:password@host:587` or `smtps://…:465`; STARTTLS is used where the server offers it. */
  smtpUrl: string;
  /** The department's sending address, `IGRS AP <noreply@…>`. */
  from: string;
  timeoutMs: number;
}

/**
 * E-mail over SMTP, as bilingual plain text. Each message's Message-ID is made
 * from its outbox id, so a message sent again after a lost answer carries the
 * same id and mail systems that keep ids can drop the copy.
 */
export class SmtpEmailSender implements MessageSender {
  readonly name = 'smtp';
  private readonly transporter;
  private readonly messageIdDomain: string;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    });
    this.messageIdDomain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'igrs.ap.gov.in';
  }

  async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendReceipt> {
    signal.throwIfAborted();
    const messageId = `<outbox-${message.outboxId}@${this.messageIdDomain}>`;
    try {
      await this.transporter.sendMail({
        from: this.settings.from,
        to: message.recipient,
        subject: `${NOTIFICATION_EMAIL_SUBJECT.en} / ${NOTIFICATION_EMAIL_SUBJECT.te}`,
        text: message.text,
        messageId,
      });
    } catch (error) {
      // A 5xx reply is the server refusing this message for good (no such mailbox, refused sender); anything else passes.
      const responseCode = (error as { responseCode?: number }).responseCode;
      if (responseCode !== undefined && responseCode >= 500) throw new SendRefused(`the mail server refused the message: ${(error as Error).message}`);
      throw error;
    }
    return { reference: messageId };
  }

  close(): void {
    this.transporter.close();
  }
}
