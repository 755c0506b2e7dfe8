// The preview's data scenarios: failure and slow replies for screens that call the API, reached
// through the studio server's reply prefix and answered by the demo back end.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { callsApi, scenariosOf, toPreviewQuery, withReplyScenario } from '../../../../studio/web/preview-panel/scenarios.ts';

describe('scenarios of a screen', () => {
  const withData = { id: 'loanDetail', data: { loan: { endpoint: 'loanDetails' } }, blocks: [] };
  const withCall = {
    id: 'promo',
    blocks: [{ type: 'button', actions: [{ type: 'if', then: [{ type: 'call', endpoint: 'saveScore' }] }] }],
  };
  const static_ = { id: 'aboutUs', blocks: [{ type: 'text', text: 'About us' }] };

  it('knows which screens call the API, in data sources or nested actions', () => {
    expect(callsApi(withData)).toBe(true);
    expect(callsApi(withCall)).toBe(true);
    expect(callsApi(static_)).toBe(false);
  });

  it('adds a failure, a malformed and a slow reply of the first scenario for a screen that calls the API', () => {
    const labels = scenariosOf('loanDetail', withData).map((scenario) => scenario.label);
    expect(labels.slice(-3)).toEqual(['Failure reply (server error)', 'Malformed reply (not JSON)', 'Slow reply (3 s)']);
    expect(scenariosOf('loanDetail', withData).at(-1)!.query).toBe('orderId=ORD174D&studioReply=slow');
    expect(scenariosOf('promo', withCall).map((scenario) => scenario.query)).toEqual([
      '',
      'studioReply=failure',
      'studioReply=malformed',
      'studioReply=slow',
    ]);
    expect(scenariosOf('aboutUs', static_)).toEqual([{ label: 'Demo session', query: '' }]);
  });

  it('sends the calls of a reply scenario through the reply prefix, and others as the app does', () => {
    const config = { apiBase: '', promoBase: '', provider: 'pesoloan' };
    expect(withReplyScenario(config, toPreviewQuery({ label: '', query: 'orderId=ORD21' }))).toBe(config);
    expect(withReplyScenario(config, toPreviewQuery({ label: '', query: 'studioReply=slow' }))).toEqual({
      ...config,
      apiBase: '/__studio/reply/slow',
      promoBase: '/__studio/reply/slow',
    });
    // Another origin is left alone: the studio server cannot answer for it.
    expect(withReplyScenario({ ...config, apiBase: 'https://api.example.ph' }, 'studioReply=failure').apiBase).toBe(
      'https://api.example.ph',
    );
  });
});

describe('studio server reply prefix', () => {
  let dir: string;
  let studio: StudioServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-reply-'));
    mkdirSync(join(dir, 'screens'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    studio = await startStudioServer({ port: 0, screensDir: join(dir, 'screens'), distDir: join(dir, 'dist'), withVite: false });
  });
  afterAll(async () => {
    await studio?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const LOAN = '/currentlyer/v3/loan-details/loan-details?productId=1&orderId=ORD174D&userId=10001';

  it('answers a failure reply from the demo back end', async () => {
    const response = await fetch(`${studio.url}/__studio/reply/failure${LOAN}`);
    expect(response.status).toBe(500);
    expect((await response.json()).message).toBe('Demo failure reply: the server could not answer this call.');
  });

  it('answers the ordinary call without the prefix', async () => {
    const response = await fetch(`${studio.url}${LOAN}`);
    expect((await response.json()).data.orderStatus).toBe(174);
  });

  it('refuses an unknown reply and anything but an API path', async () => {
    expect((await fetch(`${studio.url}/__studio/reply/bogus${LOAN}`)).status).toBe(404);
    expect((await fetch(`${studio.url}/__studio/reply/failure/index.html`)).status).toBe(404);
    expect((await fetch(`${studio.url}/__studio/reply/failure/..%2f..%2fetc/passwd`)).status).toBe(404);
  });
});
