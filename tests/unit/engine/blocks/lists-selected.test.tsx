import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

const channels = [
  { name: '7-Eleven', channel_number: '20011' },
  { name: 'GCash', channel_number: '20021' },
];

const chooser: ScreenDefinition = {
  schemaVersion: 1,
  id: 'chooser',
  title: 'Choose',
  variables: { channel: { initial: { object: { name: '7-Eleven', channel_number: '20011' } } } },
  blocks: [
    {
      type: 'list',
      items: channels as never,
      itemLabel: { value: { var: 'item.name' } },
      selectedWhen: { '==': [{ var: 'item.channel_number' }, { var: 'vars.channel.channel_number' }] },
      onItemPress: [{ type: 'set', var: 'channel', value: { var: 'item' } }],
      blocks: [{ type: 'text', text: { value: { var: 'item.name' } } }],
    },
  ],
};

describe('a list with selectedWhen', () => {
  it('marks the chosen item as pressed with a check mark, and moves the mark when another is tapped', async () => {
    const { container } = render(<Screen registries={engineRegistries} screen={chooser} services={createFakeServices().services} />);
    expect(screen.getByRole('button', { name: '7-Eleven', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GCash', pressed: false })).toBeTruthy();
    expect(container.querySelectorAll('.eng-select-mark.is-selected')).toHaveLength(1);
    expect(container.querySelector('.eng-chevron')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'GCash' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'GCash', pressed: true })).toBeTruthy());
    expect(screen.getByRole('button', { name: '7-Eleven', pressed: false })).toBeTruthy();
  });

  it('a list without selectedWhen keeps its chevrons and no pressed state', () => {
    const plain: ScreenDefinition = { ...chooser, blocks: [{ ...(chooser.blocks[0] as object), selectedWhen: undefined } as never] };
    const { container } = render(<Screen registries={engineRegistries} screen={plain} services={createFakeServices().services} />);
    expect(container.querySelectorAll('.eng-chevron')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'GCash' }).getAttribute('aria-pressed')).toBeNull();
  });
});
