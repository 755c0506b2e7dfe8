// A write from another site (a form or script on another origin) is refused: the Origin must be the
// studio's. A page whose referrer policy is no-referrer (the studio page's) sends "Origin: null" on
// its own writes; then Sec-Fetch-Site, which browsers send to HTTPS and loopback addresses, must say
// same-origin.
import type { IncomingMessage } from 'node:http';

import { header } from '../http/headers.ts';
import { Refusal } from './gate-http.ts';

/** Throws the gate's 403 refusal for a write that did not come from `expectedOrigin(req)`. */
export function checkSameSite(req: IncomingMessage, expectedOrigin: (req: IncomingMessage) => string): void {
  const origin = header(req, 'origin');
  const site = header(req, 'sec-fetch-site');
  if (origin !== undefined && origin !== 'null') {
    if (origin !== expectedOrigin(req))
      throw new Refusal(
        403,
        `Writes are accepted from the studio's own pages only; this one came from ${origin.slice(0, 100)}.`,
        'cross-site',
      );
  } else if (site !== 'same-origin') {
    throw new Refusal(403, "A write must come from the studio's own pages: the request named no origin of its own.", 'cross-site');
  }
}
