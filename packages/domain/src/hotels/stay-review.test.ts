import { describe, expect, it } from 'vitest';
import { isReviewable, isStayOver } from './stay-review';

describe('a stay’s review', () => {
  it('may be written once the stay is over, and only once', () => {
    expect(isReviewable({ status: 'CheckedOut', reviewed: false })).toBe(true);
    expect(isReviewable({ status: 'CheckedOut', reviewed: true })).toBe(false);
  });

  it('is never asked of a stay not over, cancelled, expired or missed', () => {
    for (const status of [
      'NotVerified',
      'Confirmed',
      'CheckedIn',
      'NoShow',
      'Cancelled',
      'Expired',
    ]) {
      expect(isStayOver(status), status).toBe(false);
      expect(isReviewable({ status, reviewed: false }), status).toBe(false);
    }
  });
});
