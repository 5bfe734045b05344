import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import type { I18n } from '@lingui/core';
import { StatusIcon } from './status-icon.js';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  ja = await createTestI18n('ja');
});

describe('StatusIcon', () => {
  it('names each type for assistive technology', async () => {
    renderWithI18n(
      <p>
        <StatusIcon type="error" />
        <StatusIcon type="success" />
        <StatusIcon type="warning" />
      </p>,
      en,
    );
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('is translated and accepts its own label', () => {
    renderWithI18n(
      <p>
        <StatusIcon type="error" />
        <StatusIcon type="success" label="Paid" />
      </p>,
      ja,
    );
    expect(screen.getByRole('img', { name: 'エラー' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Paid' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithI18n(
      <p>
        <StatusIcon type="warning" decorative /> Check the details
      </p>,
      en,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
