import type { I18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { DataTable, type DataTableColumn } from './data-table.js';

interface Item {
  name: string;
  price: number;
  quantity: number;
}

const columns: DataTableColumn<Item>[] = [
  { key: 'name', header: 'Type', cell: (item) => item.name, rowHeader: true },
  { key: 'price', header: 'Unit price', cell: (item) => `${item.price} JPY`, align: 'end' },
  { key: 'quantity', header: 'Quantity', cell: (item) => item.quantity, align: 'end' },
  {
    key: 'amount',
    header: 'Amount',
    cell: (item) => `${item.price * item.quantity} JPY`,
    align: 'end',
  },
];

let en: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});

describe('DataTable', () => {
  it('shows a captioned table with column and row headers', async () => {
    renderWithI18n(
      <DataTable
        caption="Products"
        columns={columns}
        rows={[
          { name: 'T-shirt', price: 2000, quantity: 2 },
          { name: '<b>Mug</b>', price: 1500, quantity: 1 },
        ]}
        rowKey={(item) => item.name}
        footer={['Total', null, null, '5500 JPY']}
      />,
      en,
    );
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Unit price', 'Quantity', 'Amount']);
    const tshirt = within(table).getByRole('rowheader', { name: 'T-shirt' });
    expect(tshirt.closest('tr')).toHaveTextContent('T-shirt2000 JPY24000 JPY');
    // Merchant text is text, never markup.
    expect(within(table).getByRole('rowheader', { name: '<b>Mug</b>' })).toBeInTheDocument();
    expect(table.querySelector('b')).toBeNull();
    expect(within(table).getByText('5500 JPY')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the empty message when there are no rows, and can hide its caption visually', async () => {
    renderWithI18n(
      <DataTable
        caption="Payment history"
        captionHidden
        columns={columns}
        rows={[]}
        rowKey={(item) => item.name}
        emptyMessage="No history yet."
      />,
      en,
    );
    expect(screen.getByRole('table', { name: 'Payment history' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No history yet.' })).toHaveAttribute('colspan', '4');
    await expectNoAxeViolations();
  });

  describe('on a screen too narrow for the table', () => {
    // jsdom has no layout: give the scroll box a width and the table a wider one, and let the test
    // trigger the ResizeObserver callback the browser would call.
    let resize: (() => void) | undefined;
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      resize = undefined;
    });

    function stubLayout(tableWidth: number) {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            resize = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(296);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => tableWidth);
    }

    const renderTable = () =>
      renderWithI18n(
        <DataTable
          caption="Payment history"
          columns={columns}
          rows={[{ name: 'T-shirt', price: 2000, quantity: 2 }]}
          rowKey={(item) => item.name}
        />,
        en,
      );

    it('scrolls inside a labelled region that keyboard users can reach', async () => {
      stubLayout(329);
      renderTable();
      const region = screen.getByRole('region', { name: 'Payment history' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name: 'Payment history' })).toBeInTheDocument();
      await expectNoAxeViolations();
    });

    it('adds no region or tab stop while the table fits, and follows later resizes', () => {
      let width = 296;
      stubLayout(0);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => width);
      renderTable();
      expect(screen.queryByRole('region')).toBeNull();
      width = 340;
      act(() => resize?.());
      expect(screen.getByRole('region', { name: 'Payment history' })).toBeInTheDocument();
      width = 296;
      act(() => resize?.());
      expect(screen.queryByRole('region')).toBeNull();
    });
  });
});
