// The names screen files may use of the app shell: its endpoints and its bridge actions. Here, in
// the code both sides run, so the Node checker (`npm run schemas:check`, the build, the studio
// server) reads the same lists the app declares without importing the app: the endpoint table
// (src/app/api/endpoints.ts) must have exactly these keys and the bridge (src/app/bridge/bridge.ts) a
// payload for each action, or the app does not compile.

export const ENDPOINTS = [
  'cardInit',
  'bindCardNew',
  'bindCardChange',
  'complaintDetail',
  'complaintScore',
  'complaintInit',
  'complaintImageUpload',
  'complaintSave',
  'complaintList',
  'contactInfo',
  'repaymentWay',
  'repaymentCommit',
  'repaymentConfirm',
  'repaymentOnlinePay',
  'channelTemplate',
  'promotionTrackVisit',
  'promotionSid',
  'promotionCaptcha',
  'promotionSms',
  'promotionTrackClick',
  'promotionRegister',
  'loanConfirm',
  'loanAgreements',
  'loanAgreementLink',
  'loanSubmit',
  'loanDetails',
  'installmentRepayInfo',
  'delayRepayInfo',
  'generateRepayCode',
  'orderRating',
  'trackEvent',
  'legacyLoanConfirm',
  'legacyAgreements',
  'legacyAgreementLink',
  'legacyLoanSubmit',
  'jointLoginFailure',
  'jointLoginTrack',
  'recommendedProductLink',
] as const;

export type EndpointName = (typeof ENDPOINTS)[number];

/** The web-to-native actions of CONTRACTS §4 (their payloads: src/app/bridge/bridge.ts). */
export const BRIDGE_ACTIONS = [
  'openPage',
  'closeWebview',
  'goHome',
  'goMine',
  'goLogin',
  'callPhone',
  'goRate',
  'burialPoint',
  'startBank',
  'endBank',
  'dismissRepayDialog',
  'pickLocation',
  'pickContact',
] as const;

export type BridgeActionName = (typeof BRIDGE_ACTIONS)[number];
