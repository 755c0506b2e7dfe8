// The studio preview's state for the state panel: read through the runtime, posted when it
// changes, session values and personal numbers masked.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { preloadAllBlocks } from '../../../../../engine/blocks/registry.ts';
import type { Screen as ScreenDefinition } from '../../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../../engine/registries.ts';
import { createPreviewInspector, maskDigits } from '../../../../../studio/web/preview/inspect.ts';
import type { FromPreview, InspectedState } from '../../../../../studio/web/preview-panel/protocol.ts';
import { createFakeServices } from '../../../engine/fake-services.ts';

const signUp: ScreenDefinition = {
  schemaVersion: 1,
  id: 'signUp',
  title: 'Sign up',
  variables: {
    lastMobile: { initial: 'sent to 09171234567' },
    amount: { initial: 500000 },
    due: { initial: '2026-11-24' },
    userId: { initial: 'u-991234' },
  },
  blocks: [
    {
      type: 'form',
      id: 'account',
      submitLabel: 'Send',
      fields: [
        { type: 'phone', name: 'phone', label: 'Phone' },
        { type: 'text', name: 'nickname', label: 'Nickname' },
      ],
      onSubmit: [],
    },
  ],
};

beforeAll(preloadAllBlocks);

describe('the studio preview state', () => {
  it('masks runs of 7 or more digits but their last 4, and leaves dates and amounts', () => {
    expect(maskDigits('Code sent to 0917 123 4567.')).toBe('Code sent to •••• ••• 4567.');
    expect(maskDigits('card 4111111111111111')).toBe('card ••••••••••••1111');
    expect(maskDigits('+63 917-123-4567')).toBe('+•• •••-•••-4567');
    expect(maskDigits('2026-11-24 500000 10:23:07')).toBe('2026-11-24 500000 10:23:07');
  });

  it('posts the variables and form values as the borrower types, the phone and the session values masked', async () => {
    const sent: FromPreview[] = [];
    const inspect = createPreviewInspector((message) => sent.push(message));
    inspect.setSession({ userId: 'u-991234', mobile: '09998887777' });
    render(<Screen registries={engineRegistries} screen={signUp} services={createFakeServices().services} inspector={inspect.inspector} />);
    const states = () =>
      sent
        .filter((message): message is { type: 'studio:state'; state: InspectedState } => message.type === 'studio:state')
        .map((message) => message.state);
    await waitFor(() => expect(states().length).toBe(1));
    expect(states()[0]).toMatchObject({
      screen: 'signUp',
      status: 'ready',
      vars: { lastMobile: 'sent to •••••••4567', amount: 500000, due: '2026-11-24' },
    });
    // A variable named after a session key is left out, as in stored replies.
    expect(states()[0].vars).not.toHaveProperty('userId');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone'), '09171234567');
    await user.type(screen.getByLabelText('Nickname'), 'Ana');
    await waitFor(() => expect(states().at(-1)?.forms.account.values.nickname).toBe('Ana'));
    const { account } = states().at(-1)!.forms;
    expect(String(account.values.phone).replace(/\D/g, '')).toBe('4567');
    expect(JSON.stringify(states())).not.toContain('0917123');
    expect(account).toMatchObject({
      dirty: true,
      dirtyFields: expect.arrayContaining(['phone', 'nickname']),
      touchedFields: expect.arrayContaining(['phone']),
    });
    // Throttled: far fewer posts than keystrokes, none repeating the one before.
    expect(states().length).toBeLessThan(14);
    const texts = states().map((state) => JSON.stringify(state));
    expect(texts.every((text, index) => index === 0 || text !== texts[index - 1])).toBe(true);
  });
});
