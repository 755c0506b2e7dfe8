// Every call the studio server answers, in one table: one row per call with its method, its path,
// who may make it, the largest body it reads and what answers it. The team gate (team/team.ts)
// reads it on every request before anything else: a request no row matches is refused (deny by
// default), and the row's roles decide who passes. The studio API's dispatcher (server.ts, with
// the handlers in api-calls.ts) reads the same rows; a local studio (no team) uses them with the
// gate off. Adding a call is adding a row here and its handler (docs/development.md).
import { isApiPath } from '../../scripts/demo-server/server.ts';
import { REPLY_PREFIX } from '../shared/studio-reply.ts';
import { ADMIN_PATHS } from '../shared/team-admin.ts';
import { SIGN_IN_PAGE, SIGN_OUT_PAGE, SSO_CALLBACK, SSO_START, STUDIO_API } from './team/access.ts';
import type { AdminCall } from './team/admin.ts';
import { type Role, ROLES } from './team/roles.ts';

const TEAM_API = `${STUDIO_API}/team`;

/** JSON bodies of the studio API larger than this are refused: the largest screen file is about 40 KB. */
export const MAX_BODY_BYTES = 512 * 1024;
/** The team API's bodies (a review decision, a comment, an account change, a heartbeat). */
const TEAM_BODY_BYTES = 16 * 1024;
/** The sign-in and sign-out forms. */
const FORM_BYTES = 4096;
/** A call whose body this server never reads (a GET, or a call passed on to the demo back end, which reads its own). */
const NO_BODY = 0;

/** What the team gate answers itself (team mode only): the sign-in pages and the team API. */
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

/** What the studio API answers (api-calls.ts), with a team or without. */
export type ApiCall =
  | 'screens'
  | 'save screen'
  | 'files'
  | 'save file'
  | 'save files'
  | 'remove screen'
  | 'remove page'
  | 'bring back'
  | 'history'
  | 'publish check'
  | 'compare'
  | 'publish'
  | 'rollback'
  | 'schedule'
  | 'set schedule'
  | 'cancel schedule'
  | 'own types';

/** Who answers a call: the team gate, the studio API, or the server's pages, Vite and the demo back end. */
type CallHandler = { team: TeamCall } | { api: ApiCall } | { served: 'pages' | 'demo back end' };

/** Who may make a call: signed-out visitors too, anyone signed in (any role), or a person with one of these roles. */
type CallRoles = 'signed out allowed' | 'anyone signed in' | readonly Role[];

export interface StudioCall {
  method: readonly string[];
  /** The whole pathname (not decoded); a call with a name in its path captures it as the first group. */
  path: RegExp;
  roles: CallRoles;
  /** The largest body read, in bytes (0: none is read here). */
  limit: number;
  handler: CallHandler;
  /** What the request is, said in a refusal ("Publishing needs …"). */
  doing: string;
  /** A path this row answers, for the tests. */
  sample: string;
  /** A further test of the path (the demo back end's own paths). */
  when?: (pathname: string) => boolean;
  /** The page sends it by itself (a heartbeat): it does not keep an idle session going. */
  background?: true;
}

const READ = ['GET', 'HEAD'] as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const exact = (path: string) => new RegExp(`^${escapeRegExp(path)}$`);
/** A studio API path; `rest` is a regular expression's text. */
const api = (rest: string) => new RegExp(`^${escapeRegExp(STUDIO_API)}${rest}$`);
const team = (call: TeamCall): CallHandler => ({ team: call });
const studio = (call: ApiCall): CallHandler => ({ api: call });

const SIGNED_OUT = 'signed out allowed';
const SIGNED_IN = 'anyone signed in';

