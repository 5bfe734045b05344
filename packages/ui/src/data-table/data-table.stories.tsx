import type { Story, StoryDefault } from '@ladle/react';
import { DataTable, type DataTableColumn } from './data-table.js';

export default {
  title: 'Data / Table',
} satisfies StoryDefault;

interface Item {
  name: string;
  price: number;
  quantity: number;
}

interface Log {
  timestamp: string;
  status: string;
  message: string;
  charge: number;
}

const yen = (amount: number) => `${new Intl.NumberFormat('ja-JP').format(amount)} JPY`;

const productColumns: DataTableColumn<Item>[] = [
  { key: 'type', header: 'Type', cell: (item) => item.name, rowHeader: true },
  { key: 'price', header: 'Unit price', cell: (item) => yen(item.price), align: 'end' },
  { key: 'quantity', header: 'Quantity', cell: (item) => item.quantity, align: 'end' },
  {
    key: 'amount',
    header: 'Amount',
    cell: (item) => yen(item.price * item.quantity),
    align: 'end',
  },
];

const items: Item[] = [
  { name: 'Adult ticket', price: 4800, quantity: 2 },
  { name: 'Child ticket', price: 2400, quantity: 1 },
  { name: 'Guidebook (Japanese / English bilingual edition)', price: 1200, quantity: 1 },
];

export const Products: Story = () => (
  <DataTable
    caption="Products"
    columns={productColumns}
    rows={items}
    rowKey={(item) => item.name}
    footer={['Total', null, null, yen(13_200)]}
  />
);

export const Details: Story = () => (
  <DataTable
    caption="Payment details"
    columns={[
      { key: 'label', header: 'Item', cell: (row: [string, string]) => row[0], rowHeader: true },
      { key: 'value', header: 'Value', cell: (row: [string, string]) => row[1] },
    ]}
    rows={[
      ['Payment number', 'pay_01HZX3K8M'],
      ['Payment method', 'Visa •••• 1111'],
      ['Total', yen(13_200)],
    ]}
    rowKey={(row) => row[0]}
  />
);

const logs: Log[] = Array.from({ length: 50 }, (_, index) => ({
  timestamp: new Date(Date.UTC(2026, 0, 1, 3, index)).toISOString(),
  status: index % 2 === 0 ? 'AUTHORIZED' : 'CAPTURED',
  message: index % 2 === 0 ? 'Card verified' : 'Payment captured',
  charge: 13_200,
}));

export const History: Story = () => (
  <DataTable
    caption="Payment history"
    columns={[
      { key: 'time', header: 'Timestamp', cell: (log: Log) => log.timestamp },
      { key: 'status', header: 'Status', cell: (log: Log) => log.status },
      { key: 'message', header: 'Detailed message', cell: (log: Log) => log.message },
      { key: 'charge', header: 'Charge', cell: (log: Log) => yen(log.charge), align: 'end' },
    ]}
    rows={logs}
    rowKey={(log) => log.timestamp}
  />
);

export const Empty: Story = () => (
  <DataTable
    caption="Payment history"
    columns={productColumns}
    rows={[]}
    rowKey={(item) => item.name}
    emptyMessage="No history yet."
  />
);
