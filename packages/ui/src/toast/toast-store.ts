import {
  TOAST_ANIMATION_MS,
  TOAST_DEFAULT_DURATION_MS,
  toastShowsCloseButton,
  type ToastType,
} from '@kessai/domain';
import type { ReactNode } from 'react';

export type { ToastType };

export interface ToastOptions {
  /**
   * Milliseconds the toast stays before it leaves by itself. `0` keeps it until it is closed.
   * Default {@link TOAST_DEFAULT_DURATION_MS} (3 s).
   */
  duration?: number;
  /** Reuse an id to replace a toast in place, e.g. a loading toast by its result. */
  id?: string;
}

export interface ToastItem {
  readonly id: string;
  readonly type: ToastType;
  readonly message: ReactNode;
  readonly duration: number;
  /** Whether the toast shows a close button: duration 0 or over 5 s (spec §4). */
  readonly closable: boolean;
  /** `true` during the 300 ms exit animation, before the toast is removed. */
  readonly leaving: boolean;
}

type Listener = () => void;

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  /** When the running timer was started, to know what is left on pause. */
  startedAt: number;
  remaining: number;
}

/*
 * A tiny external store instead of React state, so that code outside React (the API client's
 * onError hook) can raise a toast, and the <Toaster/> reads it with useSyncExternalStore.
 */
let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
const timers = new Map<string, Timer>();
let nextId = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

function startTimer(id: string, ms: number): void {
  const timer: Timer = { handle: undefined, startedAt: Date.now(), remaining: ms };
  timer.handle = setTimeout(() => dismissToast(id), ms);
  timers.set(id, timer);
}

function removeToast(id: string): void {
  clearTimer(id);
  const next = toasts.filter((item) => item.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

/** Shows a toast and returns its id. */
export function showToast(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const requested = options.duration ?? TOAST_DEFAULT_DURATION_MS;
  // A negative or non-finite duration would never be dismissed by the timer: treat it as "stays".
  const duration = Number.isFinite(requested) && requested > 0 ? requested : 0;
  nextId += 1;
  const id = options.id ?? `kessai-toast-${nextId}`;
  clearTimer(id);
  const item: ToastItem = {
    id,
    type,
    message,
    duration,
    closable: toastShowsCloseButton(duration),
    leaving: false,
  };
  const index = toasts.findIndex((existing) => existing.id === id);
  toasts =
    index === -1 ? [...toasts, item] : toasts.map((existing, i) => (i === index ? item : existing));
  if (duration > 0) startTimer(id, duration);
  emit();
  return id;
}

/**
 * Starts the exit of one toast (or of all without an id). The toast stays in the list, marked
 * `leaving`, for the 300 ms exit animation; under reduced motion it goes at once.
 */
export function dismissToast(id?: string): void {
  const targets = id === undefined ? toasts.map((item) => item.id) : [id];
  if (prefersReducedMotion()) {
    for (const target of targets) removeToast(target);
    return;
  }
  let changed = false;
  toasts = toasts.map((item) => {
    if (!targets.includes(item.id) || item.leaving) return item;
    changed = true;
    clearTimer(item.id);
    timers.set(item.id, {
      handle: setTimeout(() => removeToast(item.id), TOAST_ANIMATION_MS),
      startedAt: Date.now(),
      remaining: TOAST_ANIMATION_MS,
    });
    return { ...item, leaving: true };
  });
  if (changed) emit();
}

/**
 * Holds a toast's timer while the shopper hovers or focuses it, so a message can be read to the
 * end (WCAG 2.2.1); {@link resumeToast} restarts it with the time that was left.
 */
export function pauseToast(id: string): void {
  const item = toasts.find((toast) => toast.id === id);
  const timer = timers.get(id);
  if (item === undefined || item.leaving || timer?.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

export function resumeToast(id: string): void {
  const timer = timers.get(id);
  if (timer === undefined || timer.handle !== undefined) return;
  startTimer(id, timer.remaining);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type ToastShortcut = (message: ReactNode, options?: ToastOptions) => string;

export interface ToastApi {
  info: ToastShortcut;
  success: ToastShortcut;
  warning: ToastShortcut;
  error: ToastShortcut;
  loading: ToastShortcut;
  /** Closes one toast by id, or all toasts without an id. */
  dismiss: (id?: string) => void;
}

/**
 * Imperative toast API, callable from anywhere (no hook needed); a mounted {@link Toaster} shows
 * the toasts.
 *
 * @example toast.error(description, { duration: API_ERROR_TOAST_DURATION_MS })
 */
export const toast: ToastApi = {
  info: (message, options) => showToast('info', message, options),
  success: (message, options) => showToast('success', message, options),
  warning: (message, options) => showToast('warning', message, options),
  error: (message, options) => showToast('error', message, options),
  loading: (message, options) => showToast('loading', message, options),
  dismiss: dismissToast,
};

/** Drops every toast and timer at once. For tests; not exported from the package. */
export function resetToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  toasts = [];
  emit();
}
