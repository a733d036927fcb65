/** What a signed-in session keeps in its data, besides the user and tenant columns. */
export const AUTH_SESSION = {
  /** The sign-in's opaque reference, returned as tn. */
  tn: 'tn',
  /** Epoch ms of the latest request (written at most once a minute): the idle lock measures from it. */
  activeAt: 'activeAt',
  /** Epoch ms at which the screen was locked; absent when unlocked. */
  lockedAt: 'lockedAt',
  /** ISO time of the sign-in before this one (or null): what "last login" means to the user. */
  previousLoginAt: 'previousLoginAt',
} as const;

/** sessions.ended_reason values; both answer -101 to the client that held the session. */
export const ENDED_REASONS = { kicked: 'kicked', replaced: 'replaced' } as const;
