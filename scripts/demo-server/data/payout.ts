// Payout accounts (bank form, SPEC §3 / §4): the wallets, banks and branch cities, what a bind
// sends, and how an order shows its payout account.
import { ASSETS_PREFIX } from './session.ts';

export const WALLETS = [
  { name: 'GCash', type: '90006', accountCode: 'walletAccount', logo: `${ASSETS_PREFIX}/channels/gcash.svg` },
  { name: 'Maya', type: '90007', accountCode: 'mayaAccount', logo: `${ASSETS_PREFIX}/channels/maya.svg` },
] as const;

/** Bank type codes with the account-number lengths each bank issues. */
export const BANKS = [
  { name: 'BDO Unibank', type: 'BDO', accountLengths: [10, 12], logo: `${ASSETS_PREFIX}/banks/bdo.svg` },
  { name: 'Bank of the Philippine Islands (BPI)', type: 'BPI', accountLengths: [10], logo: `${ASSETS_PREFIX}/banks/bpi.svg` },
  { name: 'Metrobank', type: 'MBTC', accountLengths: [13], logo: `${ASSETS_PREFIX}/banks/metrobank.svg` },
  { name: 'Land Bank of the Philippines', type: 'LBP', accountLengths: [10], logo: `${ASSETS_PREFIX}/banks/landbank.svg` },
  { name: 'UnionBank of the Philippines', type: 'UBP', accountLengths: [12], logo: `${ASSETS_PREFIX}/banks/unionbank.svg` },
] as const;

export const BRANCH_CITIES: ReadonlyArray<{ name: string; type: string }> = [
  { type: 'NCR-MNL', name: 'Manila, Metro Manila' },
  { type: 'NCR-QZN', name: 'Quezon City, Metro Manila' },
  { type: 'NCR-MKT', name: 'Makati, Metro Manila' },
  { type: 'NCR-PSG', name: 'Pasig, Metro Manila' },
  { type: 'NCR-TGG', name: 'Taguig, Metro Manila' },
  { type: 'NCR-CLC', name: 'Caloocan, Metro Manila' },
  { type: 'NCR-PSY', name: 'Pasay, Metro Manila' },
  { type: 'NCR-PRQ', name: 'Parañaque, Metro Manila' },
  { type: 'NCR-LPN', name: 'Las Piñas, Metro Manila' },
  { type: 'NCR-MDL', name: 'Mandaluyong, Metro Manila' },
  { type: 'NCR-MRK', name: 'Marikina, Metro Manila' },
  { type: 'NCR-MNT', name: 'Muntinlupa, Metro Manila' },
  { type: 'NCR-VLZ', name: 'Valenzuela, Metro Manila' },
  { type: 'CEB-CEB', name: 'Cebu City, Cebu' },
  { type: 'CEB-MDE', name: 'Mandaue, Cebu' },
  { type: 'CEB-LLC', name: 'Lapu-Lapu, Cebu' },
  { type: 'DVO-DVO', name: 'Davao City, Davao del Sur' },
  { type: 'MSR-CDO', name: 'Cagayan de Oro, Misamis Oriental' },
  { type: 'ILI-ILO', name: 'Iloilo City, Iloilo' },
  { type: 'NEC-BCD', name: 'Bacolod, Negros Occidental' },
  { type: 'BEN-BAG', name: 'Baguio, Benguet' },
  { type: 'ZAS-ZAM', name: 'Zamboanga City, Zamboanga del Sur' },
  { type: 'PAM-ANG', name: 'Angeles, Pampanga' },
  { type: 'CAV-DAS', name: 'Dasmariñas, Cavite' },
  { type: 'LAG-CAL', name: 'Calamba, Laguna' },
  { type: 'BTG-BTG', name: 'Batangas City, Batangas' },
  { type: 'PLW-PPS', name: 'Puerto Princesa, Palawan' },
  { type: 'LEY-TAC', name: 'Tacloban, Leyte' },
];

/** Card type of the bank form (SPEC §4): 1 e-wallet, 2 bank account; 0 on an item means all. */
export type CardType = 1 | 2;

export interface PayoutAccount {
  cardType: CardType;
  /** Submitted values keyed by form item code (type codes for enum items). */
  fields: Record<string, string>;
}

export interface BindRecord {
  endpoint: 'bind-card-new' | 'bind-card-change';
  productId: string;
  orderId: string;
  cardType: CardType;
  fields: Record<string, string>;
  at: string;
}

/** "GCash 0917****567" / "BDO ******7702": how the order detail shows the payout account. */
export function describePayout(account: PayoutAccount | null): string {
  if (!account) return 'Not set';
  const mask = (digits: string) => (digits.length > 7 ? `${digits.slice(0, 4)}****${digits.slice(-3)}` : digits);
  if (account.cardType === 1) {
    const wallet = WALLETS.find((candidate) => candidate.type === account.fields.channelNumber) ?? WALLETS[0];
    return `${wallet.name} ${mask(account.fields[wallet.accountCode] ?? '')}`;
  }
  const bank = BANKS.find((candidate) => candidate.type === account.fields.bankCode);
  const number = account.fields.cardNo ?? '';
  return `${bank?.type ?? 'Bank'} ******${number.slice(-4)}`;
}
