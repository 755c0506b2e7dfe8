import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { actions } from '../../../../engine/actions/registry.ts';
import { blocks } from '../../../../engine/blocks/registry.ts';
import { createRegistry } from '../../../../engine/core/registry.ts';
import { defineField } from '../../../../engine/fields/field-definition.ts';
import { fields } from '../../../../engine/fields/registry.ts';
import { textField } from '../../../../engine/fields/text-input/definitions.ts';
import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { type BlockDefinition, defineBlock, type FieldDefinition, type FieldProps } from '../../../../engine/react/registries.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

const base = { schemaVersion: 1, id: 'sample', title: 'Sample' };

describe('<Screen>', () => {
  it('refuses a screen written for a newer schema version with a clear message', () => {
    const { services } = createFakeServices();
    render(<Screen registries={engineRegistries} screen={{ ...base, schemaVersion: 99, blocks: [] }} services={services} />);
    expect(screen.getByRole('alert').textContent).toContain('engine.unsupportedVersion');
  });

  it('shows an unknown block as a red placeholder in development, with its pointer', () => {
    const fake = createFakeServices();
    render(
      <Screen
        registries={engineRegistries}
        screen={{ ...base, blocks: [{ type: 'txet', text: 'x' } as never, { type: 'text', text: 'After' }] }}
        services={fake.services}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe('Unknown block type "txet" (did you mean "text"?) at /blocks/0');
    expect(screen.getByText('After')).toBeTruthy();
  });

  it('logs and skips an unknown block in production', () => {
    const fake = createFakeServices({}, { isDevelopment: false });
    render(
      <Screen
        registries={engineRegistries}
        screen={{ ...base, blocks: [{ type: 'txet', text: 'x' } as never, { type: 'text', text: 'After' }] }}
        services={fake.services}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('After')).toBeTruthy();
    expect(fake.logs).toContainEqual({
      level: 'error',
      screen: 'sample',
      pointer: '/blocks/0',
      message: 'Unknown block type "txet" (did you mean "text"?)',
    });
  });

  it('contains an error inside one block; the rest stays usable', async () => {
    const broken = defineBlock<{ type: 'divider' }>({
      type: 'divider',
      Component: () => {
        throw new Error('bad data');
      },
    });
    const registries = { blocks: createRegistry<BlockDefinition>('block', [broken, blocks.get('button')!]), fields, actions };
    const fake = createFakeServices();
    const consoleError = console.error;
    console.error = () => undefined; // React reports the caught error too
    try {
      render(
        <Screen
          screen={{
            ...base,
            blocks: [{ type: 'divider' }, { type: 'button', label: 'Go home', actions: [{ type: 'bridge', call: 'goHome' }] }],
          }}
          services={fake.services}
          registries={registries}
        />,
      );
    } finally {
      console.error = consoleError;
    }
    expect(screen.getByRole('note').textContent).toBe('engine.blockFailed');
    expect(fake.logs).toContainEqual({ level: 'error', screen: 'sample', pointer: '/blocks/0', message: 'bad data' });
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    expect(fake.bridgeCalls).toEqual([{ action: 'goHome', payload: undefined }]);
  });

  it('re-renders no other field while the borrower types in one', async () => {
    const renders: Record<string, number> = {};
    const CountingInput = (props: FieldProps) => {
      renders[props.field.name] = (renders[props.field.name] ?? 0) + 1;
      return <textField.Component {...props} />;
    };
    const counting: FieldDefinition = defineField({ ...textField, Component: CountingInput });
    const registries = { blocks, fields: createRegistry<FieldDefinition>('field', [counting]), actions };
    const form: ScreenDefinition = {
      ...base,
      blocks: [
        {
          type: 'form',
          id: 'f',
          fields: Array.from({ length: 20 }, (_, index) => ({
            type: 'text' as const,
            name: `f${index}`,
            label: `Field ${index}`,
            rules: { required: {} },
          })),
          submitLabel: 'Send',
          onSubmit: [],
        },
      ],
    };
    render(<Screen screen={form} services={createFakeServices().services} registries={registries} />);
    const before = { ...renders };
    await userEvent.type(screen.getByLabelText('Field 0'), 'hello');
    expect(renders.f19).toBe(before.f19);
    expect(renders.f1).toBe(before.f1);
    // After a failed submit, correcting one field still touches only that field.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const afterSubmit = { ...renders };
    await userEvent.type(screen.getByLabelText('Field 5'), 'x');
    expect(renders.f6).toBe(afterSubmit.f6);
  });

  it('submits a long form once when the borrower presses Enter in a text field, sending every field', async () => {
    const fake = createFakeServices({ save: { ok: true, data: {} } });
    const form: ScreenDefinition = {
      ...base,
      blocks: [
        {
          type: 'form',
          id: 'f',
          // More than one content-visibility group of fields.
          fields: Array.from({ length: 25 }, (_, index) => ({ type: 'text' as const, name: `f${index}`, label: `Field ${index}` })),
          submitLabel: 'Send',
          onSubmit: [{ type: 'call', endpoint: 'save', paramsFrom: { var: 'form' } }],
        },
      ],
    };
    render(<Screen registries={engineRegistries} screen={form} services={fake.services} />);
    await userEvent.type(screen.getByLabelText('Field 24'), 'last');
    await userEvent.type(screen.getByLabelText('Field 0'), 'first{Enter}');
    expect(fake.call).toHaveBeenCalledTimes(1);
    expect(fake.call.mock.calls[0][1]).toMatchObject({ f0: 'first', f24: 'last' });
    // Every input belongs to the form that holds the submit button.
    const owner = screen.getByRole('button', { name: 'Send' }).closest('form');
    expect(screen.getByLabelText<HTMLInputElement>('Field 12').form).toBe(owner);
  });

  it('re-renders no field when the page around the screen re-renders', () => {
    const renders: Record<string, number> = {};
    const CountingInput = (props: FieldProps) => {
      renders[props.field.name] = (renders[props.field.name] ?? 0) + 1;
      return <textField.Component {...props} />;
    };
    const registries = {
      blocks,
      fields: createRegistry<FieldDefinition>('field', [defineField({ ...textField, Component: CountingInput })]),
      actions,
    };
    const form: ScreenDefinition = { ...base, blocks: [{ type: 'form', id: 'f', fields: [{ type: 'text', name: 'a', label: 'A' }] }] };
    const { services } = createFakeServices();
    const view = render(<Screen screen={form} services={services} registries={registries} />);
    const before = renders.a;
    view.rerender(<Screen screen={form} services={services} registries={registries} />);
    expect(renders.a).toBe(before);
  });
});
