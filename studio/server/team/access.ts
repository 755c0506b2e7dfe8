// Who may do what in the team studio: one row per endpoint (method and path), checked by the
// server on every request before anything else. A request no row matches is refused (deny by
// default); a new endpoint needs its row here, and tests/unit/studio/server/team-access.test.ts
// fails until it has one.
import { isApiPath } from '../../../scripts/demo-server/server.ts';
import { REPLY_PREFIX } from '../../shared/studio-reply.ts';
import { ADMIN_PATHS } from '../../shared/team-admin.ts';
import type { AdminCall } from './admin.ts';
import { type Role, ROLES } from './roles.ts';

/** The studio API's prefix (studio/server/server.ts API_PREFIX; a test checks they agree). */
export const STUDIO_API = '/__studio/api';
const TEAM_API = `${STUDIO_API}/team`;
export const SIGN_IN_PAGE = '/__studio/sign-in';
export const SIGN_OUT_PAGE = '/__studio/sign-out';
/** Single sign-on (sso.ts): the way to the provider, and its answer. */
export const SSO_START = '/__studio/sso/start';
export const SSO_CALLBACK = '/__studio/sso/callback';

/** Anyone signed in, with any role, may browse and preview: the viewer's rights. */
const VIEWING: readonly Role[] = ROLES;

/** What the team folder answers itself rather than the studio: the sign-in pages and the team API. */
export type TeamCall =
  | 'sign-in page'
  | 'sign-in'
  | 'sso start'
  | 'sso callback'
  | 'sign-out page'
  | 'sign-out'
  | 'me'
  | AdminCall
  | 'review'
  | 'approve'
  | 'send back'
  | 'comment'
  | 'presence'
  | 'presence beat'
  | 'screen history';

export interface AccessRule {
  method: readonly string[];
  /** Whole path, matched against the decoded-free pathname. */
  path: RegExp;
  /** 'public': signed-out visitors too (only the sign-in page and form). */
  roles: 'public' | readonly Role[];
  /** A further test of the path (the demo back end's own paths). */
  when?: (pathname: string) => boolean;
  /** A path this row answers, for the tests. */
  sample: string;
  /** What the request is, said in a refusal ("Publishing needs …"). */
  doing: string;
  /** The page sends it by itself (a heartbeat): it does not keep an idle session going. */
  background?: true;
  team?: TeamCall;
}

const READ = ['GET', 'HEAD'] as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const exact = (path: string) => new RegExp(`^${escapeRegExp(path)}$`);
const api = (rest: string) => new RegExp(`^${escapeRegExp(STUDIO_API)}${rest}$`);

