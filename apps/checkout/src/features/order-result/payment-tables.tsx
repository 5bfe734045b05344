import type { Payment, TransactionLog } from '@kessai/api-client';
import { DataTable, type DataTableColumn } from '@kessai/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormatters } from '../../app/format.ts';
import { usePayMethodNames } from '../payment-summary/use-pay-method-names.ts';
import { useStatusNames } from './use-status-names.ts';

type DetailRow = readonly [label: string, value: string];

/** Payment number, merchant, total, method and date of the order. */
export function PaymentDetailsTable({ payment }: { payment: Payment }) {
  const { t } = useLingui();
  const format = useFormatters();
  const methodNames = usePayMethodNames();
  const rows: DetailRow[] = [
    [t`Payment number`, payment.id],
    [t`Merchant`, payment.merchantInfo.merchantName],
    [t`Total`, format.amount(payment.total)],
    [t`Payment method`, methodNames[payment.selectedMethod]],
    [t`Order date`, format.dateTime(payment.createdAt)],
  ];
  return (
    <DataTable
      caption={t`Payment details`}
      className="checkout-result__table"
      columns={[
        { key: 'label', header: t`Item`, cell: (row: DetailRow) => row[0], rowHeader: true },
        { key: 'value', header: t`Details`, cell: (row: DetailRow) => row[1] },
      ]}
      rows={rows}
      rowKey={(row) => row[0]}
    />
  );
}

/** The transaction log in the order the service sends it. Plain text cells keep 1,000 rows cheap. */
export function PaymentHistoryTable({ logs }: { logs: readonly TransactionLog[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  const statusNames = useStatusNames();
  const columns = useMemo<DataTableColumn<TransactionLog>[]>(
    () => [
      {
        key: 'timestamp',
        header: t`Timestamp`,
        cell: (log) => format.dateTime(log.timestamp),
        rowHeader: true,
      },
      { key: 'status', header: t`Status`, cell: (log) => statusNames[log.status] },
      { key: 'message', header: t`Detailed message`, cell: (log) => log.message ?? '' },
      {
        key: 'charge',
        header: t`Charge`,
        cell: (log) => (log.charge === undefined ? '' : format.amount(log.charge)),
        align: 'end',
      },
    ],
    [t, format, statusNames],
  );
  return (
    <DataTable
      caption={t`Payment history`}
      className="checkout-result__table"
      columns={columns}
      rows={logs}
      rowKey={(_log, index) => index}
      emptyMessage={t`No history yet.`}
    />
  );
}
