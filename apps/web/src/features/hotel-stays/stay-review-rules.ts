import { addReviewRequestSchema } from '@parvaz/domain/contracts/hotel-stays';
import { ratingCriteria, type RatingCriterion } from '@parvaz/domain/hotels/catalog';
import type { IssueMessage } from '@parvaz/domain/validation/issue-message';
import { resolverOf, schemaProblems } from '../../lib/forms/zod-resolver';
import type { StayKey } from './hotel-stays-api';

// The review form's rules: the server's own schema of `hotel/addReview`. Loaded with the form's
// first check (`lazyResolver`), so the voucher wakes without zod.

/** The review as typed: each criterion in stars (half stars too, 0.5–5; null before rated). */
export type ReviewValues = Record<RatingCriterion, number | null> & { text: string };

/** A criterion's score as the server reads it, 0–10: two points a star. */
const scoreOf = (stars: number | null) => (stars === null ? undefined : Math.round(stars * 2));

/** The body of `hotel/addReview` for the stay. */
export function reviewBody(stay: StayKey, values: ReviewValues) {
  return {
    trackingCode: stay.trackingCode,
    mobile: stay.mobile,
    criteria: Object.fromEntries(ratingCriteria.map((c) => [c, scoreOf(values[c])])),
    // Prose: the schema trims it and keeps its digits as written.
    text: values.text,
  };
}

/** The form's problems by field: the schema's, a criterion's issue on the criterion's stars. */
export function reviewProblems(values: ReviewValues): Record<string, IssueMessage> {
  return schemaProblems(addReviewRequestSchema, values, {
    toInput: (v) => reviewBody({ trackingCode: 'X', mobile: 'X' }, v),
    fieldOf: (path) => {
      const criterion = /^criteria\.(\w+)$/.exec(path)?.[1];
      if (criterion)
        return (ratingCriteria as readonly string[]).includes(criterion) ? criterion : null;
      return path === 'text' ? 'text' : null;
    },
  });
}

export const reviewResolver = resolverOf<ReviewValues>(reviewProblems);
