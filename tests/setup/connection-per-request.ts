// The Node tests' and the browser tests' setup (vitest.config.ts): each request a test sends goes on
// a connection of its own, with Node's fetch (`connection: close`, unless the test sets that header
// itself) and with `node:http` (an agent that keeps no connection, unless the request has its own).
// Node's fetch keeps a connection open after a reply and reuses it; a Node server closes one idle
// for 5 s (its keepAliveTimeout, which our servers keep), and fetch stops reusing it a second
// before, by a timer. On a busy machine that timer runs late: the next request goes out on the
// socket the server has just closed and fails with ECONNRESET (a team sign-in, in a clean-clone run
// at load 13). A browser sends such a request again; fetch does not; nor does `node:http`, whose
// shared agent keeps connections alive since Node 19. Installed once per worker (the `unit-node`
// files share one).
import http from 'node:http';

http.globalAgent = new http.Agent({ keepAlive: false });

const PLAIN_FETCH = Symbol.for('borrower-tests.plain-fetch');
if (!(PLAIN_FETCH in globalThis)) {
  const plain = globalThis.fetch;
  Object.defineProperty(globalThis, PLAIN_FETCH, { value: plain });
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('connection')) headers.set('connection', 'close');
    return plain(input, { ...init, headers });
  };
}
