import { isReviewable } from '@parvaz/domain/hotels/stay-review';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HotelVoucher } from '@parvaz/domain/contracts/hotel-stays';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { formatShortDate } from '../../lib/format/short-date';
import { useMoney } from '../../lib/money/use-money';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';
import { CancellationPolicy } from '../hotels/cancellation-policy';
import { ChargeLine } from '../../lib/money/charge-line';
import { PaidByLines } from '../../lib/money/paid-by-lines';
import { useStayWords } from '../hotels/stay-words';
import { rememberedStayMobile, voucherPdfUrl, voucherQuery, type StayKey } from './hotel-stays-api';
import { StayLookupCard } from './stay-lookup-card';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { prefetchCountries } from '../../lib/reference/countries-query';
import { StayPayAgain } from './stay-pay-again';
import { StayReview } from './stay-review';
import { VoucherCancel } from './voucher-cancel';
import { statusKey } from '@parvaz/domain/format/status-words';

const noSubscription = () => () => undefined;

/** The lookup's country field is drawn with its list. */
export const prefetchVoucher: PagePrefetch = ({ queryClient, language }) =>
  prefetchCountries(queryClient, language);

/**
 * `/hotels/voucher/:trackingCode[?mobile]`: where the bank returns the guest, and where the
 * profile and /refund lead. The stay is read by its tracking code and contact mobile: from the
 * address, else the mobile this browser reserved with (session storage, read after
 * hydration), else the guest types it.
 */
