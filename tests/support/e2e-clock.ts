/**
 * A server process's clock set to a chosen instant (the night browser tests' server,
 * tests/support/e2e-server.ts): `new Date()` and `Date.now()` give that instant plus the time the
 * process has run since, so minutes still pass. Only a test server installs it, before the app
 * loads; the app keeps taking the time from its services' clock, which reads `Date`.
 */
export function installClock(at: Date): void {
  const RealDate = Date;
  const offset = at.getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
