/**
 * A ledger write that no caller should ever make: postings that do not balance, an account of
 * the wrong kind under a code, a business key reused for other postings. A bug in the calling
 * code, so it is no `AppError` (the customer sees a 500 and the log says why).
 */
export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}
