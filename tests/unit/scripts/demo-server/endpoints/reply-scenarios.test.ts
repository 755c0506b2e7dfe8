// The demo back end's failure and slow replies (header x-demo-reply), as the studio's preview asks for them.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { createDemoState } from '../../../../../scripts/demo-server/data.ts';
import { createReplyScenarioHandlers, DEMO_REPLY_HEADER } from '../../../../../scripts/demo-server/endpoints/reply-scenarios.ts';
import { createHandlers } from '../../../../../scripts/demo-server/handlers.ts';
import { DEMO_ORIGIN } from '../demo-client.ts';

const LOAN_DETAILS = `${DEMO_ORIGIN}/currentlyer/v3/loan-details/loan-details?productId=1&orderId=ORD174D&userId=10001`;

async function ask(reply: string | undefined, handlers = createHandlers(createDemoState())) {
  const headers = reply === undefined ? undefined : { [DEMO_REPLY_HEADER]: reply };
  const response = await getResponse(handlers, new Request(LOAN_DETAILS, { headers }));
  if (!response) throw new Error('no handler answered');
  return response;
}

describe('demo reply scenarios', () => {
  it('answers normally without the header', async () => {
    const response = await ask(undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: { orderStatus: 174, productName: 'PesoNow' } });
  });

  it('answers a failure with HTTP 500 and a message', async () => {
    const response = await ask('failure');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: 'Demo failure reply: the server could not answer this call.', data: null });
  });

  it('answers a malformed reply with an HTML page where JSON belongs', async () => {
    const response = await ask('malformed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    await expect(response.clone().json()).rejects.toThrow();
    expect(await response.text()).toContain('502 Bad Gateway');
  });

  it('answers a slow call with the normal reply, late', async () => {
    const handlers = [...createReplyScenarioHandlers({ slowMs: 300 }), ...createHandlers(createDemoState()).slice(1)];
    const started = performance.now();
    const response = await ask('slow', handlers);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(await response.json()).toMatchObject({ code: 0, data: { orderStatus: 174, productName: 'PesoNow' } });
  });

  it('names the scenarios it knows for an unknown one', async () => {
    const response = await ask('broken');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Unknown x-demo-reply 'broken': use one of failure, malformed, slow.");
  });
});
