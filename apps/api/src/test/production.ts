/** Production's outside services, as a test configures them (each pointed at its local fake by the test that starts one). */
export const PRODUCTION_SERVICES = {
  PAYMENT_GATEWAY: 'razorpay',
  SMS_GATEWAY: 'dlt-http',
  EMAIL_TRANSPORT: 'smtp',
} as const;
