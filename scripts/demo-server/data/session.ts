// The demo session: its parameters, the borrower, the SMS code every demo SMS sends, and where
// the demo's pictures are served.

export const ASSETS_PREFIX = '/demo-assets';

/** Sample session parameters (CONTRACTS §3), used by start.ts, the README and tests. */
export const DEMO_SESSION = {
  deviceId: 'demo-device',
  userId: '10001',
  sessionId: 'demo-session',
  merchantNumber: 'M001',
  mobile: '09171234567',
  platform: 'android',
  appVersion: '3.2.0',
  productId: '1',
  orderId: 'ORD174D',
} as const;

export const DEMO_BORROWER = {
  userId: '10001',
  fullName: 'Maria Clara Santos Dela Cruz',
  mobile: '09171234567',
};

/** The SMS one-time code every demo SMS "sends" (registration and card repayment). */
export const DEMO_SMS_CODE = '123456';
/** A phone that is already registered: get-sms and register answer code 11. */
export const REGISTERED_PHONE = '09170000011';
export const SMS_RESEND_WAIT_S = 60;
