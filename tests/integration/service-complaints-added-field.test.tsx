// The complaint form with one more optional field, as staff may add one in the studio: the form's
// other behaviour stays as service-complaints.test.tsx describes it. The tests name what they
// check (the description box by its label, the parameters the flow sends), never the screen's
// whole content, so a field added to the screen breaks none of them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { SCREENS_DIR } from '../../scripts/lib/screen-folders.ts';
import { withDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';
import { waitForTitle } from './service-harness.tsx';

/** The screens folder with an optional "Best time to call you" text field after the description. */
function screensWithAddedField(): string {
  const dir = mkdtempSync(join(tmpdir(), 'screens-added-field-'));
  cpSync(SCREENS_DIR, dir, { recursive: true });
  const screenFile = join(dir, 'complaint-form', 'screen.json');
  const form = JSON.parse(readFileSync(screenFile, 'utf8')) as { blocks: { type: string; fields?: unknown[] }[] };
  const fields = form.blocks.find((block) => block.type === 'form')?.fields;
  if (!fields) throw new Error('The complaint form screen has no form: update this test to where its form is.');
  fields.splice(1, 0, { type: 'text', name: 'callTime', label: { msg: 'complaint.callTime' } });
  writeFileSync(screenFile, JSON.stringify(form, null, 2));
  const messagesFile = join(dir, 'complaint-form', 'messages.json');
  const messages = JSON.parse(readFileSync(messagesFile, 'utf8')) as Record<'en' | 'fil', Record<string, string>>;
  messages.en['complaint.callTime'] = 'Best time to call you (optional)';
  messages.fil['complaint.callTime'] = 'Pinakamagandang oras para tawagan ka (opsyonal)';
  writeFileSync(messagesFile, JSON.stringify(messages, null, 2));
  return dir;
}

const screensDir = screensWithAddedField();
afterAll(() => rmSync(screensDir, { recursive: true, force: true }));

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

async function openForm(query: string) {
  app = renderApp(`/complainPageNext?${SESSION_QUERY}&orderId=ORD174D&${query}`, {}, { screensDir });
  await waitForTitle('Online service');
  // The added field is on the form: the tests below run against the changed screen.
  await screen.findByRole('textbox', { name: 'Best time to call you (optional)' });
  return app;
}

const saves = async () => (await demo.settledRequests()).filter((request) => request.path.endsWith('/problem-save'));

describe('complaint form /complainPageNext with an optional field added', () => {
  it('still refuses an empty description with the spec message and sends nothing', async () => {
    await openForm('problemType=2&orderNo=ORD174D');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in your comments and suggestions')).toBeTruthy();
    expect(await saves()).toEqual([]);
  });

  it('still sends the description with the type, sub-type and order, the added field left empty', async () => {
    await openForm('problemType=1&problemSonType=12&orderNo=ORD174D');
    await app!.user.type(screen.getByRole('textbox', { name: 'Description' }), 'The collector called my sister twice.');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Submitted' })).toBeTruthy();
    const [save] = await saves();
    expect(save.body).toMatchObject({
      problemDetail: 'The collector called my sister twice.',
      problemType: '1',
      problemSonType: '12',
      orderNo: 'ORD174D',
    });
  });

  it('sends what the borrower typed in the added field beside the rest', async () => {
    await openForm('problemType=3&orderNo=ORD200');
    await app!.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Please update my e-mail.');
    await app!.user.type(screen.getByRole('textbox', { name: 'Best time to call you (optional)' }), 'After 6 pm');
    await app!.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
    const [save] = await saves();
    expect(save.body).toMatchObject({
      problemDetail: 'Please update my e-mail.',
      callTime: 'After 6 pm',
      problemType: '3',
      orderNo: 'ORD200',
    });
  });
});
