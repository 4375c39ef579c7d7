/** Time is injected so tests can move it (OTP expiry, sessions, delivery dates). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
