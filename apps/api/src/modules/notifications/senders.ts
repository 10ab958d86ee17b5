import type { NotificationChannel } from '@igrs/domain';

/** One message of the outbox as a sender hands it over. */
export interface OutgoingMessage {
  /** The outbox row's id: the message's own key, never reused, so a retry is known for what it is. */
  outboxId: number;
  channel: NotificationChannel;
  /** A 10-digit mobile number or an e-mail address. */
  recipient: string;
  messageKey: string;
  /** English first, then Telugu. */
  text: string;
}

export interface SendReceipt {
  /** The gateway's id of the message, or the e-mail's Message-ID, which its delivery report names. */
  reference: string;
}

/**
 * An SMS gateway or mail server. A sender throws `SendRefused` when the
 * message itself is refused (trying again would be refused again); any other
 * error is taken as passing (the service down or slow) and the message is
 * tried again later.
 */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendReceipt>;
}

/** The message cannot be sent as it is: it becomes a dead letter at once, with this reason. */
export class SendRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SendRefused';
  }
}

/** The demonstration's sender: nothing leaves the machine; the demo outbox page shows what was sent. */
export const demoOutboxSender: MessageSender = {
  name: 'demo-outbox',
  async send(message) {
    return { reference: `demo-outbox-${message.outboxId}` };
  },
};
