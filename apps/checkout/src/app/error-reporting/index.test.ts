import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, errorReportingSettings } from './index.ts';

const production = {
  productionBuild: true,
  sentryDsn: 'https://public@o1.ingest.example.io/1',
  environment: 'production',
};

describe('errorReportingSettings', () => {
  it('is on in a production build with a DSN', () => {
    expect(errorReportingSettings(production)).toEqual({
      dsn: production.sentryDsn,
      environment: 'production',
    });
  });

  it.each([
    ['a development build', { ...production, productionBuild: false }],
    ['no DSN', { ...production, sentryDsn: '' }],
    ['a staging environment', { ...production, environment: 'staging' }],
    ['a development environment', { ...production, environment: 'development' }],
  ])('is off with %s', (_name, from) => {
    expect(errorReportingSettings(from)).toBeUndefined();
  });

  it('is off in the unit tests (not a production build)', () => {
    expect(errorReportingSettings()).toBeUndefined();
  });
});

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task after an animation frame and once idle, not synchronously', async () => {
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});

describe('startErrorReporting', () => {
  afterEach(() => {
    vi.resetModules();
    vi.doUnmock('./sentry.ts');
  });

  it('does not load Sentry outside production', async () => {
    const initSentry = vi.fn();
    vi.doMock('./sentry.ts', () => ({ initSentry }));
    const { startErrorReporting } = await import('./index.ts');
    startErrorReporting();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(initSentry).not.toHaveBeenCalled();
  });

  it('loads Sentry once, after the first paint, with the settings', async () => {
    const initSentry = vi.fn();
    vi.doMock('./sentry.ts', () => ({ initSentry }));
    const { startErrorReporting } = await import('./index.ts');
    const settings = { dsn: production.sentryDsn, environment: 'production' };
    startErrorReporting(settings);
    startErrorReporting(settings);
    expect(initSentry).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(initSentry).toHaveBeenCalledWith(settings));
    expect(initSentry).toHaveBeenCalledTimes(1);
  });
});
