/** `values[index]`, or a RangeError naming the index when it is outside the array. */
export function at<T>(values: ArrayLike<T>, index: number): T {
  const value = values[index];
  if (value === undefined)
    throw new RangeError(`index ${index} is outside an array of ${values.length}`);
  return value;
}
