import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

const registration: ScreenDefinition = {
  schemaVersion: 1,
  id: 'register',
  title: 'Register',
  variables: { checked: { initial: '' }, submitted: { initial: '' }, invalidText: { initial: '' }, invalidFields: { initial: '' } },
  blocks: [
    {
      type: 'form',
      id: 'reg',
      fields: [
        {
          type: 'phone',
          name: 'phone',
          label: 'Phone',
          rules: { required: { message: 'Enter phone' }, pattern: { value: '^09\\d{9}$', message: 'Enter phone' } },
        },
        {
          type: 'text',
          name: 'capcode',
          label: 'Captcha',
          maxLength: 4,
          rules: { required: { message: 'Enter captcha' }, minLength: { value: 4, message: 'Enter captcha' } },
        },
        {
          type: 'digits',
          name: 'smsCode',
          label: 'SMS code',
          maxLength: 6,
          rules: { required: { message: 'Enter SMS code' } },
          addon: { type: 'button', variant: 'secondary', label: 'Get code', actions: [{ type: 'toast', text: 'code sent' }] },
        },
      ],
      onSubmit: [{ type: 'set', var: 'submitted', value: { var: 'form.phone' } }],
      onInvalid: [
        { type: 'set', var: 'invalidText', value: { var: 'invalid.message' } },
        { type: 'set', var: 'invalidFields', value: { var: 'invalid.fields' } },
        { type: 'toast', text: { value: { var: 'invalid.message' } } },
      ],
    },
    {
      type: 'button',
      label: 'Check phone',
      actions: [
        { type: 'validate', form: 'reg', fields: ['phone'], then: [{ type: 'set', var: 'checked', value: { var: 'form.phone' } }] },
      ],
    },
    { type: 'button', label: 'Send', actions: [{ type: 'submit', form: 'reg' }] },
    { type: 'text', text: { value: { concat: ['checked:', { var: 'vars.checked' }, ' submitted:', { var: 'vars.submitted' }] } } },
  ],
};

describe('validate action and form onInvalid', () => {
  it('checks only the named fields: an invalid phone shows its message and stops; a valid one goes on with its value', async () => {
    const fake = createFakeServices();
    const user = userEvent.setup();
    render(<Screen registries={engineRegistries} screen={registration} services={fake.services} />);
    await user.click(screen.getByRole('button', { name: 'Check phone' }));
    expect(await screen.findByText('Enter phone', { selector: '.eng-error' })).toBeTruthy();
    // Other fields were not checked.
    expect(screen.queryByText('Enter captcha', { selector: '.eng-error' })).toBeNull();
    expect(fake.toasts).toEqual(['Enter phone']);
    expect(screen.getByText('checked: submitted:')).toBeTruthy();

    await user.type(screen.getByLabelText('Phone'), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Check phone' }));
    await waitFor(() => expect(screen.getByText('checked:09171234567 submitted:')).toBeTruthy());
  });

  it('on submit, onInvalid gets the first invalid field’s message in field order, and every invalid field name', async () => {
    const fake = createFakeServices();
    const user = userEvent.setup();
    render(<Screen registries={engineRegistries} screen={registration} services={fake.services} />);
    await user.type(screen.getByLabelText('Phone'), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.toasts).toEqual(['Enter captcha']));
    expect(screen.getByText('Enter SMS code', { selector: '.eng-error' })).toBeTruthy();
    await user.type(screen.getByLabelText('Captcha'), 'AB7K');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.toasts).toEqual(['Enter captcha', 'Enter SMS code']));
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('checked: submitted:09171234567')).toBeTruthy());
  });
});

describe('field addon', () => {
  it('shows a block beside the input, e.g. a Get code button', async () => {
    const fake = createFakeServices();
    const { container } = render(<Screen registries={engineRegistries} screen={registration} services={fake.services} />);
    const row = container.querySelector('[data-field="smsCode"] .eng-field-row');
    expect(row?.querySelector('input')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get code' }));
    expect(fake.toasts).toEqual(['code sent']);
  });
});
