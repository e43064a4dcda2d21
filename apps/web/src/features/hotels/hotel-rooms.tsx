import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HotelRoomOffer } from '@parvaz/domain/contracts/hotels';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatShortDate } from '../../lib/format/short-date';
import { useMoney } from '../../lib/money/use-money';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useCounted } from '../../lib/format/counted';
import { CancellationPolicy } from './cancellation-policy';
import { filedTotal, shownFromFiled } from './room-prices';
import { reserveUrl, type HotelSearch, type RoomChoice } from './hotel-search-params';
import { useStayWords } from './stay-words';

/** How many of a room type can still be chosen: what is free, within the rooms searched for. */
export function choosableCount(
  offer: { roomTypeId: number; available: number },
  choice: RoomChoice,
  roomsWanted: number,
): number {
  const elsewhere = Object.entries(choice)
    .filter(([id]) => Number(id) !== offer.roomTypeId)
    .reduce((sum, [, count]) => sum + count, 0);
  return Math.max(0, Math.min(offer.available, roomsWanted - elsewhere));
}

function RoomOffer(props: {
  offer: HotelRoomOffer;
  count: number;
  max: number;
  onCount: (count: number) => void;
}) {
  const { offer } = props;
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const display = useMoney();
  const counted = useCounted();
  const words = useStayWords();
  const [open, setOpen] = useState(false);
  const nightsId = useId();
  const digits = (n: number) => toLocalDigits(String(n), language);
  // Priced by the server in the currency asked for: written as answered.
  const money = (amount: number) => display.show({ amount, currency: offer.price.currency });
  const soldOut = offer.available === 0;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={offer.name}
      data-testid="room-offer"
      sx={{
        p: 2,
        borderRadius: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1.2fr) minmax(0,1.4fr) 200px' },
        opacity: soldOut ? 0.7 : 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
          {offer.name}
        </Typography>
        <Typography sx={{ fontSize: 14 }}>{t(`hotels.bed.${offer.bed}`)}</Typography>
        <Typography sx={{ fontSize: 14, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PersonIcon fontSize="small" color="action" aria-hidden />
          {words.party(offer.capacity.adults, offer.capacity.children)}
        </Typography>
        <Typography sx={{ fontSize: 14, color: offer.meals.length ? 'success.dark' : 'inherit' }}>
          {offer.meals.length
            ? offer.meals.map((meal) => t(`hotels.meal.${meal}`)).join(t('list.separator'))
            : t('hotels.rooms.roomOnly')}
        </Typography>
        <Typography
          sx={{ fontSize: 13, mt: 0.5, color: soldOut ? 'error.main' : 'text.secondary' }}
        >
          {soldOut ? t('hotels.rooms.soldOut') : counted('hotels.rooms.available', offer.available)}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <CancellationPolicy policy={offer.cancellation} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'stretch' }}>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {counted('hotels.rooms.totalFor', offer.price.nights.length)}
        </Typography>
        <Typography sx={{ fontSize: 20, fontWeight: 800 }}>{money(offer.price.total)}</Typography>
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={nightsId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('hotels.rooms.nightly')}
        </Button>
        <Collapse in={open} id={nightsId}>
          <Box component="dl" sx={{ m: 0, fontSize: 13, display: 'grid', gap: 0.25 }}>
            {offer.price.nights.map((night) => (
              <Box
                key={night.date}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              >
                <dt>{formatShortDate(night.date, calendar, language)}</dt>
                <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {money(night.amount)}
                </Box>
              </Box>
            ))}
          </Box>
        </Collapse>
        <TextField
          select
          size="small"
          label={t('hotels.rooms.howMany')}
          value={String(props.count)}
          disabled={soldOut || props.max === 0}
          onChange={(event) => props.onCount(Number(event.target.value))}
          // The browser's own list: it can be chosen before the page wakes (docs/rendering.md).
          slotProps={{ select: { native: true } }}
        >
          {Array.from({ length: Math.max(props.max, props.count) + 1 }, (_, n) => (
            <option key={n} value={String(n)}>
              {digits(n)}
            </option>
          ))}
        </TextField>
      </Box>
    </Paper>
  );
}

/**
 * The rooms free for the stay: bed, capacity, meals, the stay's price (night by night on
 * demand), what is left and the cancellation terms. Choosing as many rooms as the search asked
 * for enables Reserve, which carries the choice in the address to the reserve page.
 */
export function HotelRooms({
  hotelId,
  offers,
  search,
}: {
  hotelId: number;
  offers: HotelRoomOffer[];
  search: HotelSearch;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const display = useMoney();
  const counted = useCounted();
  const [choice, setChoice] = useState<RoomChoice>({});
  const wanted = search.rooms.length;
  const chosen = Object.values(choice).reduce((sum, count) => sum + count, 0);
  const digits = (n: number) => toLocalDigits(String(n), language);
  // The chosen rooms' filed totals added, converted once: what reserving them charges.
  const chosenOffers = offers.flatMap((offer) =>
    Array.from({ length: choice[offer.roomTypeId] ?? 0 }, () => offer),
  );
  const total = shownFromFiled(chosenOffers, filedTotal(chosenOffers));
  const currency = offers[0]?.price.currency;
  if (offers.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, textAlign: 'center' }}>
        <Typography>{t('hotels.rooms.none')}</Typography>
      </Paper>
    );
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {offers.map((offer) => (
          <RoomOffer
            key={offer.roomTypeId}
            offer={offer}
            count={choice[offer.roomTypeId] ?? 0}
            max={choosableCount(offer, choice, wanted)}
            onCount={(count) => setChoice({ ...choice, [offer.roomTypeId]: count })}
          />
        ))}
      </Box>
      <Paper
        variant="outlined"
        sx={{
          mt: 2,
          p: 2,
          borderRadius: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          bgcolor: 'action.hover',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }} role="status" aria-live="polite">
            {counted('hotels.rooms.chosen', wanted, { chosen: digits(chosen) })}
          </Typography>
          {currency && chosen > 0 && (
            <Typography sx={{ fontSize: 20, fontWeight: 800 }}>
              {display.show({ amount: total, currency })}
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={reserveUrl(hotelId, search, choice)}
          disabled={chosen !== wanted}
          sx={{ px: 5 }}
        >
          {t('hotels.rooms.reserve')}
        </Button>
      </Paper>
    </Box>
  );
}
