/**
 * Run `work` and answer no sooner than `floorMs` after the start, whatever the outcome: requests
 * whose work differs with a secret (does this email have an account?) then take the same time.
 * The floor must be well above the slower path's usual duration; anything slow and variable
 * (sending mail) belongs after the answer, not inside `work`.
 */
export async function withAnswerFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const done = delay(floorMs);
  try {
    return await work();
  } finally {
    await done;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