export const ACCESS_RULES: readonly AccessRule[] = [
  { method: READ, path: exact(SIGN_IN_PAGE), roles: 'public', sample: SIGN_IN_PAGE, doing: 'The sign-in page', team: 'sign-in page' },
  { method: ['POST'], path: exact(SIGN_IN_PAGE), roles: 'public', sample: SIGN_IN_PAGE, doing: 'Signing in', team: 'sign-in' },
  // Single sign-on: the way to the provider and the way back (docs/team-studio.md, single sign-on).
  {
    method: ['GET'],
    path: exact(SSO_START),
    roles: 'public',
    sample: SSO_START,
    doing: 'Signing in with single sign-on',
    team: 'sso start',
  },
  {
    method: ['GET'],
    path: exact(SSO_CALLBACK),
    roles: 'public',
    sample: SSO_CALLBACK,
    doing: "Single sign-on's answer",
    team: 'sso callback',
  },
  { method: READ, path: exact(SIGN_OUT_PAGE), roles: VIEWING, sample: SIGN_OUT_PAGE, doing: 'The sign-out page', team: 'sign-out page' },
  { method: ['POST'], path: exact(SIGN_OUT_PAGE), roles: VIEWING, sample: SIGN_OUT_PAGE, doing: 'Signing out', team: 'sign-out' },
  { method: READ, path: exact(`${TEAM_API}/me`), roles: VIEWING, sample: `${TEAM_API}/me`, doing: 'Who you are', team: 'me' },
  {
    method: READ,
    path: exact(`${TEAM_API}/audit`),
    roles: ['admin'],
    sample: `${TEAM_API}/audit`,
    doing: 'Reading the audit log',
    team: 'audit',
  },
  {
    method: READ,
    path: exact(`${TEAM_API}/accounts`),
    roles: ['admin'],
    sample: `${TEAM_API}/accounts`,
    doing: 'Listing the accounts',
    team: 'accounts',
  },
  // The admin page (studio/server/team/admin.ts); the account is named in the body, so a body without one changes nothing.
  {
    method: READ,
    path: exact(ADMIN_PATHS.auditEntries),
    roles: ['admin'],
    sample: ADMIN_PATHS.auditEntries,
    doing: 'Reading the audit log',
    team: 'audit entries',
  },
  {
    method: ['POST'],
    path: exact(ADMIN_PATHS.add),
    roles: ['admin'],
    sample: ADMIN_PATHS.add,
    doing: 'Adding a person',
    team: 'add account',
  },
  {
    method: ['POST'],
    path: exact(ADMIN_PATHS.roles),
    roles: ['admin'],
    sample: ADMIN_PATHS.roles,
    doing: "Changing a person's roles",
    team: 'set roles',
  },
  {
    method: ['POST'],
    path: exact(ADMIN_PATHS.disable),
    roles: ['admin'],
    sample: ADMIN_PATHS.disable,
    doing: 'Disabling an account',
    team: 'disable account',
  },
  {
    method: ['POST'],
    path: exact(ADMIN_PATHS.enable),
    roles: ['admin'],
    sample: ADMIN_PATHS.enable,
    doing: 'Enabling an account',
    team: 'enable account',
  },
  {
    method: ['POST'],
    path: exact(ADMIN_PATHS.resetPassword),
    roles: ['admin'],
    sample: ADMIN_PATHS.resetPassword,
    doing: "Resetting a person's password",
    team: 'reset password',
  },
  {
    method: ['POST'],
    path: exact(ADMIN_PATHS.password),
    roles: VIEWING,
    sample: ADMIN_PATHS.password,
    doing: 'Changing your password',
    team: 'change password',
  },
  {
    method: ['GET'],
    path: exact(`${TEAM_API}/history`),
    roles: VIEWING,
    sample: `${TEAM_API}/history?screen=about-us`,
    doing: "Reading a screen's history",
    team: 'screen history',
  },
  {
    method: ['GET'],
    path: exact(`${TEAM_API}/review`),
    roles: VIEWING,
    sample: `${TEAM_API}/review`,
    doing: 'Reading the review',
    team: 'review',
  },
  {
    method: ['POST'],
    path: exact(`${TEAM_API}/approve`),
    roles: ['reviewer'],
    sample: `${TEAM_API}/approve`,
    doing: 'Approving a change',
    team: 'approve',
  },
  {
    method: ['POST'],
    path: exact(`${TEAM_API}/send-back`),
    roles: ['reviewer'],
    sample: `${TEAM_API}/send-back`,
    doing: 'Sending a change back',
    team: 'send back',
  },
  // A comment on the change waiting for review: a reviewer, or one of its authors (the server checks which).
  {
    method: ['POST'],
    path: exact(`${TEAM_API}/comment`),
    roles: ['editor', 'reviewer'],
    sample: `${TEAM_API}/comment`,
    doing: 'Commenting on a change',
    team: 'comment',
  },
  // Who else is editing: everyone reads it; an editor's page sends its heartbeat (a viewer has nothing to save).
  {
    method: ['GET'],
    path: exact(`${TEAM_API}/presence`),
    roles: VIEWING,
    sample: `${TEAM_API}/presence`,
    doing: 'Who else is editing',
    team: 'presence',
    background: true,
  },
  {
    method: ['POST'],
    path: exact(`${TEAM_API}/presence`),
    roles: ['editor'],
    sample: `${TEAM_API}/presence`,
    doing: 'Telling who else is editing',
    team: 'presence beat',
    background: true,
  },
  { method: ['GET'], path: api('/screens'), roles: VIEWING, sample: `${STUDIO_API}/screens`, doing: 'Reading the screens' },
  { method: ['PUT'], path: api('/screens/[^/]*'), roles: ['editor'], sample: `${STUDIO_API}/screens/about-us`, doing: 'Saving a screen' },
  { method: ['GET'], path: api('/files'), roles: VIEWING, sample: `${STUDIO_API}/files`, doing: 'Reading the texts and pages' },
  {
    method: ['PUT'],
    path: api('/files/.+'),
    roles: ['editor'],
    sample: `${STUDIO_API}/files/screens%2Fmessages.json`,
    doing: 'Saving a text or page',
  },
  {
    method: ['DELETE'],
    path: api('/screens/[^/]*'),
    roles: ['editor'],
    sample: `${STUDIO_API}/screens/about-us`,
    doing: 'Removing a screen',
  },
  {
    method: ['DELETE'],
    path: api('/files/.+'),
    roles: ['editor'],
    sample: `${STUDIO_API}/files/content%2Fabout-us.md`,
    doing: 'Removing a page',
  },
  {
    method: ['POST'],
    path: api('/bring-back'),
    roles: ['editor'],
    sample: `${STUDIO_API}/bring-back`,
    doing: 'Bringing back what a rollback took off',
  },
  { method: ['GET'], path: api('/history'), roles: VIEWING, sample: `${STUDIO_API}/history`, doing: 'Reading the history' },
  {
    method: ['GET'],
    path: api('/own-types'),
    roles: VIEWING,
    sample: `${STUDIO_API}/own-types`,
    doing: "Reading the project's own field, block and action types",
  },
  {
    method: ['GET'],
    path: api('/publish-check'),
    roles: VIEWING,
    sample: `${STUDIO_API}/publish-check`,
    doing: 'The checks before publishing',
  },
  { method: ['GET'], path: api('/compare'), roles: VIEWING, sample: `${STUDIO_API}/compare`, doing: 'Comparing with what is live' },
  { method: ['POST'], path: api('/publish'), roles: ['publisher'], sample: `${STUDIO_API}/publish`, doing: 'Publishing' },
  {
    method: ['POST'],
    path: api('/rollback'),
    roles: ['publisher'],
    sample: `${STUDIO_API}/rollback`,
    doing: 'Making an earlier version live',
  },
  // A scheduled release (studio/server/schedule.ts): everyone sees it; a publisher schedules or cancels it.
  { method: ['GET'], path: api('/schedule'), roles: VIEWING, sample: `${STUDIO_API}/schedule`, doing: 'Reading the scheduled release' },
  { method: ['PUT'], path: api('/schedule'), roles: ['publisher'], sample: `${STUDIO_API}/schedule`, doing: 'Scheduling a release' },
  {
    method: ['DELETE'],
    path: api('/schedule'),
    roles: ['publisher'],
    sample: `${STUDIO_API}/schedule`,
    doing: 'Cancelling a scheduled release',
  },
  // The preview's calls to the demo back end (GET and POST like the borrower app's), also with a scenario's reply.
  {
    method: [...READ, 'POST'],
    path: new RegExp(`^${escapeRegExp(REPLY_PREFIX)}`),
    roles: VIEWING,
    sample: `${REPLY_PREFIX}failure/gopia/goya/satire`,
    doing: 'The preview calling the demo back end',
  },
  {
    method: [...READ, 'POST'],
    path: /^\//,
    when: isApiPath,
    roles: VIEWING,
    sample: '/gopia/goya/satire',
    doing: 'The preview calling the demo back end',
  },
  // The studio and preview pages, their modules (Vite) and the built app: reading only, never the studio API's other paths.
  {
    method: READ,
    path: new RegExp(`^(?!${escapeRegExp(STUDIO_API)}(/|$))/`),
    roles: VIEWING,
    sample: '/studio',
    doing: 'Browsing the studio',
  },
];

/** The row for a request, or undefined (refused). */
export function findRule(method: string, pathname: string): AccessRule | undefined {
  return ACCESS_RULES.find((rule) => rule.method.includes(method) && rule.path.test(pathname) && (rule.when?.(pathname) ?? true));
}
