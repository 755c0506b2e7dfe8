import { describe, expect, it, vi } from 'vitest';

import { actions } from '../../../../engine/actions/registry.ts';
import { toDraftKey } from '../../../../engine/core/draft-key.ts';
import { DRAFT_MAX_AGE_MS } from '../../../../engine/core/forms.ts';
import { createScreenRuntime } from '../../../../engine/core/runtime.ts';
import { fields } from '../../../../engine/fields/registry.ts';
import type { Screen } from '../../../../engine/generated/schema-types.ts';
import { createFakeServices } from '../fake-services.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const contact: Screen = {
  schemaVersion: 1,
  id: 'contact',
  title: 'Contact',
  variables: { sent: { initial: null }, invalid: { initial: null }, wantsMail: { initial: false } },
  blocks: [
    {
      type: 'stack',
      blocks: [
        {
          type: 'form',
          id: 'contact',
          fields: [
            { type: 'text', name: 'name', rules: { required: { message: 'Enter your name' } } },
            {
              type: 'phone',
              name: 'phone',
              rules: { required: { message: 'Enter phone' }, pattern: { value: '^09\\d{9}$', message: 'Enter phone' } },
            },
            { type: 'text', name: 'email', visibleWhen: { var: 'vars.wantsMail' }, rules: { required: { message: 'Enter email' } } },
            { type: 'enum', name: 'topic', options: [{ label: 'Loan', value: 1 }] },
          ],
          onSubmit: [{ type: 'set', var: 'sent', value: { var: 'form' } }],
          onInvalid: [{ type: 'set', var: 'invalid', value: { var: 'invalid' } }],
        },
      ],
    },
  ],
};

describe('forms in the runtime', () => {
  it('sets values, validates, reads errors and submits without React', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(contact, fake.services, actions, fields);
    runtime.start();
    const form = runtime.getForm('contact')!;
    expect(form.getValues()).toEqual({ name: '', phone: '', email: '', topic: '' });

    expect(await runtime.submitForm('contact')).toBe(false);
    // The hidden email field is not checked.
    expect(form.getErrors()).toEqual({ name: 'Enter your name', phone: 'Enter phone' });
    expect(runtime.getState().vars.invalid).toEqual({ fields: ['name', 'phone'], message: 'Enter your name' });
    expect(runtime.getState().vars.sent).toBeNull();

    form.setValue('name', 'Maria');
    form.setValue('phone', '0917 1234 567');
    await flush();
    // After a failed submit a changed field is checked again at once.
    expect(form.getErrors()).toEqual({});
    expect(form.isDirty()).toBe(true);
    expect(form.getDirtyFields()).toEqual(['name', 'phone']);
    form.touch('name');
    expect(form.getTouchedFields()).toEqual(['name']);

    expect(await runtime.validateForm('contact', ['phone'])).toEqual({ phone: '09171234567' });
    expect(await runtime.submitForm('contact')).toBe(true);
    // The phone is sent as digits; an unchosen choice and the hidden field are left out.
    expect(runtime.getState().vars.sent).toEqual({ name: 'Maria', phone: '09171234567' });

    form.reset();
    expect(form.getValues()).toEqual({ name: '', phone: '', email: '', topic: '' });
    expect(form.isDirty()).toBe(false);
    runtime.dispose();
  });

  it('checks and sends a field once it is shown, and starts it afresh when it is hidden again', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(contact, fake.services, actions, fields);
    const form = runtime.getForm('contact')!;
    form.setValue('name', 'Maria');
    form.setValue('phone', '09171234567');
    runtime.setVar('wantsMail', true);
    expect(await form.validate()).toBeUndefined();
    expect(form.getErrors()).toEqual({ email: 'Enter email' });
    form.setValue('email', 'maria@example.ph');
    expect(await form.validate()).toEqual({ name: 'Maria', phone: '09171234567', email: 'maria@example.ph' });
    runtime.setVar('wantsMail', false);
    expect(form.getValue('email')).toBe('');
    expect(form.toRequest()).toEqual({ name: 'Maria', phone: '09171234567' });
  });

  it('builds fields from loaded data and checks every one of them', async () => {
    const fake = createFakeServices({
      bank: { ok: true, data: { items: Array.from({ length: 300 }, (_, index) => ({ code: `f${index}` })) } },
    });
    const screen: Screen = {
      schemaVersion: 1,
      id: 'long',
      title: 'Long',
      data: { bank: { endpoint: 'bank' } },
      blocks: [
        {
          type: 'form',
          id: 'long',
          requiredMessage: 'Required',
          fieldsFrom: { each: { var: 'data.bank.items' }, field: { type: 'text', name: { var: 'item.code' }, required: true } },
        },
      ],
    };
    const runtime = createScreenRuntime(screen, fake.services, actions, fields);
    const form = runtime.getForm('long')!;
    expect(form.getLayout().fields).toHaveLength(0);
    runtime.start();
    await vi.waitFor(() => expect(form.getLayout().fields).toHaveLength(300));
    expect(await form.submit()).toBe(false);
    expect(Object.keys(form.getErrors())).toHaveLength(300);
    form.setValue('f299', 'x');
    await flush();
    expect(form.getError('f299')).toBeUndefined();
    expect(form.getError('f298')).toBe('Required');
  });

  it('focuses the first invalid field in field order through the view', async () => {
    const fake = createFakeServices();
    const runtime = createScreenRuntime(contact, fake.services, actions, fields);
    const form = runtime.getForm('contact')!;
    const focused: string[] = [];
    form.setFocusHandler((name) => focused.push(name));
    form.setValue('name', 'Maria');
    await form.submit();
    expect(focused).toEqual(['phone']);
  });
});

