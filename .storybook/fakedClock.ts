// Under scripts/clock-matrix.sh the test process runs on a faked system clock (libfaketime), but
// Chromium cannot (its zygote dies under LD_PRELOAD), so the browser starts on the real clock and
// this setup file moves its `Date` by the same offset: stories and their relative fixtures see the
// faked instant. Timers are left alone. The offset is 0 outside the clock matrix.
declare const __FAKED_CLOCK_OFFSET_MS__: number;

const shift = __FAKED_CLOCK_OFFSET_MS__;
if (shift !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
