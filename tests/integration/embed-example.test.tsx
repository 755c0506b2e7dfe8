// examples/embed: an app that embeds the engine by its package name, with a field type of its own
// (a peso amount), renders its one screen and submits it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';

import type { ApiResult } from '../../engine/core/services.ts';
import { EmbedExample } from '../../examples/embed/app.tsx';
import screenFile from '../../examples/embed/loan-request.screen.json';
import { pesoAmountField } from '../../examples/embed/peso-amount.tsx';

function makeApi() {
  const call = vi.fn((_endpoint: string, _params: Record<string, unknown>) => Promise.resolve<ApiResult>({ ok: true, data: { id: 'R1' } }));
  return { call, upload: vi.fn(() => Promise.resolve<ApiResult>({ ok: false, kind: 'unknown-endpoint' })) };
}

describe('the embedding example', () => {
  it('renders its screen with its own peso field, refuses an amount out of range, and sends whole centavos', async () => {
    const api = makeApi();
    const user = userEvent.setup();
    render(<EmbedExample api={api} />);

    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, 'abc300');
    expect((amount as HTMLInputElement).value).toBe('300');
    await user.type(screen.getByLabelText('What is it for?'), 'Rent');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter an amount from ₱500 to ₱20000')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '1500.50');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('requestLoan', { amountCentavos: 150050, purpose: 'Rent' }, expect.anything()),
    );
    expect(await screen.findByText('Your request was sent.')).toBeTruthy();
  });

  it('describes its field type with a property schema the screen file meets', () => {
    const check = new Ajv2020({ strict: true }).compile(pesoAmountField.propertySchema ?? {});
    const field = screenFile.blocks[1].fields?.[0];
    expect(check(field)).toBe(true);
    expect(check({ type: 'pesoAmount', name: 'amount', maxCount: 3 })).toBe(false);
    expect(check.errors?.[0]).toMatchObject({ keyword: 'additionalProperties', params: { additionalProperty: 'maxCount' } });
  });
});
