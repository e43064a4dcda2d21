import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { tenantPhoneRegion } from '@parvaz/domain/tenants/phone-region';
import type { HotelDetail } from '@parvaz/domain/contracts/hotels';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { prefetchCountries, useNationalities } from '../../lib/reference/countries-query';
import { useDisplayCurrency } from '../../lib/money/use-money';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useTenant } from '../../lib/tenant/app-config-context';
import { useCustomerBooking } from '../booking/use-customer-booking';
import { hotelIdOf } from '../hotels/hotel-page';
import { hotelUrl, parseRoomChoice, readHotelSearch } from '../hotels/hotel-search-params';
import { hotelDetailQuery } from '../hotels/hotels-api';
import { RoomGuestsCard } from './guest-card';
import { PriceChangedDialog } from './price-changed-dialog';
import { ReserveDiscount } from './reserve-discount';
import { ReserveFinish } from './reserve-finish';
import { ReservePolicy } from './reserve-policy';
import {
  assignRooms,
  emptyReserveForm,
  reserveFormResolver,
  shownStayAmount,
  stayTotal,
  type ReserveForm,
  type ReservedRoom,
} from './reserve-rules';
import { StaySummary } from './stay-summary';
import { useReserveDraft } from './use-reserve-draft';
import { useReserveStay } from './use-reserve-stay';
import { useStayDiscount } from './use-stay-discount';

/** The hotel and its rooms for the stay in the address: the same query the hotel's page uses. */
export const prefetchReserve: PagePrefetch = async ({ queryClient, url, language, currency }) => {
  const id = hotelIdOf(url.pathname.split('/')[2]);
  if (id === null) return;
  await Promise.all([
    prefetchCountries(queryClient, language),
    queryClient.prefetchQuery(
      hotelDetailQuery(id, readHotelSearch(url.searchParams), 1, language, currency),
    ),
  ]);
};

/**
 * `/hotels/:id/reserve?city&checkIn&checkOut&rooms&choice`: the stay, one card of guests per
 * room, the contact, the agreement and the payment. Everything comes from the address and the
 * hotel's public rooms, so the server draws the whole form; nothing is held until Pay.
 */
export function ReservePage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const currency = useDisplayCurrency();
  const { id: idText } = useParams();
  const [params] = useSearchParams();
  const id = hotelIdOf(idText);
  const search = useMemo(() => readHotelSearch(params), [params]);
  const choiceText = params.get('choice');
  const choice = useMemo(() => parseRoomChoice(choiceText), [choiceText]);
  const detail = useQuery({
    ...hotelDetailQuery(id ?? 0, search, 1, language, currency),
    enabled: id !== null && Boolean(search.checkIn && search.checkOut),
  });
  const rooms = useMemo(
    () => (detail.data?.rooms ? assignRooms(search.rooms, choice, detail.data.rooms) : null),
    [detail.data, search.rooms, choice],
  );
  const title = (
    <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 2 }}>
      {t('hotelStays.reserveTitle')}
    </Typography>
  );
  const back =
    id !== null ? (
      <Button component={RouterLink} to={hotelUrl(id, search)} variant="outlined">
        {t('hotelStays.backToHotel')}
      </Button>
    ) : null;

  if (id === null || detail.isError || (detail.data && !rooms))
    return (
      <PageContainer narrow>
        {title}
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {detail.error?.message || t('hotelStays.choiceInvalid')}
        </Alert>
        {back}
      </PageContainer>
    );
  if (!detail.data || !rooms)
    return (
      <PageContainer>
        {title}
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      </PageContainer>
    );
  return (
    <PageContainer>
      {title}
      <ReserveContent
        key={`${choiceText ?? ''}|${search.checkIn}|${search.checkOut}`}
        draftKey={`${id}?${params.toString()}`}
        hotelId={id}
        search={search}
        rooms={rooms}
        hotel={detail.data}
        refetch={async () => {
          const fresh = await detail.refetch();
          const again = fresh.data?.rooms
            ? assignRooms(search.rooms, choice, fresh.data.rooms)
            : null;
          return again ? stayTotal(again) : null;
        }}
        back={back}
      />
    </PageContainer>
  );
}

function ReserveContent({
  draftKey,
  hotelId,
  search,
  rooms,
  hotel,
  refetch,
  back,
}: {
  /** The reservation's address: its draft is kept under it. */
  draftKey: string;
  hotelId: number;
  search: ReturnType<typeof readHotelSearch>;
  rooms: ReservedRoom[];
  hotel: HotelDetail;
  refetch: () => Promise<number | null>;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const tenant = useTenant();
  const nationalities = useNationalities(language);
  const customer = useCustomerBooking();
  const country = tenantPhoneRegion[tenant.defaultNationality];
  const form = useForm<ReserveForm, readonly ReservedRoom[]>({
    defaultValues: emptyReserveForm(rooms.length, country, tenant.defaultNationality),
    resolver: reserveFormResolver,
    context: rooms,
  });
  useReserveDraft(form, draftKey, rooms.length);
  // The account's contact fills an untouched contact once the session is known (after hydration).
  const contact = customer.contact;
  useEffect(() => {
    if (contact && !form.getValues('contact.mobile')) form.setValue('contact', contact);
  }, [contact, form]);
  const total = stayTotal(rooms);
  const stay = useMemo(
    () => ({ hotelId, checkIn: search.checkIn, checkOut: search.checkOut }),
    [hotelId, search.checkIn, search.checkOut],
  );
  const discount = useStayDiscount({ stay, rooms, total, form });
  const reserve = useReserveStay({
    stay,
    rooms,
    total,
    form,
    reprice: refetch,
  });
  const currency = rooms[0]?.offer.price.currency ?? 'IRR';

  if (reserve.roomsGone)
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
        <Alert severity="error" role="alert">
          {t('hotelStays.roomsGone')}
        </Alert>
        <Box>{back}</Box>
      </Box>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        alignItems: 'start',
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A code typed but not applied is checked first: the guest sees the new total.
          void discount.settle().then((ready) => {
            if (ready) reserve.submit();
          });
        }}
        sx={{ display: 'grid', gap: 2, minWidth: 0, order: { xs: 2, md: 1 } }}
      >
        {rooms.map((room, i) => (
          <RoomGuestsCard
            key={i}
            control={form.control}
            roomIndex={i}
            room={room}
            language={language}
            nationalities={nationalities}
            defaultNationality={tenant.defaultNationality}
            saved={customer.saved}
          />
        ))}
        <ReservePolicy rooms={rooms} />
        <ReserveFinish
          control={form.control}
          language={language}
          discountField={
            <ReserveDiscount
              control={form.control}
              currency={currency}
              discount={
                discount.discount && {
                  ...discount.discount,
                  amount: shownStayAmount(rooms, discount.discount.amount),
                }
              }
              busy={discount.busy}
              onApply={discount.apply}
              onEdited={discount.edited}
            />
          }
          total={stayTotal(rooms, discount.discount?.amount ?? 0)}
          currency={currency}
          wallet={customer.credit}
          busy={reserve.busy}
          message={reserve.message}
        />
      </Box>
      <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 16 } }}>
        <StaySummary
          hotel={hotel}
          checkIn={search.checkIn}
          checkOut={search.checkOut}
          rooms={rooms}
          discount={discount.discount}
        />
      </Box>
      <PriceChangedDialog
        change={reserve.priceChange}
        currency={currency}
        busy={reserve.busy}
        onAccept={reserve.acceptPrice}
        onDecline={reserve.declinePrice}
      />
    </Box>
  );
}
