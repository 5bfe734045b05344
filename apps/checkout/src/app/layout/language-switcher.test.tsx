import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { I18n } from '@lingui/core';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n } from '../../test/render.tsx';
import { LOCALE_STORAGE_KEY } from '../locale.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

let i18n: I18n;
beforeEach(async () => {
  i18n = await createTestI18n('en');
  localStorage.clear();
  document.documentElement.lang = 'en';
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Stands in for the payment form: typed state, and a count of how often it was mounted. */
function TypedField({ onMount }: { onMount: () => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  useEffect(onMount, [onMount]);
  return (
    <label>
      {t`Cardholder name`}
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderSwitcher(path = '/') {
  const onMount = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <header>
          <LanguageSwitcher />
        </header>
        <main>
          <TypedField onMount={onMount} />
          <Search />
        </main>
      </MemoryRouter>
    </I18nProvider>,
  );
  return { onMount };
}

describe('LanguageSwitcher', () => {
  it('offers the five languages, each named in itself with its lang attribute', () => {
    renderSwitcher();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['日本語', 'ja'],
      ['English', 'en'],
      ['한국어', 'ko'],
      ['简体中文', 'zh-Hans'],
      ['繁體中文', 'zh-Hant'],
    ]);
  });

  it('switches in place: keeps what was typed, stores the locale and sets <html lang>', async () => {
    const user = userEvent.setup();
    const { onMount } = renderSwitcher();
    await user.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'TARO YAMADA');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ja');

    expect(await screen.findByRole('combobox', { name: '言語' })).toHaveValue('ja');
    expect(i18n.locale).toBe('ja');
    expect(screen.getByRole('textbox', { name: 'カード名義人' })).toHaveValue('TARO YAMADA');
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    // No lang parameter in the address: none is added.
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });

  it('updates a lang parameter in the address, keeping the other parameters', async () => {
    const user = userEvent.setup();
    renderSwitcher('/secret/pay_1?lang=en&x=1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh-Hant');
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?lang=zh-Hant&x=1'),
    );
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('applies only the last choice when the shopper picks twice quickly', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    const select = screen.getByRole('combobox', { name: 'Language' });
    await Promise.all([user.selectOptions(select, 'ko'), user.selectOptions(select, 'zh-Hans')]);
    await waitFor(() => expect(i18n.locale).toBe('zh-Hans'));
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('has no axe violations', async () => {
    renderSwitcher();
    await expectNoAxeViolations(document.body);
  });
});
