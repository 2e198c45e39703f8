/** One row of the bench table, its budget check, and the table itself. */
import budgetsJson from '../budgets.json';

export type Budgets = typeof budgetsJson;
export const budgets: Budgets = budgetsJson;

export type Status = 'pass' | 'fail' | 'skip' | 'info';

export interface Metric {
  /** Stable key in bench/results/latest.json. */
  id: string;
  label: string;
  /** null: not measured (skipped or the scenario failed). */
  value: number | null;
  unit: string;
  /** The budget key in budgets.json, when the metric has one. */
  budget?: keyof Budgets;
  /** max: the value must not exceed the budget; min: must reach it. */
  direction?: 'max' | 'min';
  status: Status;
  note?: string;
}

interface MetricInput {
  id: string;
  label: string;
  value: number | null;
  unit: string;
  budget?: keyof Budgets;
  direction?: 'max' | 'min';
  note?: string;
}

/** Checks a measured value against its budget; without a value the metric fails (something broke). */
export function metric(input: MetricInput): Metric {
  if (input.budget === undefined) return { ...input, status: 'info' };
  if (input.value === null || Number.isNaN(input.value)) return { ...input, status: 'fail' };
  const limit = budgets[input.budget];
  const ok = (input.direction ?? 'max') === 'max' ? input.value <= limit : input.value >= limit;
  return { ...input, status: ok ? 'pass' : 'fail' };
}

export function skipped(input: Omit<MetricInput, 'value'>, why: string): Metric {
  return { ...input, value: null, status: 'skip', note: why };
}

/** A check without a budget figure that did not hold: lost messages, a scenario that broke. */
export function failure(input: Omit<MetricInput, 'budget' | 'direction'>, why: string): Metric {
  return { ...input, status: 'fail', note: why };
}

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

function formatValue(value: number | null, unit: string): string {
  if (value === null) return '—';
  const digits = unit === '' ? (Number.isInteger(value) ? 0 : 3) : unit === 'KB' ? 1 : 0;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

function formatBudget(row: Metric): string {
  if (row.budget === undefined) return '';
  const sign = (row.direction ?? 'max') === 'max' ? '<=' : '>=';
  return `${sign} ${formatValue(budgets[row.budget], row.unit)}`;
}

export function formatTable(rows: readonly Metric[]): string {
  const header = ['metric', 'measured', 'budget', 'result'];
  const cells = rows.map((row) => [
    row.label,
    formatValue(row.value, row.unit),
    formatBudget(row),
    row.status === 'info' ? (row.note ?? '') : row.status.toUpperCase() + (row.note ? ` (${row.note})` : ''),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}
