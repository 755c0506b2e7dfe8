// SPEC §3 "Loan confirm data": the older variant (/gopia/goya/satire) sends the newer fields under
// obfuscated names. They are renamed here, once, so the screens read one vocabulary (STYLE:
// Naming). The names are the project's (SPEC says "not shown"); scripts/demo-server/README.md
// lists them.

/** Older name → newer name; anything not listed (sendSms, isPopType, NewPopMsg, ...) keeps its name. */
const LEGACY_CONFIRM_NAMES: Readonly<Record<string, string>> = {
  vestige: 'amount',
  cadence: 'periods',
  cadenceUnit: 'termUnit',
  dawnPay: 'firstPayTime',
  dawnDays: 'firstPeriodDay',
  tincture: 'pRateDsc',
  ledger: 'details',
  almanac: 'repay_plans',
  crest: 'comProductLogo',
  moniker: 'comProductName',
  florin: 'currencyFlag',
};

/** The older plan row's `payTime` is the newer `pay_time`. */
const LEGACY_PLAN_NAMES: Readonly<Record<string, string>> = { payTime: 'pay_time' };

/** The reply's data with the newer loan-confirm names (checked by `legacyConfirmReply` first). */
export function toLegacyConfirmData(reply: Record<string, unknown>): Record<string, unknown> {
  const data = rename(asRecord(reply.data) ?? {}, LEGACY_CONFIRM_NAMES);
  if (Array.isArray(data.repay_plans)) {
    data.repay_plans = data.repay_plans.map((plan) => rename(asRecord(plan) ?? {}, LEGACY_PLAN_NAMES));
  }
  return data;
}

function rename(record: Record<string, unknown>, names: Readonly<Record<string, string>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const name = Object.hasOwn(names, key) ? names[key] : key;
    // A newer name sent as well never overwrites the renamed value.
    if (!(name in result) || name !== key) result[name] = value;
  }
  return result;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
