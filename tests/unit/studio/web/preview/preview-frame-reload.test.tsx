// A preview frame that loads again (the app's code changed, the dev server reloaded it) is a new page
// that has been shown nothing: each time it says it is ready, the studio sends it the screen and the
// select mode again, or a tap there would press the block instead of picking it.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PreviewFrame } from '../../../../../studio/web/preview-panel/preview-frame.tsx';
import type { PreviewScreens } from '../../../../../studio/web/preview-panel/protocol.ts';

const CONTENT = { screens: {}, shared: {} } as unknown as PreviewScreens;

describe('a preview frame that loads again', () => {
  it('is sent the screen and the select mode each time it says it is ready', () => {
    const { container } = render(
      <PreviewFrame
        content={CONTENT}
        revision={1}
        route="customer-service"
        query=""
        locale="en"
        size="375x812"
        title="Preview 1"
        inspect={{ highlight: [], selecting: true }}
      />,
    );
    const frame = container.querySelector('iframe')!;
    const target = frame.contentWindow!;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    const ready = () =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'studio:ready' }, origin: location.origin, source: target }));
      });
    const sent = () => post.mock.calls.map(([message]) => message as { type: string; selecting?: boolean; route?: string });

    ready();
    expect(sent().map((message) => message.type)).toEqual(['studio:show', 'studio:inspect']);
    expect(sent()[1].selecting).toBe(true);

    // The frame reloads: the same screen and select mode again.
    post.mockClear();
    ready();
    expect(sent().map((message) => message.type)).toEqual(['studio:show', 'studio:inspect']);
    expect(sent()[0].route).toBe('customer-service');
    expect(sent()[1].selecting).toBe(true);
  });
});
