import { describe, expect, it } from 'vitest';
import { deliveryConfigProblems, deliveryConfigSchema, smsSenderFromConfig, type DeliveryConfig } from './delivery-config.ts';
import { DltSmsGateway } from './dlt-sms.ts';
import { demoOutboxSender } from './senders.ts';

const DLT = {
  SMS_API_URL: 'https://enterprise.smsgupshup.com/GatewayAPI/rest',
  SMS_API_USER_ID: '2000190001',
  SMS_API_PASSWORD: 'secret',
  SMS_SENDER_ID: 'IGRSAP',
  SMS_ENTITY_ID: '1101234567890123456',
  SMS_TEMPLATE_IDS: 'signInCode=1107160000000000001, applicationSubmitted=1107160000000000002',
  SMS_DELIVERY_REPORT_TOKEN: 'x'.repeat(32),
};

function configOf(env: Record<string, string>, adapters: Pick<DeliveryConfig, 'SMS_GATEWAY' | 'EMAIL_TRANSPORT'>): DeliveryConfig {
  return { ...deliveryConfigSchema.parse(env), ...adapters };
}

describe('the delivery settings', () => {
  it('reads each message template id and the DLT registration', () => {
    const config = configOf(DLT, { SMS_GATEWAY: 'dlt-http', EMAIL_TRANSPORT: 'demo-outbox' });
    expect(config.SMS_TEMPLATE_IDS).toEqual({ signInCode: '1107160000000000001', applicationSubmitted: '1107160000000000002' });
    expect(deliveryConfigProblems(config)).toEqual([]);
    expect(smsSenderFromConfig(config)).toBeInstanceOf(DltSmsGateway);
    expect(smsSenderFromConfig(configOf({}, { SMS_GATEWAY: 'demo-outbox', EMAIL_TRANSPORT: 'demo-outbox' }))).toBe(demoOutboxSender);
  });

  it('refuses a template for a message the catalogue lacks, a template id of the wrong length, and a header that is not six letters', () => {
    const refused = deliveryConfigSchema.safeParse({ ...DLT, SMS_TEMPLATE_IDS: 'signInCode=123,noSuchMessage=1107160000000000001', SMS_SENDER_ID: 'IGRS' });
    expect(refused.success).toBe(false);
    const messages = refused.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^SMS_TEMPLATE_IDS: signInCode: a DLT template id is 19 digits/), expect.stringMatching(/^SMS_TEMPLATE_IDS: noSuchMessage is not a message/), expect.stringMatching(/^SMS_SENDER_ID: a DLT header is six capital letters/)]));
  });

  it('names each variable the chosen adapters still need', () => {
    const { SMS_ENTITY_ID: _entity, ...withoutEntity } = DLT;
    expect(deliveryConfigProblems(configOf({ ...withoutEntity, SMS_TEMPLATE_IDS: 'applicationSubmitted=1107160000000000002' }, { SMS_GATEWAY: 'dlt-http', EMAIL_TRANSPORT: 'smtp' }))).toEqual([
      'SMS_ENTITY_ID: is required with SMS_GATEWAY=dlt-http',
      'SMS_TEMPLATE_IDS: signInCode has no DLT template, so no citizen could sign in',
      'SMTP_URL: is required with EMAIL_TRANSPORT=smtp',
      'EMAIL_FROM: is required with EMAIL_TRANSPORT=smtp',
    ]);
  });
});
