import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { listStyleOfDigits, toLocalDigits } from '@parvaz/domain/format/digits';
import { Component, lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCounted } from '../../lib/format/counted';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { useAppConfig } from '../../lib/tenant/app-config-context';
import type { MapHotel } from './hotels-map-view';

// React's own lazy, not lazyPart: the server must never load Leaflet (it reads `window` as it
// loads), and lazyPart's code is loaded before every server render.
const HotelsMapView = lazy(() => import('./hotels-map-view'));

/** If the map's code cannot load or Leaflet throws, the list below it is what remains. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The hotels with their prices as a plain list: the map's stand-in, always usable. */
function PlaceList({ hotels }: { hotels: MapHotel[] }) {
  const language = useActiveLanguage();
  // Numbered in the language's digits, as the page's other numbers are.
  const numbers = listStyleOfDigits(language);
  return (
    <Box
      component="ol"
      sx={{ m: 0, ps: 3, columns: { sm: 2 }, fontSize: 14, listStyleType: numbers }}
    >
      {hotels.map((hotel) => (
        <li key={hotel.id}>
          <RouterLink to={hotel.href}>{hotel.name}</RouterLink>
          {' — '}
          {hotel.price}
        </li>
      ))}
    </Box>
  );
}

/**
 * The same array while its content is the same: the results' page builds its hotels afresh on
 * every render, and the map would otherwise cluster, draw and fit them again each time (a
 * reader's zoom lost to a re-render).
 */
function useSameWhileEqual(hotels: MapHotel[]): MapHotel[] {
  const key = JSON.stringify(hotels);
  // Keyed by the content itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => hotels, [key]);
}

/** A price tag or a cluster's count on the map, drawn by the page's CSS. */
const tagStyle = {
  display: 'inline-block',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  px: 0.75,
  py: 0.25,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  boxShadow: 1,
  cursor: 'pointer',
} as const;

/**
 * "Show on map": the hotels with their prices on a map, opened on demand, in the browser only.
 * Its background is the tile source the server is set up with (MAP_TILES_URL): with none, or
 * when tiles fail to load, the map says so, still shows the pins on a plain background, and the
 * same hotels stay listed with their prices, so the page never depends on the map.
 */
export function HotelsMap({
  hotels,
  center,
}: {
  hotels: MapHotel[];
  center: { lat: number; lng: number };
}) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const counted = useCounted();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const shown = useSameWhileEqual(hotels);
  // The same functions while the language holds: the map's markers are kept between renders.
  const clusterLabel = useCallback(
    (count: number) => counted('hotels.map.cluster', count),
    [counted],
  );
  const clusterCount = useCallback(
    (count: number) => toLocalDigits(String(count), language),
    [language],
  );
  const pinLabel = useCallback(
    (hotel: MapHotel) => t('hotels.map.pin', { name: hotel.name, price: hotel.price }),
    [t],
  );
  const [tilesFailed, setTilesFailed] = useState(false);
  const { tilesUrl, attribution } = useAppConfig().map;
  const tiles = tilesUrl ? { url: tilesUrl, attribution } : null;
  const notice = <Alert severity="info">{t('hotels.map.unavailable')}</Alert>;
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<MapOutlinedIcon />}
        aria-expanded={open}
        // Before hydration the button cannot work: it is shown but disabled, so nothing shifts.
        disabled={!hydrated || hotels.length === 0}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('hotels.map.hide') : t('hotels.map.show')}
      </Button>
      {open && hydrated && (
        <Paper variant="outlined" sx={{ mt: 1.5, p: 1.5, borderRadius: 2 }}>
          <Box
            sx={{
              height: { xs: 280, md: 380 },
              borderRadius: 1,
              overflow: 'hidden',
              mb: 1.5,
              // Without tiles: a plain ground with a faint grid, not Leaflet's grey.
              '& .leaflet-container': tiles
                ? {}
                : {
                    bgcolor: '#eef3f6',
                    backgroundImage:
                      'linear-gradient(#dde6ec 1px, transparent 1px), linear-gradient(90deg, #dde6ec 1px, transparent 1px)',
                    backgroundSize: '48px 48px',
                  },
              '& .hotel-price-tag': tagStyle,
              // A pin reached by Tab shows it: Leaflet's marker box has no size, its tag does.
              '& .hotel-map-pin:focus-visible': { outline: 'none' },
              '& .hotel-map-pin:focus-visible > span': {
                outline: '3px solid',
                outlineColor: 'primary.dark',
                outlineOffset: 2,
              },
              '& .hotel-cluster-tag': {
                ...tagStyle,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                minWidth: 28,
                textAlign: 'center',
                borderRadius: 4,
              },
            }}
          >
            <MapBoundary fallback={notice}>
              <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
                <HotelsMapView
                  hotels={shown}
                  center={center}
                  label={t('hotels.map.label')}
                  tiles={tiles}
                  clusterLabel={clusterLabel}
                  clusterCount={clusterCount}
                  pinLabel={pinLabel}
                  onTilesFailed={() => setTilesFailed(true)}
                />
              </Suspense>
            </MapBoundary>
          </Box>
          {!tiles && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {t('hotels.map.noTiles')}
            </Alert>
          )}
          {tilesFailed && <Box sx={{ mb: 1.5 }}>{notice}</Box>}
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15, mb: 0.5 }}>
            {t('hotels.map.listTitle')}
          </Typography>
          <PlaceList hotels={hotels} />
        </Paper>
      )}
    </Box>
  );
}
