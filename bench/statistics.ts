/** The value below which the given fraction of the sorted values lie (the upper one of a pair). */
export function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

export function medianOf(values: number[]) {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
