// Registration landing page (SPEC §2.19, CONTRACTS §2 /register?templateId=): its templates.
import { ASSETS_PREFIX } from './session.ts';

export interface LandingTemplate {
  id: string;
  appName: string;
  merchantNumber: string;
  headline: string;
  subHeadline: string;
  bannerImage: string;
  logo: string;
  themeColor: string;
  downloadUrl: string;
  /** Where the page goes after registering: #/downloadTemplate or #/agreementTemplate. */
  jumpType: 'download' | 'agreement';
}

export const TEMPLATES: LandingTemplate[] = [
  {
    id: '1',
    appName: 'PesoNow',
    merchantNumber: 'M001',
    headline: 'Cash in 5 minutes',
    subHeadline: 'Borrow ₱2,000 to ₱25,000 with one valid ID',
    bannerImage: `${ASSETS_PREFIX}/promo/pesonow-banner.svg`,
    logo: `${ASSETS_PREFIX}/products/pesonow.svg`,
    themeColor: '#0B7A4B',
    downloadUrl: 'https://play.google.com/store/apps/details?id=ph.pesonow.demo',
    jumpType: 'download',
  },
  {
    id: '2',
    appName: 'Kaagapay Cash',
    merchantNumber: 'M002',
    headline: 'Kaagapay mo sa gastos',
    subHeadline: 'Up to ₱30,000, repay in up to 6 months',
    bannerImage: `${ASSETS_PREFIX}/promo/kaagapay-banner.svg`,
    logo: `${ASSETS_PREFIX}/products/kaagapay-cash.svg`,
    themeColor: '#1D4ED8',
    downloadUrl: 'https://play.google.com/store/apps/details?id=ph.kaagapay.demo',
    jumpType: 'agreement',
  },
];
