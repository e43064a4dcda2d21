import { isStayOver } from '@parvaz/domain/hotels/stay-review';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MyHotels } from '@parvaz/domain/contracts/hotel-stays';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { ListPager } from '../../components/list-pager';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { pageAddress, pageParam } from '../../lib/pages/page-param';
import { formatShortDate } from '../../lib/format/short-date';
import { useMoney } from '../../lib/money/use-money';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { myHotelsPageSize, myHotelsQuery, voucherPageUrl } from '../hotel-stays/hotel-stays-api';
import { StayHoldActions } from '../hotel-stays/stay-hold-actions';
import { useStayHold } from '../hotel-stays/use-stay-hold';
import { useStayWords } from '../hotels/stay-words';
import { EmptyState, ProfileSection } from './profile-parts';
import { statusKey } from '@parvaz/domain/format/status-words';

const statusColor = {
  Confirmed: 'success',
  CheckedIn: 'success',
  CheckedOut: 'default',
  NotVerified: 'warning',
  Cancelled: 'default',
  NoShow: 'error',
  Expired: 'default',
} as const;

/**
 * The signed-in customer's hotel stays, newest first, each leading to its voucher; an unpaid one
 * whose rooms are still held shows the time left and can be paid again from here.
 */
/** The page of stays the address asks for, drawn by the server with the page. */
export const prefetchMyHotels: PagePrefetch = ({ queryClient, url, language }) =>
  queryClient.prefetchQuery(myHotelsQuery(pageParam(url.searchParams), language));

export function HotelsPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useQuery({ ...myHotelsQuery(page, language), placeholderData: keepPreviousData });
  const title = t('page.profileHotels');
  if (!list.data)
    return (
      <ProfileSection title={title}>
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={110} />
        </Box>
      </ProfileSection>
    );
  return (
    <ProfileSection title={title}>
      {list.data.items.length === 0 ? (
        <EmptyState
          text={t('profile.noHotels')}
          action={
            <Button component={RouterLink} to="/hotels" variant="outlined">
              {t('page.hotels')}
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {list.data.items.map((stay) => (
            <StayCard key={stay.bookingId} stay={stay} fetchedAt={list.dataUpdatedAt} />
          ))}
          <ListPager
            total={list.data.total}
            pageSize={myHotelsPageSize}
            page={page}
            hrefOf={(n) => pageAddress(pathname, params, n)}
          />
        </Box>
      )}
    </ProfileSection>
  );
}

function StayCard({ stay, fetchedAt }: { stay: MyHotels['items'][number]; fetchedAt: number }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const display = useMoney();
  const words = useStayWords();
  const key = { trackingCode: stay.trackingCode, mobile: stay.mobile };
  const hold = useStayHold(key, stay.payableForMs, fetchedAt);
  const unpaid = stay.status === 'NotVerified';
  const day = (iso: string) => formatShortDate(iso, calendar, language);
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="my-stay"
      sx={{
        p: 2,
        borderRadius: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
            {stay.hotel.name}
          </Typography>
          <Chip size="small" color={statusColor[stay.status]} label={t(statusKey(stay.status))} />
        </Box>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          {stay.hotel.city} · {day(stay.checkIn)} – {day(stay.checkOut)} · {words.rooms(stay.rooms)}
        </Typography>
        <Typography sx={{ fontSize: 14 }}>
          {t('hotelStays.reference')}: <bdi>{stay.trackingCode}</bdi> · {display.show(stay.charge)}
        </Typography>
        {unpaid && !hold.payable && (
          <Typography sx={{ fontSize: 14, color: 'warning.dark', fontWeight: 600 }}>
            {t('hotelStays.payTimeOverTitle')}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: { xs: 'flex-start', sm: 'flex-end' },
        }}
      >
        {unpaid && hold.payable && <StayHoldActions hold={hold} language={language} />}
        {/* The stay is over: its review is written on the voucher (once; it says when sent). */}
        {isStayOver(stay.status) && (
          <Button component={RouterLink} to={`${voucherPageUrl(key)}#review`} variant="outlined">
            {t('hotelStays.writeReview')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={voucherPageUrl(key)}
          variant={unpaid && hold.payable ? 'outlined' : 'contained'}
        >
          {t('hotelStays.viewVoucher')}
        </Button>
      </Box>
      {hold.refusal && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {hold.refusal}
        </Alert>
      )}
    </Paper>
  );
}
