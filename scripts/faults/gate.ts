// What the clients of the crash suite wait on: whether the app is up (after a kill they wait for
// the restart before retrying) and whether the run lets them start new writes (paused while the
// ledger is checked).

export class Gate {
  /** Requests on the wire right now. */
  inFlight = 0;
  private up = false;
  private paused = true;
  private upWaiters: Array<() => void> = [];
  private runWaiters: Array<() => void> = [];

  get isPaused() {
    return this.paused;
  }

  markUp() {
    this.up = true;
    for (const wake of this.upWaiters.splice(0)) wake();
  }

  markDown() {
    this.up = false;
  }

  whenUp(): Promise<void> {
    return this.up ? Promise.resolve() : new Promise((resolve) => this.upWaiters.push(resolve));
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    for (const wake of this.runWaiters.splice(0)) wake();
  }

  whenRunning(): Promise<void> {
    return this.paused ? new Promise((resolve) => this.runWaiters.push(resolve)) : Promise.resolve();
  }
}
