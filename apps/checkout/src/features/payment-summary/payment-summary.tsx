import type { Item, Payment, ProductInfo } from '@kessai/api-client';
import { CardNetworkLogo, DataTable, PayMethodLogo, type DataTableColumn } from '@kessai/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useFormatters } from '../../app/format.ts';
import { SafeImage } from './safe-image.tsx';
import './payment-summary.css';

export interface PaymentSummaryProps {
  payment: Payment;
}

/**
 * What is being paid: merchant, payment number, products with their line items, total, accepted
 * methods and card networks, email, deadline and the merchant's note. Merchant-supplied text is
 * rendered as text by React, never as HTML.
 */
export function PaymentSummary({ payment }: PaymentSummaryProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const headingId = useId();
  const methods = payment.payMethods.filter((method) => method !== 'PAY_METHOD_UNSPECIFIED');
  const networks = payment.payMethods.includes('CARD')
    ? payment.cardNetworks.filter((network) => network !== 'CARD_NETWORK_UNSPECIFIED')
    : [];

  return (
    <section className="checkout-summary" aria-labelledby={headingId}>
      <div className="checkout-summary__merchant">
        <SafeImage
          src={payment.merchantInfo.logoUrl}
          width={48}
          height={48}
          className="checkout-summary__logo"
        />
        <h2 id={headingId} className="checkout-summary__merchant-name">
          {payment.merchantInfo.merchantName}
        </h2>
      </div>

      <dl className="checkout-summary__facts">
        <div className="checkout-summary__fact">
          <dt>{t`Payment number`}</dt>
          <dd className="checkout-summary__payment-number">{payment.id}</dd>
        </div>
        <div className="checkout-summary__fact checkout-summary__fact--total">
          <dt>{t`Total`}</dt>
          <dd>{format.amount(payment.total)}</dd>
        </div>
        {payment.email !== undefined && (
          <div className="checkout-summary__fact">
            <dt>{t`Email`}</dt>
            <dd>{payment.email}</dd>
          </div>
        )}
        <div className="checkout-summary__fact">
          <dt>{t`Payment deadline`}</dt>
          <dd>
            <time dateTime={payment.deadline.toISOString()}>
              {format.dateTime(payment.deadline)}
            </time>
          </dd>
        </div>
        {methods.length > 0 && (
          <div className="checkout-summary__fact">
            <dt>{t`Accepted payment methods`}</dt>
            <dd>
              <ul className="checkout-summary__logos">
                {methods.map((method) => (
                  <li key={method}>
                    <PayMethodLogo method={method} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {networks.length > 0 && (
          <div className="checkout-summary__fact">
            <dt>{t`Accepted cards`}</dt>
            <dd>
              <ul className="checkout-summary__logos">
                {networks.map((network) => (
                  <li key={network}>
                    <CardNetworkLogo network={network} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {payment.note !== undefined && (
          <div className="checkout-summary__fact checkout-summary__fact--note">
            <dt>{t`Note from the shop`}</dt>
            <dd className="checkout-summary__note">{payment.note}</dd>
          </div>
        )}
      </dl>

      {payment.productInfos.map((product, index) => (
        // Product ids come from the merchant and may repeat; the position keeps keys unique.
        <Product key={`${index}:${product.productId}`} product={product} />
      ))}
    </section>
  );
}

function Product({ product }: { product: ProductInfo }) {
  const { t } = useLingui();
  const format = useFormatters();
  const title = product.productTitle;
  // One column set per product; each cell is plain text so 500 rows stay cheap to render.
  const columns = useMemo<DataTableColumn<Item>[]>(
    () => [
      { key: 'type', header: t`Type`, cell: (item) => item.name, rowHeader: true },
      {
        key: 'price',
        header: t`Unit price`,
        cell: (item) => format.amount(item.price),
        align: 'end',
      },
      { key: 'quantity', header: t`Quantity`, cell: (item) => item.quantity, align: 'end' },
      { key: 'amount', header: t`Amount`, cell: (item) => format.amount(item.total), align: 'end' },
    ],
    [t, format],
  );
  return (
    <div className="checkout-product">
      <div className="checkout-product__header">
        <SafeImage
          src={product.productThumbnailUrl}
          width={64}
          height={64}
          className="checkout-product__thumbnail"
          lazy
        />
        <h3 className="checkout-product__title">{product.productTitle}</h3>
      </div>
      <DataTable
        caption={t`Items of ${title}`}
        captionHidden
        columns={columns}
        rows={product.items}
        rowKey={(_item, index) => index}
        emptyMessage={t`No items.`}
        className="checkout-product__table"
      />
    </div>
  );
}
