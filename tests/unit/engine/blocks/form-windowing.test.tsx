import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

/** An IntersectionObserver that reports what the test says is near the viewport. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Groups `near` are in view, the others not. */
  show(near: readonly number[]) {
    const entries = [...this.targets].map((target) => ({
      target,
      isIntersecting: near.includes(Number((target as HTMLElement).dataset.group)),
      boundingClientRect: { height: 1600 },
    }));
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }
}

const FIELD_COUNT = 100;
const long: ScreenDefinition = {
  schemaVersion: 1,
  id: 'long',
  title: 'Long',
  variables: { sent: { initial: null }, invalidCount: { initial: 0 } },
  blocks: [
    {
      type: 'form',
      id: 'long',
      fields: Array.from({ length: FIELD_COUNT }, (_, index) => ({
        type: 'text' as const,
        name: `f${String(index + 1).padStart(3, '0')}`,
        label: `Field ${index + 1}`,
        rules: { required: { message: `Fill field ${index + 1}` } },
      })),
      submitLabel: 'Send',
      onSubmit: [{ type: 'set', var: 'sent', value: { var: 'form' } }],
      onInvalid: [{ type: 'set', var: 'invalidCount', value: { length: { var: 'invalid.fields' } } }],
    },
    { type: 'text', text: { value: { concat: ['invalid:', { var: 'vars.invalidCount' }] } } },
  ],
};

describe('a long form', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('renders only the groups near the viewport; the rest are empty boxes hidden from screen readers', async () => {
    const { container } = render(<Screen registries={engineRegistries} screen={long} services={createFakeServices().services} />);
    await screen.findByLabelText('Field 1');
    expect(container.querySelectorAll('[data-field]')).toHaveLength(40);
    const boxes = [...container.querySelectorAll<HTMLElement>('[data-placeholder-fields]')];
    expect(boxes.map((box) => box.dataset.placeholderFields)).toEqual(['20', '20', '20']);
    expect(boxes.every((box) => box.getAttribute('aria-hidden') === 'true' && box.childElementCount === 0)).toBe(true);

    FakeObserver.current!.show([4]);
    expect(screen.queryByLabelText('Field 1')).toBeNull();
    expect(screen.getByLabelText('Field 100')).toBeTruthy();
  });

  it('keeps the next group mounted while a field has focus, so Tab reaches it', async () => {
    render(<Screen registries={engineRegistries} screen={long} services={createFakeServices().services} />);
    await screen.findByLabelText('Field 1');
    FakeObserver.current!.show([1]);
    expect(screen.queryByLabelText('Field 41')).toBeNull();
    act(() => screen.getByLabelText<HTMLInputElement>('Field 40').focus());
    expect(screen.getByLabelText('Field 41')).toBeTruthy();
  });

  it('keeps the previous group mounted while the first field of a group has focus, so Shift+Tab reaches it', async () => {
    render(<Screen registries={engineRegistries} screen={long} services={createFakeServices().services} />);
    await screen.findByLabelText('Field 1');
    FakeObserver.current!.show([2]);
    expect(screen.queryByLabelText('Field 40')).toBeNull();
    act(() => screen.getByLabelText<HTMLInputElement>('Field 41').focus());
    expect(screen.getByLabelText('Field 40')).toBeTruthy();
    expect(screen.queryByLabelText('Field 61')).toBeNull();
  });

  it('mounts no neighbouring group while a field inside a group has focus: each field in the DOM costs on every keystroke', async () => {
    const { container } = render(<Screen registries={engineRegistries} screen={long} services={createFakeServices().services} />);
    await screen.findByLabelText('Field 1');
    FakeObserver.current!.show([1]);
    act(() => screen.getByLabelText<HTMLInputElement>('Field 30').focus());
    expect(container.querySelectorAll('[data-field]')).toHaveLength(20);
    expect(screen.queryByLabelText('Field 20')).toBeNull();
    expect(screen.queryByLabelText('Field 41')).toBeNull();
    // Moving on to the group's last field brings the next group in.
    act(() => screen.getByLabelText<HTMLInputElement>('Field 40').focus());
    expect(screen.getByLabelText('Field 41')).toBeTruthy();
    expect(container.querySelectorAll('[data-field]')).toHaveLength(40);
  });

  it('checks every field on submit, mounted or not, and shows the first invalid one', async () => {
    render(<Screen registries={engineRegistries} screen={long} services={createFakeServices().services} />);
    await screen.findByLabelText('Field 1');
    FakeObserver.current!.show([4]);
    for (let index = 81; index <= FIELD_COUNT; index++)
      fireEvent.change(screen.getByLabelText(`Field ${index}`), { target: { value: `v${index}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('invalid:80');
    // The first invalid field's group is rendered again and has focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Field 1')));
    expect(screen.getByText('Fill field 1')).toBeTruthy();
    // Values typed into fields now off screen are kept.
    FakeObserver.current!.show([0]);
    expect(screen.queryByLabelText('Field 100')).toBeNull();
    FakeObserver.current!.show([4]);
    expect(screen.getByLabelText<HTMLInputElement>('Field 100').value).toBe('v100');
  });
});
