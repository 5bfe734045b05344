import { useId, useRef, type Key, type ReactNode } from 'react';
import { useHorizontalOverflow } from './use-horizontal-overflow.js';

export interface DataTableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  /** The cell content. Merchant-supplied text is rendered as text by React, never as HTML. */
  cell: (row: Row) => ReactNode;
  /** `end` for amounts and quantities. */
  align?: 'start' | 'end';
  /** Render this column's cells as row headers (`<th scope="row">`). */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology; shown unless `captionHidden`. */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Shown in a single cell when there are no rows. */
  emptyMessage?: ReactNode;
  /** Optional footer cells, e.g. a total; one entry per column. */
  footer?: readonly ReactNode[];
  className?: string;
}

/**
 * A plain, semantic data table (product, payment details, payment history). Cells wrap between
 * words; when a table still cannot fit (a 320 px screen, many columns) it scrolls inside its own box
 * rather than widening the page, and only then becomes a labelled region in the tab order, so
 * keyboard users can scroll it too.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyMessage,
  footer,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(scrollRef);
  const scrollRegion = overflows
    ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 }
    : undefined;
  const alignClass = (column: DataTableColumn<Row>) =>
    column.align === 'end' ? 'kessai-table__cell kessai-table__cell--end' : 'kessai-table__cell';
  return (
    <div ref={scrollRef} className="kessai-table-scroll" {...scrollRegion}>
      <table className={`kessai-table${className ? ` ${className}` : ''}`}>
        <caption
          id={captionId}
          className={captionHidden ? 'kessai-visually-hidden' : 'kessai-table__caption'}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage !== undefined ? (
            <tr>
              <td colSpan={columns.length} className="kessai-table__cell kessai-table__empty">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={alignClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={alignClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {footer !== undefined && (
          <tfoot>
            <tr>
              {columns.map((column, index) => (
                <td key={column.key} className={alignClass(column)}>
                  {footer[index]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
