import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { Spinner } from './spinner.js';

let en: I18n;
let ko: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  ko = await createTestI18n('ko');
});

describe('Spinner', () => {
  it('is a status with a translated default label', async () => {
    renderWithI18n(<Spinner />, en);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await expectNoAxeViolations();
  });

  it('takes its own label and is translated', () => {
    renderWithI18n(
      <>
        <Spinner label="Loading the payment" size="large" />
        <Spinner />
      </>,
      ko,
    );
    const [own, translated] = screen.getAllByRole('status');
    expect(own).toHaveTextContent('Loading the payment');
    expect(translated).toHaveTextContent('불러오는 중…');
  });

  it('is silent when decorative', () => {
    renderWithI18n(<Spinner decorative />, en);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
