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

/**
 * Answer at the floor, whether or not `work` has finished: its own outcome when it settled in time,
 * else `lateAnswer` — which must be what the work answers on success, for every secret — while
 * the work goes on after the answer (a failure then is logged, nobody waits for it). Unlike
 * withAnswerFloor, a loaded machine that makes the slower path overrun the floor does not show in
 * the time of the answer. For requests whose answer does not depend on the secret at all.
 */
export async function answerAtFloor<T>(floorMs: number, work: () => Promise<T>, lateAnswer: () => T, onLateFailure: (error: unknown) => void): Promise<T> {
  let isSettled = false;
  const running = work().finally(() => {
    isSettled = true;
  });
  running.catch(() => undefined); // handled below (returned or logged), not an unhandled rejection meanwhile
  await delay(floorMs);
  if (isSettled) return running;
  running.catch(onLateFailure);
  return lateAnswer();
}
