import { describe, expect, it } from 'vitest';
import { reportText } from './report-client-error';
import { rawText } from '#shared/validation/primitives';

describe('crash report text', () => {
  it('is always accepted by the server: control characters and lone surrogates replaced, never cut inside a character', () => {
    const schema = rawText({ max: 20, multiline: true });
    const samples = ['ok\nline two\ttab', 'bell\u0007 esc\u001b[31m', 'lone \ud83d here', 'x'.repeat(19) + '😀😀', 'del\u007f', '\u0000'];
    for (const sample of samples) {
      const text = reportText(sample, 20);
      expect(text.length).toBeLessThanOrEqual(20);
      expect(schema.safeParse(text).success, JSON.stringify(text)).toBe(true);
    }
    expect(reportText('ok\nline two', 20)).toBe('ok\nline two');
    expect(reportText('x'.repeat(19) + '😀', 20)).toBe('x'.repeat(19));
  });
});