export function VoucherPage() {
  const { t } = useTranslation();
  const { trackingCode = '' } = useParams();
  const [params] = useSearchParams();
  const [typed, setTyped] = useState<string | null>(null);
  // Session storage is the browser's: the server and the first render read null ("not known").
  const kept = useSyncExternalStore(
    noSubscription,
    () => rememberedStayMobile(trackingCode),
    () => null,
  );
  const mobile = typed ?? (params.get('mobile') || kept);
  const setMobile = setTyped;
  const title = (
    <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>
      {t('hotelStays.voucherTitle')}
    </Typography>
  );
  return (
    <PageContainer>
      {title}
      {mobile ? (
        <VoucherView
          key={mobile}
          stay={{ trackingCode, mobile }}
          onWrongMobile={() => setMobile('')}
        />
      ) : mobile === '' ? (
        <Box sx={{ maxWidth: 760 }}>
          <StayLookupCard trackingCode={trackingCode} onFound={(stay) => setMobile(stay.mobile)} />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </PageContainer>
  );
}

function VoucherView({ stay, onWrongMobile }: { stay: StayKey; onWrongMobile: () => void }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const voucher = useQuery(voucherQuery(stay, language));
  if (voucher.isError)
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
        <Alert severity="warning" role="alert">
          {voucher.error.message}
        </Alert>
        <Box>
          <Button variant="outlined" onClick={onWrongMobile}>
            {t('hotelStays.lookupAgain')}
          </Button>
        </Box>
      </Box>
    );
  if (!voucher.data)
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  return <VoucherSheet voucher={voucher.data} stay={stay} fetchedAt={voucher.dataUpdatedAt} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      <Box sx={{ fontSize: 15, fontWeight: 700, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

const statusSeverity = {
  Confirmed: 'success',
  CheckedIn: 'success',
  CheckedOut: 'info',
  NotVerified: 'warning',
  Cancelled: 'info',
  NoShow: 'warning',
  Expired: 'warning',
} as const;

/** What the voucher says of each way a payment fails. */
const failedWords = {
  declined: { title: 'hotelStays.paymentDeclined', text: 'hotelStays.paymentDeclinedText' },
  cancelled: { title: 'hotelStays.paymentCancelled', text: 'hotelStays.paymentCancelledText' },
  mismatch: { title: 'hotelStays.paymentMismatch', text: 'hotelStays.paymentMismatchText' },
} as const;

/**
 * The stay's state; an unpaid stay whose latest try at the bank failed says how (a declined
 * card, a payment cancelled at the bank, an amount the bank got wrong) rather than that it awaits confirmation.
 */
function VoucherStatus({ voucher }: { voucher: HotelVoucher }) {
  const { t } = useTranslation();
  const failed = voucher.status === 'NotVerified' ? voucher.lastPayment : null;
  if (failed)
    return (
      <Alert
        severity={failed === 'cancelled' ? 'warning' : 'error'}
        data-testid="voucher-status"
        data-payment={failed}
      >
        <AlertTitle component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t(failedWords[failed].title)}
        </AlertTitle>
        {t(failedWords[failed].text)}
      </Alert>
    );
  return (
    <Alert severity={statusSeverity[voucher.status]} data-testid="voucher-status">
      {t(statusKey(voucher.status))}
    </Alert>
  );
}

export function VoucherSheet({
  voucher,
  stay,
  fetchedAt,
}: {
  voucher: HotelVoucher;
  stay: StayKey;
  fetchedAt: number;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const display = useMoney();
  const words = useStayWords();
  // What the guest paid, in the currency charged by the rate paid at: the server's amounts,
  // written as they are (never converted by today's rate).
  const { charged } = voucher;
  const money = (amount: number) => display.show({ amount, currency: charged.currency });
  const n = (v: number | string) => toLocalDigits(String(v), language);
  const day = (iso: string) => formatShortDate(iso, calendar, language);
  const { hotel } = voucher;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="hotel-voucher">
      <VoucherStatus voucher={voucher} />
      {(voucher.status === 'NotVerified' || voucher.status === 'Expired') && (
        <StayPayAgain voucher={voucher} stay={stay} fetchedAt={fetchedAt} language={language} />
      )}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, display: 'grid', gap: 2 }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <Fact label={t('hotelStays.reference')}>
            <bdi data-testid="voucher-reference">{voucher.trackingCode}</bdi>
          </Fact>
          <Fact label={t('hotelStays.checkIn')}>
            {day(voucher.checkIn)} · <bdi>{n(hotel.checkInTime)}</bdi>
          </Fact>
          <Fact label={t('hotelStays.checkOut')}>
            {day(voucher.checkOut)} · <bdi>{n(hotel.checkOutTime)}</bdi>
          </Fact>
          <Fact label={t('hotelStays.nights')}>{n(voucher.nights.length)}</Fact>
        </Box>
        <Box>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
            {hotel.name}
          </Typography>
          <Typography sx={{ fontSize: 14 }}>{hotel.address}</Typography>
          <Typography sx={{ fontSize: 14 }}>
            {t('hotelStays.phone')}:{' '}
            <bdi dir="ltr" data-testid="voucher-phone">
              {hotel.phone}
            </bdi>
          </Typography>
          <Link href={hotel.mapUrl} target="_blank" rel="noopener noreferrer" underline="always">
            {t('hotelStays.onMap')}
          </Link>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {voucher.rooms.map((room, i) => (
            <Box component="li" key={i} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {t('hotelStays.roomN', { n: n(i + 1) })}: {room.name}
              </Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                {t(`hotels.bed.${room.bed}`)} · {words.party(room.adults, room.children)} ·{' '}
                {room.meals.length
                  ? room.meals.map((m) => t(`hotels.meal.${m}`)).join(t('list.separator'))
                  : t('hotels.rooms.roomOnly')}
              </Typography>
              <Box sx={{ fontSize: 14, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                <span id={`voucher-guests-${i}`}>{t('hotelStays.guests')}:</span>
                {/* Each guest's Latin name its own left-to-right item: on a right-to-left page
                    names and separators no longer run together. */}
                <Box
                  component="ul"
                  aria-labelledby={`voucher-guests-${i}`}
                  data-testid="voucher-guests"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 0.5,
                  }}
                >
                  {room.guests.map((g, k) => (
                    <Box
                      component="li"
                      key={k}
                      sx={{
                        '&:not(:last-of-type)::after': { content: `"${t('list.separator')}"` },
                      }}
                    >
                      <bdi dir="ltr">{`${g.firstName} ${g.lastName}`}</bdi>
                    </Box>
                  ))}
                </Box>
              </Box>
              <Typography sx={{ fontSize: 14 }} data-testid="voucher-room-amount">
                {money(charged.rooms[i] ?? room.amount)}
              </Typography>
            </Box>
          ))}
        </Box>
        {voucher.discount > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('booking.discount')}</span>
            <span data-testid="voucher-discount">− {money(charged.discount)}</span>
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{t('hotelStays.total')}</span>
          <span data-testid="voucher-total">{money(charged.amount)}</span>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800 }}>
          <span>{t('hotelStays.paid')}</span>
          <span data-testid="voucher-paid">{money(charged.paid)}</span>
        </Box>
        <PaidByLines paidBy={voucher.paidBy} language={language} />
        {/* Charged in another currency than the rooms': what, and by which rate of which day. */}
        <ChargeLine
          charge={voucher.charge}
          paid={voucher.status !== 'NotVerified' && voucher.status !== 'Expired'}
          calendar={calendar}
          language={language}
        />
        {charged.refund && (
          <Alert severity="info" data-testid="voucher-refund">
            {t('hotelStays.refunded', {
              refund: money(charged.refund.amount),
              penalty: money(charged.refund.penalty),
            })}
          </Alert>
        )}
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('hotelStays.policyTitle')}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
      >
        <CancellationPolicy policy={voucher.policy} />
      </Paper>
      {(isReviewable(voucher) || voucher.reviewed) && (
        <Box sx={{ '@media print': { display: 'none' } }}>
          <StayReview stay={stay} reviewed={voucher.reviewed} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '@media print': { display: 'none' } }}>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('hotelStays.print')}
        </Button>
        <Button
          variant="outlined"
          component="a"
          href={voucherPdfUrl(stay, language, calendar)}
          download
        >
          {t('hotelStays.downloadPdf')}
        </Button>
        {voucher.status === 'Confirmed' && <VoucherCancel stay={stay} />}
      </Box>
    </Box>
  );
}
