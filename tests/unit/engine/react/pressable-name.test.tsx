import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Block, Screen as ScreenDefinition } from '../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../engine/registries.ts';
import { createFakeServices } from '../fake-services.ts';

const screenOf = (blocks: Block[]): ScreenDefinition => ({
  schemaVersion: 1,
  id: 'names',
  title: 'Names',
  variables: { shown: { initial: false } },
  blocks,
});

const show = (blocks: Block[]) =>
  render(<Screen registries={engineRegistries} screen={screenOf(blocks)} services={createFakeServices().services} />);

describe('the accessible name of a tappable group (WCAG 2.5.3 label in name)', () => {
  it('is the text it shows; a label saying more becomes its description', () => {
    show([
      {
        type: 'stack',
        label: { value: 'Chat on WhatsApp with +63 917 555 0142' },
        onPress: [{ type: 'set', var: 'shown', value: true }],
        blocks: [
          { type: 'text', text: { value: 'WhatsApp' } },
          { type: 'text', text: { value: '+63 917 555 0142' } },
        ],
      },
    ]);
    const button = screen.getByRole('button', { name: 'WhatsApp +63 917 555 0142' });
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.getAttribute('aria-description')).toBe('Chat on WhatsApp with +63 917 555 0142');
  });

  it('has no description when the label says nothing the text does not', () => {
    show([
      {
        type: 'list',
        items: [{ name: 'GCash' }] as never,
        itemLabel: { value: { var: 'item.name' } },
        onItemPress: [{ type: 'set', var: 'shown', value: true }],
        blocks: [{ type: 'text', text: { value: { var: 'item.name' } } }],
      },
    ]);
    expect(screen.getByRole('button', { name: 'GCash' }).getAttribute('aria-description')).toBeNull();
  });

  it('is the label while the group shows only a picture, and its text once it shows text', async () => {
    show([
      {
        type: 'stack',
        label: { value: 'Refresh the image captcha' },
        onPress: [{ type: 'set', var: 'shown', value: { not: { var: 'vars.shown' } } }],
        blocks: [
          { type: 'image', src: '/captcha.png', alt: '', visibleWhen: { not: { var: 'vars.shown' } } },
          { type: 'text', text: { value: 'Get captcha' }, visibleWhen: { var: 'vars.shown' } },
        ],
      },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh the image captcha' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get captcha' }).getAttribute('aria-label')).toBeNull());
    expect(screen.getByRole('button', { name: 'Get captcha' }).getAttribute('aria-description')).toBe('Refresh the image captcha');
  });
});

describe('an amount as a screen reader says it', () => {
  it("gets the currency's name from the catalog after it, the shown text unchanged", () => {
    const { container } = show([
      { type: 'text', text: { value: '₱5,000.00' } },
      { type: 'text', text: { value: 'Order ORD180D' } },
    ]);
    const [amount, order] = container.querySelectorAll('.eng-text');
    expect(amount.textContent).toBe('₱5,000.00');
    expect(amount.getAttribute('data-spoken-after')).toBe(' engine.currency.peso');
    expect(order.hasAttribute('data-spoken-after')).toBe(false);
  });
});