describe('form drafts', () => {
  const complaint = (keyFrom: string[] = ['orderNo']): Screen => ({
    schemaVersion: 1,
    id: 'complaint',
    title: 'Complaint',
    variables: { sent: { initial: null } },
    blocks: [
      {
        type: 'form',
        id: 'complaint',
        draft: { keyFrom },
        fields: [
          { type: 'textarea', name: 'detail', rules: { required: {} } },
          { type: 'phone', name: 'phone' },
          { type: 'text', name: 'capcode', keepInDraft: false },
          { type: 'digits', name: 'code' },
        ],
        onSubmit: [{ type: 'set', var: 'sent', value: { var: 'form' } }],
      },
    ],
  });

  it('keeps what was typed for the same order, never the phone or codes, under a hashed key', async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeServices({}, { query: { orderNo: 'ORD-778812', token: 'secret-session' } });
      const first = createScreenRuntime(complaint(), fake.services, actions, fields);
      const form = first.getForm('complaint')!;
      form.setValue('detail', 'Refund not received');
      form.setValue('phone', '0917 1234 567');
      form.setValue('capcode', 'AB7K');
      form.setValue('code', '123456');
      vi.advanceTimersByTime(1000);
      const stored = [...fake.storage.entries()];
      expect(stored).toHaveLength(1);
      const [key, text] = stored[0];
      expect(key).toBe(`local:${toDraftKey('complaint', 'complaint', ['ORD-778812'])}`);
      expect(key).not.toContain('778812');
      expect(text).toContain('Refund not received');
      for (const secret of ['0917', '1234', 'AB7K', '123456', 'secret-session', '778812']) expect(text).not.toContain(secret);
      first.dispose();

      // The webview comes back on the same order: the text is there again.
      const second = createScreenRuntime(complaint(), fake.services, actions, fields);
      expect(second.getForm('complaint')!.getValues()).toMatchObject({ detail: 'Refund not received', phone: '', capcode: '', code: '' });

      // Another order finds nothing.
      const other = createFakeServices({}, { query: { orderNo: 'ORD-1' } });
      for (const [entryKey, value] of fake.storage) other.storage.set(entryKey, value);
      expect(createScreenRuntime(complaint(), other.services, actions, fields).getForm('complaint')!.getValue('detail')).toBe('');

      // A successful submit removes the draft.
      expect(await second.submitForm('complaint')).toBe(true);
      expect(fake.storage.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a draft older than 24 hours', () => {
    const fake = createFakeServices({}, { query: { orderNo: 'A' } });
    const key = toDraftKey('complaint', 'complaint', ['A']);
    fake.storage.set(`local:${key}`, JSON.stringify({ savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1000, values: { detail: 'old' } }));
    const runtime = createScreenRuntime(complaint(), fake.services, actions, fields);
    expect(runtime.getForm('complaint')!.getValue('detail')).toBe('');
    expect(fake.storage.size).toBe(0);
  });
});
