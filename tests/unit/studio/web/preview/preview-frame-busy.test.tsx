// A preview frame says when it is behind the edit (aria-busy): while the folder's check runs, until
// a new version is sent, and until the frame says it painted it. A check that finds the same version
// again sends nothing, and the frame is not behind; so does a check that finds problems (the frame
// keeps the last good version). A frame that loads again is behind until it paints again.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PreviewFrame } from '../../../../../studio/web/preview-panel/preview-frame.tsx';
import type { PreviewScreens } from '../../../../../studio/web/preview-panel/protocol.ts';

const props = { route: 'complaint-form', query: '', locale: 'en', size: '375x812', title: 'Preview 1' } as const;
const screens = (title: string) => ({ screens: { complaint: { title } }, shared: {} }) as unknown as PreviewScreens;

describe('a preview frame catching up with an edit', () => {
  it('is busy from the edit until the frame painted the version it was sent', () => {
    const { container, rerender } = render(<PreviewFrame {...props} content={screens('Complaint')} revision={0} />);
    const frame = container.querySelector('iframe')!;
    const target = frame.contentWindow!;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    const fromFrame = (data: object) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: target }));
      });
    const busy = () => frame.getAttribute('aria-busy');

    // Not yet ready: shown nothing.
    expect(busy()).toBe('true');
    fromFrame({ type: 'studio:ready' });
    expect(busy()).toBe('true');
    fromFrame({ type: 'studio:painted', revision: 0, path: '/complaint' });
    expect(busy()).toBe('false');

    // An edit: busy while the check runs, then until the new version is painted.
    rerender(<PreviewFrame {...props} content={screens('Complaint')} revision={0} checking />);
    expect(busy()).toBe('true');
    rerender(<PreviewFrame {...props} content={screens('File a complaint')} revision={1} />);
    expect(post.mock.calls.map(([message]) => (message as { type: string }).type)).toContain('studio:update');
    expect(busy()).toBe('true');
    // A paint of an older version does not count.
    fromFrame({ type: 'studio:painted', revision: 0, path: '/complaint' });
    expect(busy()).toBe('true');
    fromFrame({ type: 'studio:painted', revision: 1, path: '/complaint' });
    expect(busy()).toBe('false');

    // A check that finds the same version again: nothing to wait for.
    rerender(<PreviewFrame {...props} content={screens('File a complaint')} revision={1} checking />);
    expect(busy()).toBe('true');
    rerender(<PreviewFrame {...props} content={screens('File a complaint')} revision={2} />);
    expect(busy()).toBe('false');
    // One that finds problems: the revision stays, and so does the frame.
    rerender(<PreviewFrame {...props} content={screens('File a complaint')} revision={2} checking />);
    rerender(<PreviewFrame {...props} content={screens('File a complaint')} revision={2} />);
    expect(busy()).toBe('false');

    // The frame loads again: behind until it paints what it is sent again.
    fromFrame({ type: 'studio:ready' });
    expect(busy()).toBe('true');
    fromFrame({ type: 'studio:painted', revision: 2, path: '/complaint' });
    expect(busy()).toBe('false');
  });
});
