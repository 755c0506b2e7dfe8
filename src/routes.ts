// Route names by meaning, paired once with the paths of SPEC §2.1 and CONTRACTS §2.
export const routes = {
  jointLoginFailure: '/theBiology',
  loanDetail: '/hasOf',
  orderList: '/largePump',
  legacyLoanConfirm: '/discernEvolutionary',
  loanConfirm: '/humanQuestions',
  periodConfirm: '/theSciencebehavioral',
  instalmentRepay: '/attemptApply',
  customerService: '/listsA',
  loanAgreement: '/biologyMind',
  aboutUs: '/workIs',
  privacyPolicy: '/psychologicalIncluding',
  rolloverRepay: '/appliedOthers',
  complaintEntry: '/toThe',
  bindBank: '/provideChoices',
  paymentChannel: '/paymentChannel',
  paymentMethod: '/paymentMethod',
  repaymentCode: '/repaymentOfCode',
  repaymentCodeSaved: '/repaymentOfCode2',
  complaintHome: '/complainPage',
  complaintForm: '/complainPageNext',
  complaintList: '/complaintList',
  complaintDetail: '/complainDetails',
  testPreview: '/testPreview',
  register: '/register',
  appDownload: '/downloadTemplate',
  agreementTemplate: '/agreementTemplate',
  officialHome: '/',
  officialAbout: '/about',
  officialPolicy: '/policy',
  officialContact: '/contact',
} as const;

export type RouteName = keyof typeof routes;

export const ROUTE_NAMES: ReadonlySet<string> = new Set(Object.keys(routes));

/** CONTRACTS §2: hash-style targets of the legacy app that must still open their screens. */
export const hashAliases: Readonly<Record<string, RouteName>> = {
  addnormalcard: 'bindBank',
  borrowDetail: 'loanDetail',
  alipayrepayment: 'paymentChannel',
  downloadTemplate: 'appDownload',
  agreementTemplate: 'agreementTemplate',
};

/** A route name or an app path → the app path; undefined for anything else. */
export function toRoutePath(target: string): string | undefined {
  if (Object.hasOwn(routes, target)) return routes[target as RouteName];
  const path = target.split(/[?#]/)[0];
  return Object.values(routes).includes(path as never) ? path : undefined;
}

/**
 * The browser-history location a legacy hash URL stands for, e.g. `/#/borrowDetail?orderId=1`
 * → `/hasOf?orderId=1`, keeping the query of both the page and the hash; undefined when none.
 */
export function resolveHashAlias(pathname: string, search: string, hash: string): string | undefined {
  const match = /^#\/([A-Za-z]+)(\?.*)?$/.exec(hash);
  if (!match) return undefined;
  const name = hashAliases[match[1]];
  if (!name) return undefined;
  const query = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(match[2] ?? '')) query.set(key, value);
  const text = query.toString();
  void pathname;
  return `${routes[name]}${text ? `?${text}` : ''}`;
}
