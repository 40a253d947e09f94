// Plain-text tables for benchmark output: columns of {title, value(row), align}.

/**
 * One column: its title, its cell of a row, and which side it is padded on.
 * @template Row
 * @typedef {{ title: string, value: (row: Row) => string, align?: 'left' | 'right' }} TextColumn
 */

/**
 * Formats rows under column titles, padded and separated by `|`; `align: 'left'` pads right.
 * @template Row
 * @param {TextColumn<Row>[]} columns
 * @param {readonly Row[]} rows
 */
export function formatTextTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index].length)),
  );
  /**
   * @param {string} text
   * @param {number} index
   */
  const pad = (text, index) =>
    columns[index].align === 'left' ? text.padEnd(widths[index]) : text.padStart(widths[index]);
  const line = (/** @type {string[]} */ values) => values.map(pad).join(' | ');
  return [
    line(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.map(line),
  ].join('\n');
}
