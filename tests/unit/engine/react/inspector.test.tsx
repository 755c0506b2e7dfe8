// The engine's inspector option: block and field elements carry their JSON pointer and the
// runtime is handed over, only when a tool (the studio's preview) asks; the app's screens carry none.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { preloadAllBlocks } from '../../../../engine/blocks/registry.ts';
import type { ScreenRuntime } from '../../../../engine/core/screen-runtime.ts';
import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

const promo: ScreenDefinition = {
  schemaVersion: 1,
  id: 'promo',
  title: 'Promo',
  variables: { seen: { initial: false } },
  blocks: [
    { type: 'stack', blocks: [{ type: 'text', text: 'Hello' }, { type: 'divider' }] },
    { type: 'form', id: 'apply', submitLabel: 'Send', fields: [{ type: 'text', name: 'nickname', label: 'Nickname' }], onSubmit: [] },
  ],
  footer: [{ type: 'button', label: 'Go', actions: [] }],
};

beforeAll(preloadAllBlocks);

describe('the engine inspector', () => {
  it('marks each block and field element with its pointer and hands over the runtime', async () => {
    const runtimes: ScreenRuntime[] = [];
    let stopped = 0;
    const inspector = {
      pointers: true,
      onRuntime: (runtime: ScreenRuntime) => (
        runtimes.push(runtime),
        () => {
          stopped++;
        }
      ),
    };
    const { container, unmount } = render(
      <Screen registries={engineRegistries} screen={promo} services={createFakeServices().services} inspector={inspector} />,
    );
    const pointers = [...container.querySelectorAll('[data-pointer]')].map(
      (element) => `${element.tagName.toLowerCase()} ${element.getAttribute('data-pointer')}`,
    );
    expect(pointers).toEqual([
      'div /blocks/0',
      'p /blocks/0/blocks/0',
      'hr /blocks/0/blocks/1',
      'div /blocks/1',
      'div /blocks/1/fields/0',
      'button /footer/0',
    ]);
    expect(screen.getByText('Hello').getAttribute('data-pointer')).toBe('/blocks/0/blocks/0');

    expect(runtimes).toHaveLength(1);
    await userEvent.setup().type(screen.getByLabelText('Nickname'), 'Ana');
    await waitFor(() => expect(runtimes[0].getForm('apply')?.getValues()).toEqual({ nickname: 'Ana' }));
    expect(runtimes[0].getState().vars).toEqual({ seen: false });
    unmount();
    expect(stopped).toBe(1);
  });

  it('puts no pointer on any element without an inspector', () => {
    const { container } = render(<Screen registries={engineRegistries} screen={promo} services={createFakeServices().services} />);
    expect(container.querySelector('.eng-stack')).not.toBeNull();
    expect(container.querySelectorAll('[data-pointer]')).toHaveLength(0);
  });
});
