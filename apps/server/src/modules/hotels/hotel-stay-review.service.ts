import type { AddReviewRequest } from '@parvaz/domain/contracts/hotel-stays';
import { isStayOver } from '@parvaz/domain/hotels/stay-review';
import type { Language } from '@parvaz/domain/languages';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { guestsOfStay, insertReview, type StayRow } from './hotel-stay.repository';

/**
 * A guest's review of a stay they checked out of, once per stay, held for a moderator: the
 * author is the lead guest as "ALI A.", so a review shows no one's full name.
 */
export async function addReview(
  db: Database,
  stay: StayRow,
  request: AddReviewRequest,
  lang: Language,
): Promise<{ status: 'pending' }> {
  // Reviewed already is told apart below, by the review the stay holds (one a stay).
  if (!isStayOver(stay.status)) throw new AppError('CONFLICT', 'reviewAfterCheckOut');
  const [lead] = await guestsOfStay(db, stay.id);
  const authorName = lead ? `${lead.firstName} ${lead.lastName.slice(0, 1)}.` : '';
  const added = await insertReview(db, {
    hotelId: stay.hotelId,
    stayId: stay.id,
    authorName,
    lang,
    ...request.criteria,
    text: request.text,
    status: 'pending',
  });
  // The detail lets a page tell "reviewed already" from the other refusals of the same code.
  if (!added) throw new AppError('CONFLICT', 'reviewAlreadyGiven', { detail: { reviewed: true } });
  return { status: 'pending' };
}
