import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HotelDetail } from '@parvaz/domain/contracts/hotels';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../lib/format/short-date';
import { useMoney } from '../../lib/money/use-money';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { HotelStars } from '../hotels/hotel-badges';
import { useStayWords } from '../hotels/stay-words';
import { nightTotals, shownStayAmount, stayTotal, type ReservedRoom } from './reserve-rules';
import type { StayDiscount } from './stay-discount';

/**
 * The stay being reserved: hotel, dates in the user's calendar, rooms, night by night, the
 * discount of an applied code and the total to pay.
 */
export function StaySummary({
  hotel,
  checkIn,
  checkOut,
  rooms,
  discount = null,
}: {
  hotel: HotelDetail;
  checkIn: string;
  checkOut: string;
  rooms: readonly ReservedRoom[];
  discount?: StayDiscount | null;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const display = useMoney();
  const words = useStayWords();
  const titleId = useId();
  const currency = rooms[0]?.offer.price.currency ?? 'IRR';
  // Priced by the server in the currency asked for: written as answered.
  const money = (amount: number) => display.show({ amount, currency });
  const n = (v: number) => toLocalDigits(String(v), language);
  const day = (iso: string) => formatShortDate(iso, calendar, language);
  const nights = nightTotals(rooms);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="stay-summary"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          {hotel.name}
        </Typography>
        <HotelStars stars={hotel.stars} language={language} />
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{hotel.address}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        <Fact label={t('hotelStays.checkIn')} value={day(checkIn)} />
        <Fact label={t('hotelStays.checkOut')} value={day(checkOut)} />
        <Fact label={t('hotelStays.nights')} value={n(nights.length)} />
      </Box>
      <Divider />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rooms.map((room, i) => (
          <Box component="li" key={i} sx={{ fontSize: 14 }}>
            <Typography sx={{ fontWeight: 700, fontSize: 14 }}>
              {t('hotelStays.roomN', { n: n(i + 1) })}: {room.offer.name}
            </Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {words.party(room.occupancy.adults, room.occupancy.children)}
              {' · '}
              {room.offer.meals.length
                ? room.offer.meals.map((m) => t(`hotels.meal.${m}`)).join(t('list.separator'))
                : t('hotels.rooms.roomOnly')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box
        component="table"
        aria-label={t('hotelStays.nightByNight')}
        sx={{ width: '100%', fontSize: 13, borderCollapse: 'collapse', '& td': { py: 0.25 } }}
      >
        <tbody>
          {nights.map((night) => (
            <tr key={night.date}>
              <td>{day(night.date)}</td>
              <Box component="td" sx={{ textAlign: 'end' }}>
                {money(night.amount)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      {discount && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'success.dark' }}>
          <span>{t('booking.discount')}</span>
          <span data-testid="stay-discount">
            − {money(shownStayAmount(rooms, discount.amount))}
          </span>
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800 }}>
        <span>{t('hotelStays.total')}</span>
        <span data-testid="stay-total">{money(stayTotal(rooms, discount?.amount ?? 0))}</span>
      </Box>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontSize: 14, fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}
