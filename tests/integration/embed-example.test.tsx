// examples/embed: an app that embeds the engine by its package name, with a field type of its own
// (a peso amount), renders its one screen and submits it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { checkScreenText, toOwnFieldTypes } from '../../engine/checker/index.ts';
import type { ApiResult } from '../../engine/core/services.ts';
import { EmbedExample } from '../../examples/embed/app.tsx';
import screenFile from '../../examples/embed/loan-request.screen.json';
import ownTypes from '../../examples/embed/own-types.ts';
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

  it('declares its field type once: what runs and what the checker reads are the same', () => {
    expect(pesoAmountField.propertySchema).toBe(ownTypes.fields?.[0].propertySchema);
    const ownFieldTypes = toOwnFieldTypes(ownTypes);
    expect(checkScreenText('loan-request.screen.json', JSON.stringify(screenFile), { ownFieldTypes })).toEqual([]);
    const field = { ...screenFile.blocks[1].fields?.[0], maxCount: 3 };
    const wrong = { ...screenFile, blocks: [screenFile.blocks[0], { ...screenFile.blocks[1], fields: [field] }] };
    const problems = checkScreenText('loan-request.screen.json', JSON.stringify(wrong), { ownFieldTypes });
    expect(problems.map((problem) => problem.pointer)).toEqual(['/blocks/1/fields/0/maxCount']);
  });
});
