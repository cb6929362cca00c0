// What every benchmark script shares: how a figure is reported, and percentiles.
//
// `cargo xtask bench` runs each script in tests/bench/ and collects, from its standard output,
// every line `BENCH {"name":…,"value":…,"unit":…,"note":…}`: the table it prints and the JSON
// file it writes are made of those lines alone. Anything else a script prints is passed through.

/** Reports one figure: `name` (unique across the benchmarks), a number, its unit, a few words. */
export function figure(name, value, unit, note = '') {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${name}: ${value} is not a number`);
  console.log(`BENCH ${JSON.stringify({ name, value, unit, note })}`);
}

/** The `p`th percentile (0-100) of `values`, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
