/**
 * The time the office's own steps happen at (a check at the counter, an
 * admission, a registrar's registration), which must fall on the day of the
 * slot or appointment. It is the machine's time; only a portal started for
 * automated tests with TEST_CLOCK (refused in production) may be set to
 * another instant, so a browser journey can reach the day of a slot it booked
 * for a later day.
 */
let offsetMs = 0;

export function officeNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Sets the office's clock to an instant, or back to the machine's time. */
export function setOfficeClock(instant: Date | undefined): void {
  offsetMs = instant ? instant.getTime() - Date.now() : 0;
}
