import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngBoundsExpression } from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';

export interface MapHotel {
  id: number;
  name: string;
  lat: number;
  lng: number;
  price: string;
  href: string;
}

export interface HotelsMapViewProps {
  hotels: MapHotel[];
  center: { lat: number; lng: number };
  label: string;
  attribution: string;
  /** A tile failed to load (no network, tile server down): the page says so and keeps its list. */
  onTilesFailed: () => void;
}

/** A price tag as the marker: no marker images to fetch, and the price is what people compare. */
function priceIcon(price: string) {
  const tag = document.createElement('span');
  tag.className = 'hotel-price-tag';
  tag.textContent = price;
  return divIcon({ html: tag, className: '', iconSize: undefined, iconAnchor: [0, 0] });
}

/**
 * OpenStreetMap tiles with a price tag per hotel. Leaflet touches `window` when it loads, so
 * this module is imported only in the browser, after hydration (`hotels-map.tsx`).
 */
export default function HotelsMapView(props: HotelsMapViewProps) {
  const { hotels, center, onTilesFailed } = props;
  const bounds = useMemo<LatLngBoundsExpression | undefined>(
    () =>
      hotels.length > 1
        ? (hotels.map((hotel) => [hotel.lat, hotel.lng]) as LatLngBoundsExpression)
        : undefined,
    [hotels],
  );
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={13}
      bounds={bounds}
      boundsOptions={{ padding: [40, 40] }}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
      aria-label={props.label}
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution={props.attribution}
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      {hotels.map((hotel) => (
        <Marker
          key={hotel.id}
          position={[hotel.lat, hotel.lng]}
          icon={priceIcon(hotel.price)}
          title={hotel.name}
          alt={`${hotel.name} ${hotel.price}`}
        >
          <Popup>
            <RouterLink to={hotel.href}>{hotel.name}</RouterLink>
            <br />
            {hotel.price}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
