import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import type { PagePrefetch } from '../../lib/pages/page-module';
import { useDisplayCurrency } from '../../lib/money/use-money';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { FacilityIcon, isFacilityKey } from './facility-icons';
import { HotelStars, RatingBadge } from './hotel-badges';
import { HotelGallery } from './hotel-gallery';
import { CriteriaBars, HotelReviews } from './hotel-reviews';
import { HotelRooms } from './hotel-rooms';
import { HotelSearchBox } from './hotel-search-box';
import { isCompleteHotelSearch, readHotelSearch } from './hotel-search-params';
import { hotelDetailQuery } from './hotels-api';

/** `/hotels/12` → 12; anything else is no hotel. */
export function hotelIdOf(text: string | undefined): number | null {
  return text && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

function reviewsPageOf(params: URLSearchParams): number {
  const page = Number(params.get('reviews'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The hotel, with its rooms and prices when the address gives the stay. */
export const prefetchHotel: PagePrefetch = async ({ queryClient, url, language, currency }) => {
  const id = hotelIdOf(url.pathname.split('/')[2]);
  if (id === null) return;
  const search = readHotelSearch(url.searchParams);
  await queryClient.prefetchQuery(
    hotelDetailQuery(id, search, reviewsPageOf(url.searchParams), language, currency),
  );
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography component="h2" sx={{ fontSize: 20, fontWeight: 800, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** `/hotels/:id?checkIn&checkOut&rooms`: photos, the hotel, its rooms for the stay, reviews. */
export function HotelPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const currency = useDisplayCurrency();
  const { id: idText } = useParams();
  const [params, setParams] = useSearchParams();
  const id = hotelIdOf(idText);
  const search = useMemo(() => readHotelSearch(params), [params]);
  const reviewsPage = reviewsPageOf(params);
  const [draft, setDraft] = useState(search);
  const hotel = useQuery({
    ...hotelDetailQuery(id ?? 0, search, reviewsPage, language, currency),
    enabled: id !== null,
  });
  const digits = (text: string) => toLocalDigits(text, language);

  if (id === null || hotel.isError)
    return (
      <PageContainer>
        <Alert severity="error">{hotel.error?.message || t('messages:hotelNotFound')}</Alert>
      </PageContainer>
    );
  const data = hotel.data;
  if (!data)
    return (
      <PageContainer>
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="text" height={48} width="60%" sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
      </PageContainer>
    );
  const facilities = data.facilities.filter(isFacilityKey);
  return (
    <PageContainer>
      <HotelGallery images={data.images} />
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h1" sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 800 }}>
            {data.name}
          </Typography>
          <HotelStars stars={data.stars} language={language} />
        </Box>
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
          {t(`hotels.type.${data.type}`)}
        </Typography>
        <Typography sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, my: 1 }}>
          <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
          <span>{data.address}</span>
        </Typography>
        <RatingBadge
          score={data.rating.score}
          count={data.rating.count}
          popularity={data.popularity}
          language={language}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 1.5, fontSize: 14 }}>
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeIcon fontSize="small" color="action" aria-hidden />
            {t('hotels.detail.checkInTime', { time: digits(data.checkInTime.slice(0, 5)) })}
          </Box>
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeIcon fontSize="small" color="action" aria-hidden />
            {t('hotels.detail.checkOutTime', { time: digits(data.checkOutTime.slice(0, 5)) })}
          </Box>
        </Box>
      </Box>
      {data.description && (
        <Section title={t('hotels.detail.about')}>
          <Typography sx={{ whiteSpace: 'pre-line', maxWidth: 880 }}>{data.description}</Typography>
        </Section>
      )}
      {facilities.length > 0 && (
        <Section title={t('hotels.facilities')}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0,1fr))',
                sm: 'repeat(3, minmax(0,1fr))',
                md: 'repeat(5, minmax(0,1fr))',
              },
            }}
          >
            {facilities.map((facility) => (
              <Box
                component="li"
                key={facility}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}
              >
                <FacilityIcon facility={facility} />
                <span>{t(`hotels.facility.${facility}`)}</span>
              </Box>
            ))}
          </Box>
        </Section>
      )}
      <Section title={t('hotels.detail.rooms')}>
        {data.rooms && isCompleteHotelSearch(search) ? (
          <HotelRooms hotelId={data.id} offers={data.rooms} search={search} />
        ) : (
          <Box>
            <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>
              {t('hotels.detail.chooseDates')}
            </Typography>
            <HotelSearchBox
              value={{ ...draft, city: draft.city || data.city }}
              onChange={setDraft}
              action={`/hotels/${data.id}`}
              elevation={1}
            />
          </Box>
        )}
      </Section>
      <Section title={t('hotels.detail.ratings')}>
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, mb: 2 }}>
          <CriteriaBars criteria={data.criteria} />
        </Paper>
        <HotelReviews
          reviews={data.reviews}
          page={reviewsPage}
          onPage={(page) => {
            const next = new URLSearchParams(params);
            if (page > 1) next.set('reviews', String(page));
            else next.delete('reviews');
            setParams(next, { replace: true, preventScrollReset: true });
          }}
        />
      </Section>
    </PageContainer>
  );
}
