import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** A test fails on any unexpected console.error (STYLE.md). A test that expects one calls allowConsoleError(). */
let spy: MockInstance<typeof console.error>;
let allowed = false;

export function allowConsoleError() {
  allowed = true;
}

beforeEach(() => {
  allowed = false;
  spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (!allowed && calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
