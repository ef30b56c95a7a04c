/** The arithmetic of the report charts (inline SVG, no chart library), kept pure so it can be tested. */

export type Domain = { min: number; max: number; ticks: number[] };

/** A round step (1, 2 or 5 × 10ⁿ) that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (span <= 0 || count <= 0) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const nice = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** A value domain that always holds zero (bars grow from it), widened to round ticks. */
export function niceDomain(values: readonly number[], tickCount = 4): Domain {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === 0 && high === 0) return { min: 0, max: 1, ticks: [0] };
  const step = niceStep(high - low, tickCount);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, ticks };
}

/** Maps a value in [d0, d1] onto [r0, r1] linearly (SVG y runs downwards: pass r0 > r1). */
export function scaleLinear([d0, d1]: [number, number], [r0, r1]: [number, number]): (value: number) => number {
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Equal slots for `count` days across `width`; a bar fills `fill` of its slot, at least 1 px. */
export function bandLayout(count: number, width: number, fill = 0.7): { step: number; barWidth: number; x: (index: number) => number } {
  const step = count > 0 ? width / count : width;
  const barWidth = Math.max(1, step * fill);
  return { step, barWidth, x: (index) => index * step + (step - barWidth) / 2 };
}

/** The rectangle of a bar from the zero line to its value, up for positive and down for negative values. */
export function barGeometry(value: number, y: (value: number) => number): { y: number; height: number } {
  const zero = y(0);
  const end = y(value);
  return { y: Math.min(zero, end), height: Math.abs(end - zero) };
}

/** Grouped bars: the x of series `s` of `n` inside a slot starting at `slotX`. */
export function groupedBarX(slotX: number, barWidth: number, series: number, seriesCount: number): { x: number; width: number } {
  const width = barWidth / seriesCount;
  return { x: slotX + series * width, width };
}

/** Which day labels fit under the axis: about `maxLabels`, always the first and the last. */
export function labelIndexes(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  if (count <= maxLabels) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil((count - 1) / Math.max(1, maxLabels - 1));
  const indexes: number[] = [];
  for (let i = 0; i < count - 1; i += every) indexes.push(i);
  if (indexes.length > 1 && count - 1 - (indexes.at(-1) ?? 0) < every * 0.75) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}

/** Short money for axis ticks: '$0', '$50', '$0.50', '$1.5k', '-$20'. */
export function formatAxisCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const dollars = Math.abs(cents) / 100;
  if (dollars >= 1000) return `${sign}$${trim(dollars / 1000)}k`;
  return `${sign}$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

function trim(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}
