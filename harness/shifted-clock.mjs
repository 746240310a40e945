// Loaded with `node --import` (through NODE_OPTIONS) into a terminal process: its clock runs
// TERMINAL_CLOCK_OFFSET_MS milliseconds off the real one (Date.now and new Date()), as a
// restaurant PC whose clock is wrong. Timers are untouched.
const offset = Number(process.env.TERMINAL_CLOCK_OFFSET_MS ?? 0);
if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + offset);
      else super(...args);
    }
    static now() {
      return realNow() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
