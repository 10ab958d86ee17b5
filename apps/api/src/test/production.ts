/** Production's outside services, as a test configures them (each pointed at its local fake by the test that starts one). */
export const PRODUCTION_SERVICES = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_IgrsPortalTests',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret-of-the-tests',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret-of-the-tests',
  PORTAL_PUBLIC_URL: 'https://registration.example.test',
  SMS_GATEWAY: 'dlt-http',
  EMAIL_TRANSPORT: 'smtp',
} as const;
