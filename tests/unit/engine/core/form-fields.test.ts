import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import type { Scope } from '../../../../engine/core/expression.ts';
import { createFormFields } from '../../../../engine/core/form-fields.ts';
import type { FieldCodecs, FieldValueCodec, FormLayout, PlacedField } from '../../../../engine/core/form-layout.ts';
import type { Field } from '../../../../engine/generated/schema-types.ts';
import { createFakeServices } from '../fake-services.ts';

const textCodec: FieldValueCodec = { type: 'text', toFormValue: () => '', toRequestValue: (_field, value) => value };
const codecs: FieldCodecs = { get: (type) => (type === 'text' ? textCodec : undefined), has: (type) => type === 'text' };

const place = (field: Field, item?: unknown): PlacedField => ({ field, item, pointer: `/fields/${field.name}` });
const layoutOf = (...fields: PlacedField[]): FormLayout => ({ fields, problems: [], unknownTypes: [] });

const name = place({ type: 'text', name: 'name', rules: { required: { message: 'Enter your name' } } });
const email = place({
  type: 'text',
  name: 'email',
  visibleWhen: { var: 'vars.wantsMail' },
  rules: { required: { message: 'Enter email' } },
});

function setUp(defaultValues: Record<string, unknown> = { name: '' }) {
  let scope: Scope = { vars: { wantsMail: false } };
  const store = createFormControl<Record<string, unknown>>({ defaultValues, mode: 'onSubmit' });
  const onAdded = vi.fn();
  const fields = createFormFields({
    store,
    codecs,
    services: createFakeServices().services,
    getScope: () => scope,
    defaultValues,
    onAdded,
  });
  const setScope = (next: Record<string, unknown>) => {
    scope = next;
  };
  return { store, fields, onAdded, setScope };
}

describe('a form’s fields', () => {
  it('registers the fields a layout adds, tells who was added, and unregisters the ones it drops', () => {
    const { store, fields, onAdded } = setUp();
    const onLayout = vi.fn();
    fields.subscribeLayout(onLayout);
    fields.setLayout(layoutOf(name, email));
    expect(onAdded).toHaveBeenLastCalledWith([name, email]);
    expect(fields.namesInOrder()).toEqual(['name', 'email']);
    expect(fields.has('email')).toBe(true);
    // A field without a start value starts at its type's value.
    expect(store.getValues('email')).toBe('');

    fields.setLayout(layoutOf(name));
    expect(onAdded).toHaveBeenLastCalledWith([]);
    expect(fields.has('email')).toBe(false);
    expect(fields.isActive('email')).toBe(false);
    expect(onLayout).toHaveBeenCalledTimes(2);
    fields.dispose();
    fields.setLayout(layoutOf(name, email));
    expect(onLayout).toHaveBeenCalledTimes(2);
  });

  it('checks an active field by its rules or by its own check, and never a hidden one', async () => {
    const { store, fields, setScope } = setUp();
    fields.setLayout(layoutOf(name, email));
    expect(fields.checkRules('name', '')).toBe('Enter your name');
    expect(fields.checkRules('name', 'Maria')).toBe(true);
    expect(fields.checkRules('unknown', '')).toBe(true);

    expect(fields.isActive('email')).toBe(false);
    expect(await store.trigger(['name', 'email'])).toBe(false);
    expect(store.getFieldState('email').invalid).toBe(false);

    const restore = fields.setFieldCheck('name', () => 'Still uploading');
    store.setValue('name', 'Maria');
    expect(await store.trigger('name')).toBe(false);
    expect(store.getFieldState('name').error?.message).toBe('Still uploading');
    restore();
    expect(await store.trigger('name')).toBe(true);

    setScope({ vars: { wantsMail: true } });
    fields.syncVisibility();
    expect(fields.isActive('email')).toBe(true);
    expect(await store.trigger('email')).toBe(false);
  });

  it('restores only its own check: a newer one stays', () => {
    const { fields, store } = setUp();
    fields.setLayout(layoutOf(name));
    const restoreFirst = fields.setFieldCheck('name', () => 'first');
    fields.setFieldCheck('name', () => 'second');
    restoreFirst();
    return store.trigger('name').then(() => expect(store.getFieldState('name').error?.message).toBe('second'));
  });

  it('starts a field afresh once it is hidden', () => {
    const { store, fields, setScope } = setUp();
    setScope({ vars: { wantsMail: true } });
    fields.setLayout(layoutOf(name, email));
    store.setValue('email', 'maria@example.com', { shouldDirty: true });
    setScope({ vars: { wantsMail: false } });
    fields.syncVisibility();
    expect(fields.isActive('email')).toBe(false);
    expect(store.getValues('email')).toBe('');
    expect(store.getFieldState('email').isDirty).toBe(false);
  });
});
