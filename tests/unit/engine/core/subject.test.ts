// The engine's one subscription primitive: observers in the order they came, each told once per
// change, gone when they unsubscribe, all gone on dispose.
import { describe, expect, it, vi } from 'vitest';

import { createSubject, createWatched } from '../../../../engine/core/subject.ts';

describe('createSubject', () => {
  it('tells every observer each value, in the order they subscribed', () => {
    const subject = createSubject<number>();
    const seen: string[] = [];
    subject.subscribe((value) => seen.push(`a${value}`));
    subject.subscribe((value) => seen.push(`b${value}`));
    subject.next(1);
    subject.next(2);
    expect(seen).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('stops telling an observer once it unsubscribed; unsubscribing twice does nothing more', () => {
    const subject = createSubject();
    const kept = vi.fn();
    const gone = vi.fn();
    subject.subscribe(kept);
    const unsubscribe = subject.subscribe(gone);
    unsubscribe();
    unsubscribe();
    subject.next();
    expect([kept.mock.calls.length, gone.mock.calls.length, subject.size]).toEqual([1, 0, 1]);
  });

  it('keeps one subscription for the same function subscribed twice', () => {
    const subject = createSubject();
    const observer = vi.fn();
    subject.subscribe(observer);
    subject.subscribe(observer);
    subject.next();
    expect(observer).toHaveBeenCalledTimes(1);
  });

  it('skips an observer removed by an earlier one during the same change, and tells one added then', () => {
    const subject = createSubject();
    const later = vi.fn();
    const added = vi.fn();
    let removeLater = () => {};
    subject.subscribe(() => {
      removeLater();
      subject.subscribe(added);
    });
    removeLater = subject.subscribe(later);
    subject.next();
    expect([later.mock.calls.length, added.mock.calls.length]).toEqual([0, 1]);
  });

  it('drops every observer on unsubscribe()', () => {
    const subject = createSubject();
    const observer = vi.fn();
    subject.subscribe(observer);
    subject.unsubscribe();
    subject.next();
    expect([observer.mock.calls.length, subject.size]).toEqual([0, 0]);
  });
});

describe('createWatched', () => {
  it('gives the latest value and tells each observer once per change', () => {
    const watched = createWatched({ count: 0 });
    const told = vi.fn(() => watched.get().count);
    watched.subscribe(told);
    const next = { count: 1 };
    watched.set(next);
    expect([watched.get(), told.mock.results.map((result) => result.value as number)]).toEqual([next, [1]]);
  });

  it('tells no one when the value set is the same value', () => {
    const value = { count: 0 };
    const watched = createWatched(value);
    const told = vi.fn();
    const unsubscribe = watched.subscribe(told);
    watched.set(value);
    watched.set({ count: 0 });
    unsubscribe();
    watched.set({ count: 2 });
    expect(told).toHaveBeenCalledTimes(1);
  });
});
