// The review events' webhook, against a local receiver: each event is one JSON POST, the action
// never waits for it, a failing receiver is tried again and then logged, a refusal is not retried.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { checkWebhookUrl, createWebhook, describeEvent, type ReviewEvent } from '../../../../studio/server/team/webhook.ts';
import { send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT } from './team-fixture.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A receiver on a free loopback port that answers each POST with the next status of `statuses` (200 once they run out). */
async function receiver(statuses: number[] = []): Promise<{ url: string; bodies: unknown[]; types: string[] }> {
  const bodies: unknown[] = [];
  const types: string[] = [];
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      types.push(req.headers['content-type'] ?? '');
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/studio`, bodies, types };
}

const event = (action: string, detail: Record<string, unknown> = {}): ReviewEvent => ({
  action,
  who: 'jose.reyes',
  whoName: 'Jose Reyes',
  at: '2026-11-27T09:00:00.000Z',
  contentId: 'abc123',
  detail,
  text: describeEvent(action, 'Jose Reyes', detail),
});

describe('review webhook', () => {
  it('posts each event as JSON, in order, without the action waiting for it', async () => {
    const local = await receiver();
    const hook = createWebhook({ url: local.url, retryDelaysMs: [] });
    hook.notify(event('send back', { comment: 'Shorter title, please.' }));
    hook.notify(event('approve'));
    await hook.idle();
    expect(local.types).toEqual(['application/json', 'application/json']);
    expect(local.bodies).toEqual([
      expect.objectContaining({ action: 'send back', who: 'jose.reyes', text: 'Jose Reyes sent back the change: Shorter title, please.' }),
      expect.objectContaining({ action: 'approve', contentId: 'abc123', text: 'Jose Reyes approved the change.' }),
    ]);
  });

  it('tries a failing receiver again, and logs when it gives up', async () => {
    const local = await receiver([500, 503, 500]);
    const logged: string[] = [];
    const hook = createWebhook({ url: local.url, retryDelaysMs: [1, 1], log: (line) => logged.push(line) });
    hook.notify(event('publish', { note: 'New rates' }));
    await hook.idle();
    expect(local.bodies).toHaveLength(3);
    expect(logged).toEqual([
      expect.stringMatching(/^the publish event of .* could not be delivered \(HTTP 500\); the action itself stands\.$/),
    ]);
  });

  it('delivers on a later try after a failure', async () => {
    const local = await receiver([502]);
    const logged: string[] = [];
    const hook = createWebhook({ url: local.url, retryDelaysMs: [1], log: (line) => logged.push(line) });
    hook.notify(event('comment', { comment: 'Looks fine' }));
    await hook.idle();
    expect(local.bodies).toHaveLength(2);
    expect(logged).toEqual([]);
  });

  it('does not retry a refusal (4xx), and logs it', async () => {
    const local = await receiver([404]);
    const logged: string[] = [];
    const hook = createWebhook({ url: local.url, retryDelaysMs: [1, 1], log: (line) => logged.push(line) });
    hook.notify(event('save', { screen: 'about-us', note: 'Legal asked' }));
    await hook.idle();
    expect(local.bodies).toEqual([expect.objectContaining({ text: 'Jose Reyes saved a change to about-us: Legal asked' })]);
    expect(logged).toEqual(['the receiver refused the save event with HTTP 404; not tried again.']);
  });

  it('an unreachable receiver is logged and nothing throws', async () => {
    const logged: string[] = [];
    const hook = createWebhook({ url: 'http://127.0.0.1:9/none', retryDelaysMs: [], log: (line) => logged.push(line) });
    expect(() => hook.notify(event('rollback'))).not.toThrow();
    await hook.idle();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^the rollback event of .* could not be delivered/);
  });

  it.each([
    ['ftp://chat.example/hook', /http or https/],
    ['https://user:secret@chat.example/hook', /must not carry a user or password/],
    ['not a url', /must be an http or https address/],
  ])('refuses the address %s', (value, message) => {
    expect(() => checkWebhookUrl(value)).toThrow(message);
  });
});

describe('review webhook of a team studio', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('tells the receiver of a save and a send-back; a receiver failing at first blocks no action and gets the event on its next try', async () => {
    const local = await receiver([500]);
    const team = await startTeamStudio({ webhook: local.url });
    try {
      const editor = await signIn(team.studio, 'editor');
      const reviewer = await signIn(team.studio, 'reviewer');
      const textsFile = join(team.screensDir, 'about-us', 'messages.json');
      const screenText = readFileSync(join(team.screensDir, 'about-us', 'screen.json'), 'utf8');
      const messages = readFileSync(textsFile, 'utf8');
      const saved = await send(team.studio, '/__studio/api/screens/about-us', {
        method: 'PUT',
        cookie: editor,
        body: {
          screen: screenText,
          messages: messages.replace(/"about\.title": "[^"]*"/, '"about.title": "About the company"'),
          base: { screen: hashText(screenText), messages: hashText(messages) },
          note: 'Legal asked',
        },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const { contentId } = (await (await send(team.studio, '/__studio/api/team/review', { cookie: reviewer })).json()) as {
        contentId: string;
      };
      const sentBack = await send(team.studio, '/__studio/api/team/send-back', {
        method: 'POST',
        cookie: reviewer,
        body: { contentId, comment: 'Say lending company' },
      });
      expect(sentBack.status).toBe(200);
      await expect
        .poll(() => local.bodies.map((body) => (body as ReviewEvent).text))
        .toEqual(
          // The screen by the title it was saved with (the content saved, not the app's build) and its address.
          expect.arrayContaining([
            "Editor saved a change to 'About the company' (/workIs): Legal asked",
            'Reviewer sent back the change: Say lending company',
          ]),
        );
      expect(local.bodies.find((body) => (body as ReviewEvent).action === 'send back')).toMatchObject({ who: 'reviewer', contentId });
    } finally {
      await team.close();
    }
  });
});
