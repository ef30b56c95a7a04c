/**
 * This process's drain state (decision 053): after SIGTERM (main.ts) it drains, and the readiness
 * check (health/readiness.ts) answers not ready, so the load balancer takes it out before it stops.
 * Here, beside the app's dependencies (http/types.ts), and not in the health feature, so that the
 * process's wiring does not import a feature.
 */
export class Lifecycle {
  private drainingSince: number | null = null;

  get isDraining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
