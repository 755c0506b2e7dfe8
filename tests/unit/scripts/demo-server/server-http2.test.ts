import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http2, { type ClientHttp2Session } from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DemoServer, startDemoServer } from '../../../../scripts/demo-server/server.ts';
import { createSelfSignedCertificate } from '../../../../scripts/lib/self-signed-certificate.ts';

const SCRIPT = 'console.log("over any protocol");';
const PROBLEM_DETAIL = '/currentlyer/user-problem/problem-detail?sessionId=demo-session';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over an HTTP/2 session; the certificate is self-signed, so it is not verified. */
function requestOverHttp2(session: ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: Omit<Answer, 'body'> | undefined;
    stream.on('response', (responseHeaders) => {
      answer = { status: Number(responseHeaders[':status']), headers: responseHeaders };
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ ...answer!, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('startDemoServer with tls: HTTP/2', () => {
  let distDir: string;
  let plain: DemoServer;
  let secure: DemoServer;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'demo-dist-h2-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
    plain = await startDemoServer({ port: 0, distDir });
    secure = await startDemoServer({ port: 0, distDir, tls: createSelfSignedCertificate() });
    session = http2.connect(secure.url, { rejectUnauthorized: false });
  });

  afterAll(async () => {
    // The session is left open on purpose: close() must not wait for clients to hang up.
    await plain?.close();
    await secure?.close();
    session?.destroy();
    await rm(distDir, { recursive: true, force: true });
  });

  it('listens on https', () => {
    expect(secure.url).toBe(`https://127.0.0.1:${secure.port}`);
  });

  it('serves a built file over HTTP/2 as over HTTP/1.1: gzipped, same type and caching', async () => {
    const overHttp1 = await fetch(`${plain.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    const overHttp2 = await requestOverHttp2(session, { ':path': '/assets/index-abc123.js', 'accept-encoding': 'gzip' });

    expect(overHttp2.status).toBe(200);
    expect(overHttp2.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(overHttp2.body).toString()).toBe(SCRIPT);
    expect(overHttp2.headers['content-type']).toBe(overHttp1.headers.get('content-type'));
    expect(overHttp2.headers['cache-control']).toBe(overHttp1.headers.get('cache-control'));
  });

  it('answers an API call over HTTP/2 as over HTTP/1.1, form body and all', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const overHttp1 = await fetch(`${plain.url}${PROBLEM_DETAIL}`, { method: 'POST', headers: form, body: 'problemId=1002' });
    const overHttp2 = await requestOverHttp2(session, { ':method': 'POST', ':path': PROBLEM_DETAIL, ...form }, 'problemId=1002');

    expect(overHttp2.status).toBe(200);
    expect(overHttp2.headers['content-type']).toContain('application/json');
    expect(JSON.parse(overHttp2.body.toString())).toMatchObject({ code: 0, data: { problemId: 1002 } });
    expect(JSON.parse(overHttp2.body.toString())).toEqual(await overHttp1.json());
  });

  it('falls back to index.html for app routes over HTTP/2', async () => {
    const route = await requestOverHttp2(session, { ':path': '/complainDetails?problemId=1002' });

    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<div id="root">');
  });

  it('still answers a client that speaks only HTTP/1.1 over TLS', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      https
        .get(`${secure.url}/assets/index-abc123.js`, { rejectUnauthorized: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }));
        })
        .on('error', reject);
    });

    expect(answer).toEqual({ status: 200, version: '1.1', body: SCRIPT });
  });
});
