import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  pauseToast,
  resetToasts,
  resumeToast,
  subscribeToToasts,
  toast,
} from './toast-store.js';

function ids(): string[] {
  return getToasts().map((item) => item.id);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows a toast for 3 s by default, then animates it out for 300 ms', () => {
    const id = toast.info('Saved');
    expect(getToasts()).toEqual([
      expect.objectContaining({
        id,
        type: 'info',
        message: 'Saved',
        duration: 3000,
        leaving: false,
      }),
    ]);
    vi.advanceTimersByTime(2999);
    expect(getToasts()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(299);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it('keeps a toast with duration 0 until it is dismissed', () => {
    const id = toast.loading('Paying…', { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(ids()).toEqual([id]);
    dismissToast(id);
    vi.advanceTimersByTime(300);
    expect(ids()).toEqual([]);
  });

  it.each([
    [0, true],
    [3000, false],
    [5000, false],
    [5001, true],
    [10_000, true],
  ])('duration %i ms gives a close button: %s', (duration, closable) => {
    toast.success('Done', { duration });
    expect(getToasts()[0]?.closable).toBe(closable);
  });

  it('stacks several toasts in the order they were raised, each with its own timer', () => {
    const first = toast.info('One');
    vi.advanceTimersByTime(1000);
    const second = toast.error('Two', { duration: 10_000 });
    const third = toast.warning('Three');
    expect(ids()).toEqual([first, second, third]);
    vi.advanceTimersByTime(2300);
    expect(ids()).toEqual([second, third]);
    vi.advanceTimersByTime(1000);
    expect(ids()).toEqual([second]);
    vi.advanceTimersByTime(7000);
    expect(ids()).toEqual([]);
  });

  it('replaces a toast in place when the same id is used', () => {
    toast.loading('Saving…', { id: 'save', duration: 0 });
    toast.info('Other');
    toast.success('Saved', { id: 'save' });
    expect(getToasts().map((item) => [item.id, item.type, item.message])).toEqual([
      ['save', 'success', 'Saved'],
      [expect.any(String), 'info', 'Other'],
    ]);
    vi.advanceTimersByTime(3300);
    expect(ids()).toEqual([]);
  });

  it('pauses the timer while paused and resumes with the time that was left', () => {
    const id = toast.info('Read me');
    vi.advanceTimersByTime(2000);
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect(getToasts()[0]?.leaving).toBe(false);
    resumeToast(id);
    vi.advanceTimersByTime(999);
    expect(getToasts()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(getToasts()[0]?.leaving).toBe(true);
  });

  it('removes toasts at once, without exit animation, under reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    toast.info('Quick');
    vi.advanceTimersByTime(3000);
    expect(ids()).toEqual([]);
  });

  it('treats a negative duration as "stays" and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast.warning('Careful', { duration: -1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToasts()[0]).toEqual(expect.objectContaining({ duration: 0, closable: true }));
    unsubscribe();
    toast.info('Unheard');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
