/** Production's outside services, as a test configures them (each pointed at its local fake by the test that starts one). */
export const PRODUCTION_SERVICES = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_IgrsPortalTests',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret-of-the-tests',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret-of-the-tests',
  PORTAL_PUBLIC_URL: 'https://registration.example.test',
  SMS_GATEWAY: 'dlt-http',
  SMS_API_URL: 'http://127.0.0.1:9/GatewayAPI/rest',
  SMS_API_USER_ID: '2000123456',
  SMS_API_PASSWORD: 'sms-password-of-the-tests',
  SMS_SENDER_ID: 'IGRSAP',
  SMS_ENTITY_ID: '1101234567890123456',
  SMS_TEMPLATE_IDS: 'signInCode=1107161234567890123',
  SMS_DELIVERY_REPORT_TOKEN: 'delivery-report-token-of-the-tests-0001',
  EMAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  EMAIL_FROM: 'IGRS AP <noreply@igrs.example.test>',
} as const;
