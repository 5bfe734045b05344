import { describe, expect, it } from 'vitest';
import {
  API_ERROR_TOAST_DURATION_MS,
  CARD_EXPIRY_LENGTH,
  CONFIRM_COUNTDOWN_SECONDS,
  ERROR_DIALOG_CLEAR_DELAY_MS,
  ERROR_TRACE_SAMPLE_RATE,
  MAX_CVC_LENGTH,
  MAX_REGISTERED_CARDS,
  POPOVER_HIDE_DELAY_MS,
  QR_POLL_INTERVAL_MS,
  TOAST_ANIMATION_MS,
  TOAST_CLOSE_BUTTON_THRESHOLD_MS,
  TOAST_DEFAULT_DURATION_MS,
  toastShowsCloseButton,
} from './constants.js';

describe('business constants', () => {
  it('match spec §9 and decisions.md', () => {
    expect(MAX_REGISTERED_CARDS).toBe(5);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(3000);
    expect(API_ERROR_TOAST_DURATION_MS).toBe(10_000);
    expect(TOAST_CLOSE_BUTTON_THRESHOLD_MS).toBe(5000);
    expect(TOAST_ANIMATION_MS).toBe(300);
    expect(POPOVER_HIDE_DELAY_MS).toBe(300);
    expect(ERROR_DIALOG_CLEAR_DELAY_MS).toBe(300);
    expect(CONFIRM_COUNTDOWN_SECONDS).toBe(10);
    expect(QR_POLL_INTERVAL_MS).toBe(3000);
    expect(ERROR_TRACE_SAMPLE_RATE).toBe(0.1);
    expect(CARD_EXPIRY_LENGTH).toBe(5);
    expect(MAX_CVC_LENGTH).toBe(4);
  });
});

describe('toastShowsCloseButton', () => {
  it('shows a close button for a toast without end (0)', () => {
    expect(toastShowsCloseButton(0)).toBe(true);
  });

  it('shows it only above 5 seconds', () => {
    expect(toastShowsCloseButton(5000)).toBe(false);
    expect(toastShowsCloseButton(5001)).toBe(true);
    expect(toastShowsCloseButton(TOAST_DEFAULT_DURATION_MS)).toBe(false);
    expect(toastShowsCloseButton(API_ERROR_TOAST_DURATION_MS)).toBe(true);
    expect(toastShowsCloseButton(Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('shows none for nonsense durations', () => {
    expect(toastShowsCloseButton(1)).toBe(false);
    expect(toastShowsCloseButton(-1)).toBe(false);
    expect(toastShowsCloseButton(Number.NaN)).toBe(false);
  });
});
