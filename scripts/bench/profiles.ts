// The two deploys the benchmarks and the route-JS test measure: the demo's config.js as the build
// ships it, and a lender's, with every key of docs/deploying.md set to a value of its own (its own
// brand pair, Filipino, its API origin written out, a promotion host, provider name, footer, company,
// hosts), so a setting that costs a request or a wait shows in the figures.

export type ProfileName = 'demo' | 'lender';
export const PROFILES: readonly ProfileName[] = ['demo', 'lender'];

/** Where the lender's calls go: the page's own origin and its promotion host (another origin when the bench can serve one). */
export interface LenderOrigins {
  api: string;
  promo: string;
}

/** config.js of a lender: every documented key, none at its default. */
export function toLenderConfig(origins: LenderOrigins): Record<string, unknown> {
  const hostOf = (origin: string) => new URL(origin).host;
  return {
    apiBase: origins.api,
    promoBase: origins.promo,
    provider: 'lendco',
    // Light enough that text and white-on-brand need the palette's darker shades.
    brandColors: ['#f5a623', '#c77c02'],
    servicePhone: '+63 2 8700 1234',
    appScheme: 'lendco://',
    merchantNumber: 'LC-MNL-0001',
    currencyFlag: 1,
    locale: 'fil-PH',
    footer: {
      phone: '+63 2 8700 1234',
      email: 'tulong@lendco.example.ph',
      company: 'LendCo Financing Corporation',
      address: '21F Example Centre, 6789 Ayala Avenue, Makati City, Metro Manila 1226',
      copyright: '© 2026 LendCo Financing Corporation',
    },
    company: { name: 'LendCo Financing Corporation', secRegistrationNo: 'CS202612345', certificateOfAuthorityNo: '3456' },
    trustedHosts: [...new Set([hostOf(origins.api), hostOf(origins.promo)])],
    allowedHosts: ['wa.me', 'play.google.com', 'checkout.paygateway.example'],
    screensBase: `${origins.api}/screens`,
  };
}

/** A config.js as an operator writes it. */
export function toConfigScript(config: Record<string, unknown>): string {
  return `// A lender's settings (scripts/bench/profiles.ts).\nwindow.__APP_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}
