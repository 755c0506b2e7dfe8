// A preview frame that loads again (the app's code changed, the dev server reloaded it) is a new page
// that has been shown nothing: each time it says it is ready, the studio sends it the screen and the
// select mode again, or a tap there would press the block instead of picking it. A check that finds
// the same version again sends nothing: each update mounts a fresh app in the frame, which would wipe
// what staff typed into the preview's form.
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

  it('sends an update only when what the frame shows changed, not for each check', () => {
    const props = { route: 'complaint-form', query: '', locale: 'en', size: '375x812', title: 'Preview 1' } as const;
    const screens = (title: string) => ({ screens: { complaint: { title } }, shared: {} }) as unknown as PreviewScreens;
    const { container, rerender } = render(<PreviewFrame {...props} content={screens('Complaint')} revision={0} />);
    const target = container.querySelector('iframe')!.contentWindow!;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'studio:ready' }, origin: location.origin, source: target }));
    });
    const shown = () =>
      post.mock.calls.map(([message]) => message as { type: string; revision?: number }).filter((m) => m.type !== 'studio:inspect');
    expect(shown().map((message) => message.type)).toEqual(['studio:show']);

    // A later check: the same screens as new objects and a new revision. Nothing is sent.
    rerender(<PreviewFrame {...props} content={screens('Complaint')} revision={1} />);
    expect(shown().map((message) => message.type)).toEqual(['studio:show']);

    // An edit: the new version is sent.
    rerender(<PreviewFrame {...props} content={screens('File a complaint')} revision={2} />);
    expect(shown().map((message) => [message.type, message.revision])).toEqual([
      ['studio:show', 0],
      ['studio:update', 2],
    ]);
  });
});
