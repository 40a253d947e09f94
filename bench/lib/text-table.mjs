// Plain-text tables for benchmark output: columns of {title, value(row), align}.

/** Formats rows under column titles, padded and separated by `|`; `align: 'left'` pads right. */
export function formatTextTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index].length)),
  );
  const pad = (text, index) =>
    columns[index].align === 'left' ? text.padEnd(widths[index]) : text.padStart(widths[index]);
  const line = (values) => values.map(pad).join(' | ');
  return [
    line(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.map(line),
  ].join('\n');
}
