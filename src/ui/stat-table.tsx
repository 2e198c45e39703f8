/**
 * A table of numbers (standings, player and team statistics): a caption for screen readers,
 * a sticky first column when it scrolls sideways, figures right-aligned in tabular digits,
 * optional marks on rows (promotion, relegation, the team of the page) and tappable rows.
 */
import type { Key, ReactNode } from 'react';
import styles from './stat-table.module.css';

export interface StatColumn<Row> {
  key: string;
  label: string;
  /** What a cell shows (default: `row[key]`). */
  render?: (row: Row, index: number) => ReactNode;
  /** Figures: right-aligned, tabular digits (the default); text: left-aligned, takes the room left. */
  kind?: 'figure' | 'text';
  /** Spelled out for screen readers when the label is an abbreviation ('胜' → '胜场'). */
  title?: string;
}

export interface StatTableProps<Row> {
  caption: string;
  columns: readonly StatColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** A colour mark at the row's start, and its meaning for screen readers. */
  mark?: (row: Row, index: number) => { tone: 'win' | 'info' | 'warn' | 'lose'; label: string } | null;
  /** The row stands out (the team of the page). */
  highlight?: (row: Row) => boolean;
  /** Rows open something (a team, a player): a button per row's first cell keeps it keyboard-usable. */
  onRowSelect?: (row: Row) => void;
  /** Shows the caption above the table instead of only to screen readers. */
  showCaption?: boolean;
}

const cellValue = <Row,>(row: Row, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
};

export function StatTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  mark,
  highlight,
  onRowSelect,
  showCaption = false,
}: StatTableProps<Row>) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : styles.hiddenCaption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                abbr={column.title}
                className={column.kind === 'text' ? styles.text : styles.figure}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const rowMark = mark?.(row, index) ?? null;
            return (
              <tr key={rowKey(row, index)} className={highlight?.(row) ? styles.highlight : undefined}>
                {columns.map((column, columnIndex) => {
                  const content = column.render ? column.render(row, index) : cellValue(row, column.key);
                  const className = column.kind === 'text' ? styles.text : styles.figure;
                  if (columnIndex === 0) {
                    return (
                      <th key={column.key} scope="row" className={`${className} ${styles.first}`}>
                        {rowMark && (
                          <span className={`${styles.mark} ${styles[rowMark.tone]}`} title={rowMark.label}>
                            <span className={styles.hidden}>{rowMark.label}</span>
                          </span>
                        )}
                        {onRowSelect ? (
                          <button type="button" className={styles.select} onClick={() => onRowSelect(row)}>
                            {content}
                          </button>
                        ) : (
                          content
                        )}
                      </th>
                    );
                  }
                  return (
                    <td key={column.key} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
