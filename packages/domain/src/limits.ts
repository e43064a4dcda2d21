/** Business constants of spec section 9 that both apps use. */
export const menuTimeoutMs = 5000;
export const searchCounterResetMs = 70_000;
