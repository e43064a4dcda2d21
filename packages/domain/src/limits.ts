/** Business constants of spec section 9 that both apps use. */
export const menuTimeoutMs = 5000;
export const searchCounterResetMs = 70_000;
/** A search answer stays valid this long; later use of its searchId is refused as expired. */
export const searchTtlMs = 15 * 60_000;
/** Flights stop being sold this long before departure. */
export const salesCutoffMs = 60 * 60_000;
