import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { toastTextColours } from './toast-colours';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(rgb: number[]): number {
  const linear = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}
const contrast = (a: number[], b: number[]) => {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};
const hex = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
function hsl(h: number, s: number, l: number): number[] {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The light theme's backgrounds, read from sonner's own stylesheet (so an upgrade that changes them is caught). */
function sonnerLightBackgrounds(): Record<string, number[]> {
  const css = fs.readFileSync(createRequire(import.meta.url).resolve('sonner/dist/styles.css'), 'utf8');
  const block = css.slice(css.indexOf("[data-sonner-toaster][data-sonner-theme='light'] {"));
  const light = block.slice(0, block.indexOf('}'));
  const result: Record<string, number[]> = {};
  for (const match of light.matchAll(/--(success|info|warning|error)-bg:\s*hsl\((\d+),\s*(\d+)%,\s*(\d+)%\)/g)) {
    result[match[1]!] = hsl(Number(match[2]), Number(match[3]), Number(match[4]));
  }
  return result;
}

describe('toast text colours', () => {
  const backgrounds = sonnerLightBackgrounds();
  it('finds all four backgrounds in sonner', () => expect(Object.keys(backgrounds).sort()).toEqual(['error', 'info', 'success', 'warning']));
  for (const kind of ['success', 'error', 'info', 'warning'] as const) {
    it(`${kind} text reaches 4.5:1 on its background`, () => {
      expect(contrast(hex(toastTextColours[kind]), backgrounds[kind]!)).toBeGreaterThanOrEqual(4.5);
    });
  }
  it('would catch sonner’s own success green (the reason for this file)', () => {
    expect(contrast(hsl(140, 100, 27), backgrounds.success!)).toBeLessThan(4.5);
  });
});
