import type { Screen } from '../engine/generated/schema-types.ts';
import type { RouteName } from './routes.ts';

type ScreenLoader = () => Promise<Screen>;

const load = (module: Promise<{ default: unknown }>) => module.then((loaded) => loaded.default as Screen);

/** The screen file behind each route; each loads on demand so a route ships only its own JSON. */
export const screenLoaders: Partial<Record<RouteName, ScreenLoader>> = {
  bindBank: () => load(import('../screens/bind-bank/screen.json')),
  loanDetail: () => load(import('../screens/loan-detail/screen.json')),
  loanConfirm: () => load(import('../screens/loan-confirm/screen.json')),
  legacyLoanConfirm: () => load(import('../screens/legacy-loan-confirm/screen.json')),
  periodConfirm: () => load(import('../screens/period-confirm/screen.json')),
  orderList: () => load(import('../screens/order-list/screen.json')),
  instalmentRepay: () => load(import('../screens/instalment-repay/screen.json')),
  rolloverRepay: () => load(import('../screens/rollover-repay/screen.json')),
  repaymentCode: () => load(import('../screens/repayment-code/screen.json')),
  repaymentCodeSaved: () => load(import('../screens/repayment-code-saved/screen.json')),
  paymentMethod: () => load(import('../screens/payment-method/screen.json')),
  complaintEntry: () => load(import('../screens/complaint-entry/screen.json')),
  complaintHome: () => load(import('../screens/complaint-home/screen.json')),
  complaintForm: () => load(import('../screens/complaint-form/screen.json')),
  complaintList: () => load(import('../screens/complaint-list/screen.json')),
  complaintDetail: () => load(import('../screens/complaint-detail/screen.json')),
  customerService: () => load(import('../screens/customer-service/screen.json')),
  aboutUs: () => load(import('../screens/about-us/screen.json')),
  privacyPolicy: () => load(import('../screens/privacy-policy/screen.json')),
  loanAgreement: () => load(import('../screens/loan-agreement/screen.json')),
  paymentChannel: () => load(import('../screens/payment-channel/screen.json')),
  jointLoginFailure: () => load(import('../screens/joint-login-failure/screen.json')),
  register: () => load(import('../screens/register/screen.json')),
  appDownload: () => load(import('../screens/app-download/screen.json')),
  agreementTemplate: () => load(import('../screens/agreement-template/screen.json')),
  officialHome: () => load(import('../screens/official-home/screen.json')),
  officialAbout: () => load(import('../screens/official-about/screen.json')),
  officialPolicy: () => load(import('../screens/official-policy/screen.json')),
  officialContact: () => load(import('../screens/official-contact/screen.json')),
  testPreview: () => load(import('../screens/test-preview/screen.json')),
};
