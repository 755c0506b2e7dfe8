// <Screen> loads the code of what a screen shows by itself: embedding it needs no preload step, and
// a type whose code is still loading is never taken for an unknown one. The test setup preloads
// every block for the other tests, so each test here imports the engine afresh (nothing loaded).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { createFakeServices } from '../fake-services.ts';

async function importFreshEngine() {
  vi.resetModules();
  const [{ Screen }, { engineRegistries }, blocks] = await Promise.all([
    import('../../../../engine/react/screen.tsx'),
    import('../../../../engine/registries.ts'),
    import('../../../../engine/blocks/registry.ts'),
  ]);
  return { Screen, engineRegistries, blocks };
}

const signUp: ScreenDefinition = {
  schemaVersion: 1,
  id: 'signUp',
  title: 'Sign up',
  blocks: [
    { type: 'text', text: 'Tell us your name' },
    {
      type: 'form',
      id: 'details',
      submitLabel: 'Send',
      fields: [{ type: 'text', name: 'nickname', label: 'Nickname' }],
      onSubmit: [{ type: 'call', endpoint: 'saveDetails', params: { nickname: { var: 'form.nickname' } } }],
    },
    { type: 'formz' as 'form', id: 'typo', fields: [] },
  ],
};

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('<Screen> loading the code a screen needs', () => {
  it('renders a form screen without a preload: loading first, never "unknown" for a known type, then the form works', async () => {
    const { Screen, engineRegistries, blocks } = await importFreshEngine();
    expect(blocks.isScreenCodeLoaded(signUp)).toBe(false);
    const fake = createFakeServices({ saveDetails: { ok: true, data: null } });
    const seen: string[] = [];
    const { container } = render(<Screen screen={signUp} services={fake.services} registries={engineRegistries} />);
    seen.push(container.textContent ?? '');
    expect(screen.getByRole('status').textContent).toBe('engine.loading');

    const nickname = await screen.findByLabelText('Nickname');
    seen.push(container.textContent ?? '');
    expect(seen.join('\n')).not.toMatch(/Unknown block type "form( "details")?"/);
    // The one type no registry knows is named as unknown, with a hint.
    expect(container.textContent).toContain('Unknown block type "formz" (did you mean "form"?) at /blocks/2');
    await waitFor(() => expect(fake.logs).toContainEqual(expect.objectContaining({ level: 'error', pointer: '/blocks/2' })));
    expect(fake.logs).not.toContainEqual(expect.objectContaining({ pointer: '/blocks/1' }));

    await userEvent.setup().type(nickname, 'Ana');
    await act(async () => {
      screen.getByRole('button', { name: 'Send' }).click();
    });
    await waitFor(() => expect(fake.call).toHaveBeenCalledWith('saveDetails', { nickname: 'Ana' }, expect.anything()));
  });

  it('renders at once, with no loading step, when the app has loaded the code beforehand', async () => {
    const { Screen, engineRegistries, blocks } = await importFreshEngine();
    await blocks.preloadScreenBlocks(signUp);
    expect(blocks.isScreenCodeLoaded(signUp)).toBe(true);
    // A copy of the file (not the object the app preloaded) is recognised from its contents.
    expect(blocks.isScreenCodeLoaded(structuredClone(signUp))).toBe(true);
    const fake = createFakeServices();
    render(<Screen screen={signUp} services={fake.services} registries={engineRegistries} />);
    expect(screen.getByLabelText('Nickname')).toBeTruthy();
    expect(screen.queryByText('engine.loading')).toBeNull();
  });
});
