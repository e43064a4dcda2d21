import { z } from 'zod';

/**
 * A printed document's `?calendar=` (a download link cannot send the reader's setting, so the
 * page puts the calendar it shows in the address). A value that is no calendar is no choice: the
 * document then takes the one that goes with its language (`activeCalendar`), as the site does.
 */
export const documentCalendarQuerySchema = z
  .enum(['jalali', 'gregorian'])
  .optional()
  .catch(undefined);
