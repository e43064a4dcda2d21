import { useTranslation } from 'react-i18next';
import { useCounted } from '../../lib/format/counted';

/** The hotel pages' counts in words, each in its language's plural forms. */
export function useStayWords() {
  const { t } = useTranslation();
  const counted = useCounted();
  return {
    nights: (n: number) => counted('hotels.nightsN', n),
    rooms: (n: number) => counted('hotels.roomsN', n),
    guests: (n: number) => counted('hotels.guestsN', n),
    /** "2 adults, 1 child": who sleeps in a room, or who it takes. */
    party: (adults: number, children: number) =>
      t('hotels.party', {
        adults: counted('hotels.adultsN', adults),
        children: counted('hotels.childrenN', children),
      }),
  };
}
