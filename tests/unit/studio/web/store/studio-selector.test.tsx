// A studio panel re-renders only when what it picks from the studio changes: a notice does not
// re-render the preview's frames, a frame's language does not re-render the notice, and a change
// that keeps every picked value re-renders nothing.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';

import {
  createStudioHandle,
  sameMembers,
  type Studio,
  StudioContext,
  useStudioSelector,
  useStudioSelectorIfAny,
} from '../../../../../studio/web/store/context.ts';

interface Fake {
  state: { notice?: { text: string }; frames: { locale: string }[] };
  jumpTo: () => void;
}
const asStudio = (fake: Fake) => fake as unknown as Studio;
const jumpTo = () => undefined;

// Counted by React's Profiler: each commit in which the panel rendered.
const renders = { notice: 0, frames: 0, whole: 0 };
const count = (id: string) => {
  renders[id as keyof typeof renders] += 1;
};
const noticeOf = (studio: Studio) => ({ notice: (studio as unknown as Fake).state.notice, jumpTo: (studio as unknown as Fake).jumpTo });
const framesOf = (studio: Studio) => (studio as unknown as Fake).state.frames;

function Notice() {
  const { notice } = useStudioSelector(noticeOf);
  return <p data-testid="notice">{notice?.text ?? 'none'}</p>;
}
function Frames() {
  const frames = useStudioSelector(framesOf);
  return <p data-testid="frames">{frames.map((frame) => frame.locale).join(' ')}</p>;
}
function Whole() {
  useStudioSelector((studio) => studio);
  return null;
}

describe('the studio read by selectors', () => {
  it('re-renders a panel only for the values it picked', () => {
    const frames = [{ locale: 'en' }, { locale: 'fil' }];
    const handle = createStudioHandle(asStudio({ state: { frames }, jumpTo }));
    renders.notice = renders.frames = renders.whole = 0;
    render(
      <StudioContext value={handle}>
        <Profiler id="notice" onRender={count}>
          <Notice />
        </Profiler>
        <Profiler id="frames" onRender={count}>
          <Frames />
        </Profiler>
        <Profiler id="whole" onRender={count}>
          <Whole />
        </Profiler>
      </StudioContext>,
    );
    expect(renders).toEqual({ notice: 1, frames: 1, whole: 1 });

    // A notice: the notice and the panel that reads everything, not the frames.
    act(() => handle.set(asStudio({ state: { frames, notice: { text: 'Saved about-us.' } }, jumpTo })));
    expect(screen.getByTestId('notice').textContent).toBe('Saved about-us.');
    expect(renders).toEqual({ notice: 2, frames: 1, whole: 2 });

    // A frame's language: the frames, not the notice (a new object around the same notice and function).
    const notice = handle.get().state.notice;
    act(() => handle.set(asStudio({ state: { frames: [{ locale: 'fil' }, { locale: 'fil' }], notice }, jumpTo })));
    expect(screen.getByTestId('frames').textContent).toBe('fil fil');
    expect(renders).toEqual({ notice: 2, frames: 2, whole: 3 });

    // A new studio whose picked values are all the same: only the whole-studio panel.
    act(() => handle.set(asStudio({ ...handle.get(), state: { ...handle.get().state } } as unknown as Fake)));
    expect(renders).toEqual({ notice: 2, frames: 2, whole: 4 });
  });

  it('reads nothing outside the studio page, where a view may also be shown', () => {
    function Outside() {
      const live = useStudioSelectorIfAny((studio) => studio.state.history?.live);
      return <p data-testid="outside">{live === undefined ? 'no studio' : live}</p>;
    }
    render(<Outside />);
    expect(screen.getByTestId('outside').textContent).toBe('no studio');
    expect(() => render(<Notice />)).toThrow(/outside <StudioContext>/);
  });

  it('compares picked objects and arrays member by member, and nothing else', () => {
    const f = () => 1;
    expect(sameMembers({ a: 1, f }, { a: 1, f })).toBe(true);
    expect(sameMembers([1, f], [1, f])).toBe(true);
    expect(sameMembers({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameMembers({ a: {} }, { a: {} })).toBe(false);
    expect(sameMembers([1], { 0: 1 })).toBe(false);
    expect(sameMembers(new Map(), new Map())).toBe(false);
    expect(sameMembers(Number.NaN, Number.NaN)).toBe(true);
  });
});
