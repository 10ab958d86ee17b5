import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_MESSAGES, smsSize, type NotificationMessageKey } from '@igrs/domain';

/** A message the fake gateway took, as an operator would carry it. */
export interface AcceptedSms {
  id: string;
  phone: string;
  text: string;
  msgType: string;
  mask: string;
  principalEntityId: string;
  dltTemplateId: string;
  segments: number;
}

export interface FakeGatewayAccount {
  userId: string;
  password: string;
  /** The header registered to the entity. */
  senderId: string;
  entityId: string;
  /** Templates registered on the DLT platform for the entity, by id: the catalogue's message whose text they hold. */
  templates: Record<string, NotificationMessageKey>;
}

/** A registered DLT template's content as operators scrub against it: its fixed text, each variable standing for any text. */
function templatePattern(key: NotificationMessageKey): RegExp {
  const { en, te } = NOTIFICATION_MESSAGES[key];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '[\\s\\S]+?');
  return new RegExp(`^${escape(en)}\\n${escape(te)}$`, 'u');
}

/**
 * A stand-in for Gupshup Enterprise's SendMessage API (docs/decisions/0024-messages.md),
 * speaking its form fields and JSON answers, and refusing what the operators'
 * DLT scrubbing refuses: a header, entity or template not registered together,
 * text that is not the template's, Telugu not sent as Unicode. It can be down
 * (answering 503) or slow, and a request whose caller went away before the
 * answer is not taken.
 */
export class FakeSmsGateway {
  readonly accepted: AcceptedSms[] = [];
  /** Requests answered with an error, with the error. */
  readonly refused: { phone: string; reason: string }[] = [];
  /** Requests whose caller hung up before the answer. */
  abandoned = 0;
  private downUntil = 0;
  private delayMs = 0;
  private server: Server | undefined;

  constructor(private readonly account: FakeGatewayAccount) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/GatewayAPI/rest`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Answers 503 to every request for this long. */
  downFor(ms: number): void {
    this.downUntil = Date.now() + ms;
  }

  slow(ms: number): void {
    this.delayMs = ms;
  }

  /** Requests now waiting at the gate, and callers that went away before an answer. */
  held = 0;
  hungUp = 0;
  private gate: Promise<void> | undefined;
  private openGate: (() => void) | undefined;

  /** Holds every request that arrives from now on until `release`, as a gateway that has a message in hand and has not yet taken it. */
  hold(): void {
    this.gate ??= new Promise<void>((resolve) => (this.openGate = resolve));
  }

  release(): void {
    this.openGate?.();
    this.gate = undefined;
    this.openGate = undefined;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let hungUp = false;
    response.on('close', () => {
      if (response.writableFinished) return;
      hungUp = true;
      this.hungUp += 1;
    });
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.gate) {
      this.held += 1;
      await this.gate;
      this.held -= 1;
    }
    if (hungUp) {
      this.abandoned += 1;
      return;
    }
    if (Date.now() < this.downUntil) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const form = new URLSearchParams(request.method === 'POST' ? Buffer.concat(chunks).toString('utf8') : (request.url ?? '').split('?')[1] ?? '');
    const phone = form.get('send_to') ?? '';
    const answer = (status: 'success' | 'error', id: string, details: string) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ response: { id, phone, details, status } }));
    };
    const refuse = (code: string, reason: string) => {
      this.refused.push({ phone, reason });
      answer('error', code, reason);
    };
    if (form.get('method') !== 'SendMessage' || form.get('v') !== '1.1' || form.get('auth_scheme')?.toLowerCase() !== 'plain' || form.get('format') !== 'json') return refuse('101', 'Invalid request');
    if (form.get('userid') !== this.account.userId || form.get('password') !== this.account.password) return refuse('102', 'Authentication failed');
    if (!/^91[6-9]\d{9}$/.test(phone)) return refuse('105', 'The phone number is not valid');
    if (form.get('mask') !== this.account.senderId) return refuse('174', 'The header is not registered for the entity');
    if (form.get('principalEntityId') !== this.account.entityId) return refuse('175', 'The principal entity id is not registered');
    const templateId = form.get('dltTemplateId') ?? '';
    const key = this.account.templates[templateId];
    if (!key) return refuse('176', 'The DLT template id is not registered for the entity and header');
    const text = form.get('msg') ?? '';
    if (!templatePattern(key).test(text)) return refuse('177', 'The message does not match its DLT template');
    const size = smsSize(text);
    if (size.encoding === 'unicode' && form.get('msg_type') !== 'UNICODE_TEXT') return refuse('178', 'Unicode text sent as TEXT');
    const id = `${BigInt(`0x${randomBytes(8).toString('hex')}`) % 10n ** 19n}-${this.accepted.length + 1}`;
    this.accepted.push({
      id,
      phone,
      text,
      msgType: form.get('msg_type') ?? '',
      mask: form.get('mask') ?? '',
      principalEntityId: form.get('principalEntityId') ?? '',
      dltTemplateId: templateId,
      segments: size.segments,
    });
    answer('success', id, '');
  }
}
