import type { ReactNode } from 'react'

import styles from './kit.module.css'

/** One column: its heading, what each row shows in it, and whether that names the row (a row header). */
export type Column<Row> = { header: ReactNode; cell: (row: Row) => ReactNode; rowHeader?: boolean }

/**
 * The tables of the dashboards (earnings, payment log, users, mail, security): scrolled sideways on
 * a phone rather than squeezed, a caption for screen readers when given, headings scoped.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption?: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
}) {
  return (
    <div className={styles.logWrap}>
      <table className={styles.log}>
        {caption && <caption className={styles.visuallyHidden}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
              <th scope="col" key={index}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                  <th scope="row" key={index}>
                    {column.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
                  <td key={index}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
