// A session signed in with a temporary password (one an admin gave, on the admin page or the
// command line) may only choose the person's own password, ask who it is, sign out, and load the
// studio page and its code to show that form. Every other call is refused with a 403 whose
// `reason` the studio page knows, until the person has chosen their own password.
import type { ServerResponse } from 'node:http';

import type { StudioCall, TeamCall } from '../calls.ts';
import { sendJson } from '../http/replies.ts';
import { STUDIO_API } from './access.ts';
import { REFUSED_HEADER } from './gate-http.ts';

/** The 403's `reason` (and the x-studio-refused header) while a temporary password is in use. */
const CHOOSE_PASSWORD = 'choose password';
const ALLOWED_CALLS: ReadonlySet<TeamCall> = new Set<TeamCall>(['me', 'change password', 'sign-out', 'sign-out page']);

/** Whether a session with a temporary password may make this request. */
export function allowedWithTemporaryPassword(call: StudioCall, method: string, url: URL): boolean {
  if ('team' in call.handler) return ALLOWED_CALLS.has(call.handler.team);
  // The studio page, its code and the built app: what shows the form. Never the studio API's other calls.
  return (method === 'GET' || method === 'HEAD') && !url.pathname.startsWith(`${STUDIO_API}/`);
}

export function refuseTemporaryPassword(res: ServerResponse): void {
  sendJson(
    res,
    403,
    {
      error: 'You signed in with a temporary password: choose your own password first (Change password), then carry on.',
      reason: CHOOSE_PASSWORD,
    },
    { [REFUSED_HEADER]: CHOOSE_PASSWORD },
  );
}
