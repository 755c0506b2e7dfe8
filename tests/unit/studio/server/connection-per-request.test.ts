// The tests send each request on a connection of their own (tests/setup/connection-per-request.ts),
// with Node's fetch and with `node:http`: a kept-alive connection that the server closes as the next
// request leaves fails that request with ECONNRESET on a busy machine. A test that sets the
// connection header itself keeps its choice.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: Server;
let url = '';
let sockets = 0;

beforeAll(async () => {
  server = createServer((request, response) => response.end(request.headers.connection ?? ''));
  server.on('connection', () => (sockets += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the tests' requests", () => {
  it('opens a connection for each request and asks the server to close it after the reply', async () => {
    const before = sockets;
    expect(await (await fetch(url)).text()).toBe('close');
    expect(await (await fetch(url, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })).text()).toBe('close');
    expect(sockets - before).toBe(2);
  });

  it('does the same for a request of node:http', async () => {
    const before = sockets;
    const get = () =>
      new Promise<string>((resolve, reject) => {
        request(url, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        })
          .on('error', reject)
          .end();
      });
    expect(await get()).toBe('close');
    expect(await get()).toBe('close');
    expect(sockets - before).toBe(2);
  });

  it('keeps a connection header the test sets', async () => {
    expect(await (await fetch(url, { headers: { connection: 'keep-alive' } })).text()).toBe('keep-alive');
  });
});
