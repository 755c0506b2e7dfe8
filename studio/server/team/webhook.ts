// Whoever must act is told (team mode, `--webhook URL`): each review event — a save of content, an
// approval, a send-back, a comment, a publish, a rollback — is POSTed as one JSON object to the
// lender's own receiver (a team chat's incoming webhook, a small relay). The action never waits for
// it and never fails because of it: events queue in memory (at most MAX_QUEUE, the oldest dropped
// first and counted), each is tried a few times with a growing pause, and a failure is logged on
// the server with the receiver's answer, never with a session or a password.
import { savedFilesOf, savedWhat } from '../../shared/saved-what.ts';

export interface ReviewEvent {
  /** What happened: 'save', 'approve', 'send back', 'comment', 'publish', 'rollback'. */
  action: string;
  /** The account that did it, and its display name. */
  who: string;
  whoName: string;
  at: string;
  /** The content the event is about, when it names one. */
  contentId?: string | null;
  /** The screen, file or version, the note or comment: as the audit log records them. */
  detail: Record<string, unknown>;
  /** A sentence for a chat: "Jose Reyes sent back the change: Shorter title, please." */
  text: string;
}

export interface WebhookOptions {
  url: string;
  /** Tests move time and count. */
  send?: (url: string, body: string) => Promise<{ ok: boolean; status: number }>;
  log?: (message: string) => void;
  /** Pauses between tries (ms); default 1 s, 5 s, 30 s. */
  retryDelaysMs?: readonly number[];
  /** How long one try may take (ms). */
  timeoutMs?: number;
}

const MAX_QUEUE = 200;
const DETAIL_TEXT_LIMIT = 500;

/** The receiver's address as given: http(s) only, no credentials in it (they would be logged). */
export function checkWebhookUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `--webhook must be an http or https address, e.g. https://chat.lender.example/hooks/studio; got "${value.slice(0, 80)}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`--webhook must be an http or https address; got ${url.protocol}.`);
  if (url.username || url.password)
    throw new Error('--webhook must not carry a user or password in the address: use a secret path or token the receiver gives.');
  return url.href;
}

const VERBS: Record<string, string> = {
  save: 'saved a change',
  approve: 'approved the change',
  'send back': 'sent back the change',
  comment: 'commented on the change',
  publish: 'published a release',
  rollback: 'made an earlier release live',
  schedule: 'scheduled a release',
  'schedule cancelled': 'ended the scheduled release',
};

/** "Jose Reyes sent back the change: Shorter title, please." */
export function describeEvent(action: string, whoName: string, detail: Record<string, unknown>): string {
  // A scheduled release's events carry their own sentence ("The release scheduled for … was cancelled because …").
  if (typeof detail.sentence === 'string') return detail.sentence.slice(0, DETAIL_TEXT_LIMIT);
  const said = [detail.comment, detail.note].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const files = savedFilesOf(detail);
  // A screen by the title and address its save kept (the content saved then), else by its folder.
  const screen = typeof detail.title === 'string' && typeof detail.screen === 'string' ? savedWhat(detail) : detail.screen;
  const what = typeof screen === 'string' ? ` to ${screen}` : files.length > 0 ? ` to ${files.join(' and ')}` : '';
  const verb = VERBS[action] ?? action;
  return `${whoName} ${verb}${action === 'save' ? what : ''}${said ? `: ${said.slice(0, DETAIL_TEXT_LIMIT)}` : '.'}`;
}

async function postJson(url: string, body: string, timeoutMs: number): Promise<{ ok: boolean; status: number }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return { ok: response.ok, status: response.status };
}

export function createWebhook(options: WebhookOptions) {
  const url = checkWebhookUrl(options.url);
  const delays = options.retryDelaysMs ?? [1000, 5000, 30_000];
  const timeoutMs = options.timeoutMs ?? 10_000;
  const send = options.send ?? ((to: string, body: string) => postJson(to, body, timeoutMs));
  const log = options.log ?? ((message: string) => console.error(`[studio] webhook: ${message}`));
  const queue: ReviewEvent[] = [];
  let dropped = 0;
  let running: Promise<void> | undefined;

  async function deliver(event: ReviewEvent): Promise<void> {
    const body = JSON.stringify(event);
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send(url, body);
        if (answer.ok) return;
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
          log(`the receiver refused the ${event.action} event with HTTP ${answer.status}; not tried again.`);
          return;
        }
        if (attempt >= delays.length) throw new Error(`HTTP ${answer.status}`);
      } catch (error) {
        if (attempt >= delays.length) {
          log(`the ${event.action} event of ${event.at} could not be delivered (${(error as Error).message}); the action itself stands.`);
          return;
        }
      }
      await new Promise((done) => setTimeout(done, delays[attempt]));
    }
  }

  async function drain(): Promise<void> {
    for (let event = queue.shift(); event; event = queue.shift()) await deliver(event);
    if (dropped > 0) {
      log(`${dropped} event(s) were dropped: more than ${MAX_QUEUE} waited for the receiver.`);
      dropped = 0;
    }
    running = undefined;
  }

  return {
    url,
    /** Queues an event; returns at once (the action never waits for the receiver). */
    notify(event: ReviewEvent): void {
      queue.push(event);
      if (queue.length > MAX_QUEUE) {
        queue.shift();
        dropped++;
      }
      running ??= drain();
    },
    /** Resolves once every queued event was delivered or given up (tests, and the server's close). */
    idle: (): Promise<void> => running ?? Promise.resolve(),
  };
}
