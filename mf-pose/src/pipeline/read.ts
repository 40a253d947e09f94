// Checked reads for numeric arrays and model outputs (no silent undefined in the maths).

/** `values[index]`, or a RangeError when the index is outside the array. */
export function read(values: ArrayLike<number>, index: number): number {
  const value = values[index];
  if (value === undefined)
    throw new RangeError(`index ${index} is outside an array of ${values.length}`);
  return value;
}

/** `items[index]`, or a RangeError when absent. */
export function item<T>(items: readonly T[], index: number): T {
  const value = items[index];
  if (value === undefined) throw new RangeError(`item ${index} is missing (of ${items.length})`);
  return value;
}

/** A named model output, or an error naming it when the model did not produce it. */
export function output(outputs: Record<string, Float32Array>, name: string): Float32Array {
  const values = outputs[name];
  if (!values) throw new Error(`the model did not produce ${name}`);
  return values;
}