// prettier-ignore
export const STUDIO_CALLS: readonly StudioCall[] = [
  // The sign-in pages, and single sign-on's way to the provider and back (docs/team-studio.md).
  { method: READ, path: exact(SIGN_IN_PAGE), roles: SIGNED_OUT, limit: NO_BODY, handler: team('sign-in page'), doing: 'The sign-in page', sample: SIGN_IN_PAGE },
  { method: ['POST'], path: exact(SIGN_IN_PAGE), roles: SIGNED_OUT, limit: FORM_BYTES, handler: team('sign-in'), doing: 'Signing in', sample: SIGN_IN_PAGE },
  { method: ['GET'], path: exact(SSO_START), roles: SIGNED_OUT, limit: NO_BODY, handler: team('sso start'), doing: 'Signing in with single sign-on', sample: SSO_START },
  { method: ['GET'], path: exact(SSO_CALLBACK), roles: SIGNED_OUT, limit: NO_BODY, handler: team('sso callback'), doing: "Single sign-on's answer", sample: SSO_CALLBACK },
  { method: READ, path: exact(SIGN_OUT_PAGE), roles: SIGNED_IN, limit: NO_BODY, handler: team('sign-out page'), doing: 'The sign-out page', sample: SIGN_OUT_PAGE },
  { method: ['POST'], path: exact(SIGN_OUT_PAGE), roles: SIGNED_IN, limit: FORM_BYTES, handler: team('sign-out'), doing: 'Signing out', sample: SIGN_OUT_PAGE },
  { method: READ, path: exact(`${TEAM_API}/me`), roles: SIGNED_IN, limit: NO_BODY, handler: team('me'), doing: 'Who you are', sample: `${TEAM_API}/me` },
  // The admin page (team/admin.ts); the account is named in the body, so a body without one changes nothing.
  { method: READ, path: exact(ADMIN_PATHS.audit), roles: ['admin'], limit: NO_BODY, handler: team('audit'), doing: 'Reading the audit log', sample: ADMIN_PATHS.audit },
  { method: READ, path: exact(ADMIN_PATHS.accounts), roles: ['admin'], limit: NO_BODY, handler: team('accounts'), doing: 'Listing the accounts', sample: ADMIN_PATHS.accounts },
  { method: READ, path: exact(ADMIN_PATHS.auditEntries), roles: ['admin'], limit: NO_BODY, handler: team('audit entries'), doing: 'Reading the audit log', sample: ADMIN_PATHS.auditEntries },
  { method: ['POST'], path: exact(ADMIN_PATHS.add), roles: ['admin'], limit: TEAM_BODY_BYTES, handler: team('add account'), doing: 'Adding a person', sample: ADMIN_PATHS.add },
  { method: ['POST'], path: exact(ADMIN_PATHS.roles), roles: ['admin'], limit: TEAM_BODY_BYTES, handler: team('set roles'), doing: "Changing a person's roles", sample: ADMIN_PATHS.roles },
  { method: ['POST'], path: exact(ADMIN_PATHS.disable), roles: ['admin'], limit: TEAM_BODY_BYTES, handler: team('disable account'), doing: 'Disabling an account', sample: ADMIN_PATHS.disable },
  { method: ['POST'], path: exact(ADMIN_PATHS.enable), roles: ['admin'], limit: TEAM_BODY_BYTES, handler: team('enable account'), doing: 'Enabling an account', sample: ADMIN_PATHS.enable },
  { method: ['POST'], path: exact(ADMIN_PATHS.resetPassword), roles: ['admin'], limit: TEAM_BODY_BYTES, handler: team('reset password'), doing: "Resetting a person's password", sample: ADMIN_PATHS.resetPassword },
  { method: ['POST'], path: exact(ADMIN_PATHS.password), roles: SIGNED_IN, limit: TEAM_BODY_BYTES, handler: team('change password'), doing: 'Changing your password', sample: ADMIN_PATHS.password },
  // The review, a screen's history, and who else is editing (team/team-api.ts).
  { method: ['GET'], path: exact(`${TEAM_API}/history`), roles: SIGNED_IN, limit: NO_BODY, handler: team('screen history'), doing: "Reading a screen's history", sample: `${TEAM_API}/history?screen=about-us` },
  { method: ['GET'], path: exact(`${TEAM_API}/review`), roles: SIGNED_IN, limit: NO_BODY, handler: team('review'), doing: 'Reading the review', sample: `${TEAM_API}/review` },
  { method: ['POST'], path: exact(`${TEAM_API}/approve`), roles: ['reviewer'], limit: TEAM_BODY_BYTES, handler: team('approve'), doing: 'Approving a change', sample: `${TEAM_API}/approve` },
  { method: ['POST'], path: exact(`${TEAM_API}/send-back`), roles: ['reviewer'], limit: TEAM_BODY_BYTES, handler: team('send back'), doing: 'Sending a change back', sample: `${TEAM_API}/send-back` },
  // A comment on the change waiting for review: a reviewer, or one of its authors (the server checks which).
  { method: ['POST'], path: exact(`${TEAM_API}/comment`), roles: ['editor', 'reviewer'], limit: TEAM_BODY_BYTES, handler: team('comment'), doing: 'Commenting on a change', sample: `${TEAM_API}/comment` },
  // Everyone reads who else is editing; an editor's page sends its heartbeat (a viewer has nothing to save).
  { method: ['GET'], path: exact(`${TEAM_API}/presence`), roles: SIGNED_IN, limit: NO_BODY, handler: team('presence'), doing: 'Who else is editing', sample: `${TEAM_API}/presence`, background: true },
  { method: ['POST'], path: exact(`${TEAM_API}/presence`), roles: ['editor'], limit: TEAM_BODY_BYTES, handler: team('presence beat'), doing: 'Telling who else is editing', sample: `${TEAM_API}/presence`, background: true },
  // The studio API (api-calls.ts): the screens, texts and pages, and publishing.
  { method: ['GET'], path: api('/screens'), roles: SIGNED_IN, limit: NO_BODY, handler: studio('screens'), doing: 'Reading the screens', sample: `${STUDIO_API}/screens` },
  { method: ['PUT'], path: api('/screens/([^/]*)'), roles: ['editor'], limit: MAX_BODY_BYTES, handler: studio('save screen'), doing: 'Saving a screen', sample: `${STUDIO_API}/screens/about-us` },
  { method: ['GET'], path: api('/files'), roles: SIGNED_IN, limit: NO_BODY, handler: studio('files'), doing: 'Reading the texts and pages', sample: `${STUDIO_API}/files` },
  { method: ['PUT'], path: api('/files/(.+)'), roles: ['editor'], limit: MAX_BODY_BYTES, handler: studio('save file'), doing: 'Saving a text or page', sample: `${STUDIO_API}/files/screens%2Fmessages.json` },
  // Several files at once (a shared part and the new shared texts its row titles name), checked and written together (files-api.ts).
  { method: ['PUT'], path: api('/files'), roles: ['editor'], limit: MAX_BODY_BYTES, handler: studio('save files'), doing: 'Saving shared texts and parts together', sample: `${STUDIO_API}/files` },
  { method: ['DELETE'], path: api('/screens/([^/]*)'), roles: ['editor'], limit: MAX_BODY_BYTES, handler: studio('remove screen'), doing: 'Removing a screen', sample: `${STUDIO_API}/screens/about-us` },
  { method: ['DELETE'], path: api('/files/(.+)'), roles: ['editor'], limit: MAX_BODY_BYTES, handler: studio('remove page'), doing: 'Removing a page', sample: `${STUDIO_API}/files/content%2Fabout-us.md` },
  { method: ['POST'], path: api('/bring-back'), roles: ['editor'], limit: MAX_BODY_BYTES, handler: studio('bring back'), doing: 'Bringing back what a rollback took off', sample: `${STUDIO_API}/bring-back` },
  { method: ['GET'], path: api('/history'), roles: SIGNED_IN, limit: NO_BODY, handler: studio('history'), doing: 'Reading the history', sample: `${STUDIO_API}/history` },
  { method: ['GET'], path: api('/publish-check'), roles: SIGNED_IN, limit: NO_BODY, handler: studio('publish check'), doing: 'The checks before publishing', sample: `${STUDIO_API}/publish-check` },
  { method: ['GET'], path: api('/compare'), roles: SIGNED_IN, limit: NO_BODY, handler: studio('compare'), doing: 'Comparing with what is live', sample: `${STUDIO_API}/compare` },
  { method: ['POST'], path: api('/publish'), roles: ['publisher'], limit: MAX_BODY_BYTES, handler: studio('publish'), doing: 'Publishing', sample: `${STUDIO_API}/publish` },
  { method: ['POST'], path: api('/rollback'), roles: ['publisher'], limit: MAX_BODY_BYTES, handler: studio('rollback'), doing: 'Making an earlier version live', sample: `${STUDIO_API}/rollback` },
  // A scheduled release (schedule.ts): everyone sees it; a publisher schedules or cancels it.
  { method: ['GET'], path: api('/schedule'), roles: SIGNED_IN, limit: NO_BODY, handler: studio('schedule'), doing: 'Reading the scheduled release', sample: `${STUDIO_API}/schedule` },
  { method: ['PUT'], path: api('/schedule'), roles: ['publisher'], limit: MAX_BODY_BYTES, handler: studio('set schedule'), doing: 'Scheduling a release', sample: `${STUDIO_API}/schedule` },
  { method: ['DELETE'], path: api('/schedule'), roles: ['publisher'], limit: MAX_BODY_BYTES, handler: studio('cancel schedule'), doing: 'Cancelling a scheduled release', sample: `${STUDIO_API}/schedule` },
  // The project's own field, block and action types (own-types-api.ts), for the palette and the checks.
  { method: ['GET'], path: api('/own-types'), roles: SIGNED_IN, limit: NO_BODY, handler: studio('own types'), doing: "Reading the project's own field, block and action types", sample: `${STUDIO_API}/own-types` },
  // The preview's calls to the demo back end (GET and POST like the borrower app's), also with a scenario's reply.
  { method: [...READ, 'POST'], path: new RegExp(`^${escapeRegExp(REPLY_PREFIX)}`), roles: SIGNED_IN, limit: NO_BODY, handler: { served: 'demo back end' }, doing: 'The preview calling the demo back end', sample: `${REPLY_PREFIX}failure/gopia/goya/satire` },
  { method: [...READ, 'POST'], path: /^\//, when: isApiPath, roles: SIGNED_IN, limit: NO_BODY, handler: { served: 'demo back end' }, doing: 'The preview calling the demo back end', sample: '/gopia/goya/satire' },
  // The studio and preview pages, their modules (Vite) and the built app: reading only, never the studio API's other paths.
  { method: READ, path: new RegExp(`^(?!${escapeRegExp(STUDIO_API)}(/|$))/`), roles: SIGNED_IN, limit: NO_BODY, handler: { served: 'pages' }, doing: 'Browsing the studio', sample: '/studio' },
];

/** The row for a request, or undefined (refused). */
export function findCall(method: string, pathname: string): StudioCall | undefined {
  return STUDIO_CALLS.find((call) => call.method.includes(method) && call.path.test(pathname) && (call.when?.(pathname) ?? true));
}

/** The roles a row lets through once signed in ('signed out allowed' and 'anyone signed in': every role). */
export function rolesOf(call: StudioCall): readonly Role[] {
  return typeof call.roles === 'string' ? ROLES : call.roles;
}
