import { smsSize, type NotificationMessageKey } from '@igrs/domain';
import { SendRefused, type MessageSender, type OutgoingMessage, type SendReceipt } from './senders.ts';

/**
 * What an Indian sender registers on an operator's DLT platform under the
 * TRAI rules (TCCCPR 2018), and the gateway account the texts go through.
 */
export interface DltSmsSettings {
  /** The gateway's send address (Gupshup Enterprise: `https://enterprise.smsgupshup.com/GatewayAPI/rest`). */
  apiUrl: string;
  /** The gateway account (`userid`) and its password. */
  userId: string;
  password: string;
  /** The registered header (sender id), six letters. */
  senderId: string;
  /** The department's principal entity id on the DLT platform. */
  entityId: string;
  /** The registered DLT template of each message; a message without one is never sent. */
  templateIds: Partial<Record<NotificationMessageKey, string>>;
  /** How long one send may take before it counts as the gateway being down. */
  timeoutMs: number;
}

/** The gateway's answer with `format=json`. */
interface GatewayAnswer {
  response?: { id?: string; phone?: string; details?: string; status?: string };
}

/**
 * Texts through an HTTP bulk-SMS gateway, on Gupshup Enterprise's SendMessage
 * API (docs/decisions/0024-messages.md): every message carries the header,
 * the principal entity id and its own DLT template id, and Telugu goes as
 * Unicode. The gateway refusing a message (a template it does not know, a bad
 * number) is final; the gateway down, slow or answering 5xx is tried again.
 */
export class DltSmsGateway implements MessageSender {
  readonly name = 'dlt-http';

  constructor(private readonly settings: DltSmsSettings) {}

  async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendReceipt> {
    const templateId = this.settings.templateIds[message.messageKey as NotificationMessageKey];
    if (!templateId) throw new SendRefused(`no DLT template is registered for the message ${message.messageKey}`);
    const { encoding } = smsSize(message.text);
    const form = new URLSearchParams({
      method: 'SendMessage',
      send_to: `91${message.recipient}`,
      msg: message.text,
      msg_type: encoding === 'unicode' ? 'UNICODE_TEXT' : 'TEXT',
      userid: this.settings.userId,
      password: this.settings.password,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'json',
      mask: this.settings.senderId,
      principalEntityId: this.settings.entityId,
      dltTemplateId: templateId,
    });
    const response = await fetch(this.settings.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: form,
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.settings.timeoutMs)]),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`the SMS gateway answered HTTP ${response.status}`);
    let answer: GatewayAnswer;
    try {
      answer = JSON.parse(body) as GatewayAnswer;
    } catch {
      throw new Error('the SMS gateway answered something other than its JSON');
    }
    const outcome = answer.response;
    if (outcome?.status === 'success' && outcome.id) return { reference: outcome.id };
    if (outcome?.status === 'error') throw new SendRefused(`the SMS gateway refused the message: ${outcome.id ?? ''} ${outcome.details ?? ''}`.trim());
    throw new Error('the SMS gateway answered neither success nor error');
  }
}
