import 'leaflet/dist/leaflet.css';
import {
  divIcon,
  latLngBounds,
  Marker as LeafletMarker,
  type DivIcon,
  type LeafletEvent,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
} from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';

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
  /** The tile source of the app config; null: no background, the pins on a plain ground. */
  tiles: { url: string; attribution: string } | null;
  /** A cluster marker's name: how many hotels it stands for ("12 hotels here: zoom in"). */
  clusterLabel: (count: number) => string;
  /** A cluster's count as its tag shows it, in the language's digits. */
  clusterCount: (count: number) => string;
  /** A hotel's pin's name: the hotel and its price. */
  pinLabel: (hotel: MapHotel) => string;
  /** A tile failed to load (no network, tile server down): the page says so and keeps its list. */
  onTilesFailed: () => void;
}

/**
 * Room kept around the pins when the map fits them: a price tag stands above its point and is
 * up to about 90 px wide, so it needs half that to each side and its height above.
 */
const fitPadding: { paddingTopLeft: [number, number]; paddingBottomRight: [number, number] } = {
  paddingTopLeft: [56, 44],
  paddingBottomRight: [56, 16],
};
/** Pins nearer than this (in screen pixels) are drawn as one cluster: a tag's width. */
const clusterRadius = 90;
/** Beyond this zoom every hotel is drawn on its own (the map's own limit is one more). */
const clusterMaxZoom = 17;

// A tag's icon per kind and text: a marker given the same icon again is not redrawn.
const icons = new Map<string, DivIcon>();

/**
 * A marker drawn by the page's own CSS: no marker images to fetch. The tag stands centred above
 * its point by an inline transform, which the right-to-left style plugin does not flip, so the
 * point, the tag and the popup's tip line up on pages of either direction.
 */
function tagIcon(className: string, text: string): DivIcon {
  const key = `${className} ${text}`;
  const known = icons.get(key);
  if (known) return known;
  const icon = drawnTag(className, text);
  icons.set(key, icon);
  return icon;
}

function drawnTag(className: string, text: string): DivIcon {
  const tag = document.createElement('span');
  tag.className = className;
  tag.textContent = text;
  tag.style.transform = 'translate(-50%, -100%)';
  tag.dir = 'auto';
  return divIcon({
    // As markup, not the element: Leaflet would move one element between the markers that
    // share this icon, leaving all but the last without their tag.
    html: tag.outerHTML,
    className: 'hotel-map-pin',
    iconSize: [0, 0],
    iconAnchor: [0, 0],
    popupAnchor: [0, -30],
  });
}

/** Fits the map to its hotels with room for the tags, again when its box changes size. */
function FitHotels({ hotels }: { hotels: MapHotel[] }) {
  const map = useMap();
  useEffect(() => {
    if (hotels.length === 0) return undefined;
    const bounds = latLngBounds(hotels.map((hotel) => [hotel.lat, hotel.lng]));
    const fit = () => {
      map.invalidateSize();
      if (hotels.length === 1) map.setView(bounds.getCenter(), 15);
      else map.fitBounds(bounds, { ...fitPadding, maxZoom: 16 });
    };
    fit();
    const box = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(box);
    return () => observer.disconnect();
  }, [map, hotels]);
  return null;
}

type HotelPoint = PointFeature<{ hotel: MapHotel }>;

/** What is drawn at the map's zoom and view: single hotels and clusters of nearby ones. */
function useClusters(map: LeafletMap, hotels: MapHotel[]) {
  const index = useMemo(() => {
    const cluster = new Supercluster<{ hotel: MapHotel }>({
      radius: clusterRadius,
      maxZoom: clusterMaxZoom,
    });
    cluster.load(
      hotels.map<HotelPoint>((hotel) => ({
        type: 'Feature',
        properties: { hotel },
        geometry: { type: 'Point', coordinates: [hotel.lng, hotel.lat] },
      })),
    );
    return cluster;
  }, [hotels]);
  const read = () => {
    const bounds = map.getBounds();
    return index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      Math.round(map.getZoom()),
    );
  };
  const [features, setFeatures] = useState(read);
  useEffect(() => {
    const update = () => setFeatures(read());
    update();
    map.on('moveend zoomend', update);
    return () => {
      map.off('moveend zoomend', update);
    };
    // `read` reads the map and the index, both listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, index]);
  return { index, features };
}

/**
 * Names a marker for assistive technology once Leaflet has drawn it: Leaflet makes a marker a
 * focusable button but names only an image icon (`alt`), not a drawn one.
 */
const named = (label: string) => ({
  add: (event: LeafletEvent) => {
    const marker: unknown = event.target;
    if (marker instanceof LeafletMarker) marker.getElement()?.setAttribute('aria-label', label);
  },
});

function HotelMarkers({
  hotels,
  clusterLabel,
  clusterCount,
  pinLabel,
}: Pick<HotelsMapViewProps, 'hotels' | 'clusterLabel' | 'clusterCount' | 'pinLabel'>) {
  const map = useMap();
  const { index, features } = useClusters(map, hotels);
  // Drawn again only when the view's clusters change, not on every render of the page.
  const markers = useMemo(
    () =>
      features.map((feature) => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const properties = feature.properties as Partial<ClusterProperties> & {
          hotel?: MapHotel;
        };
        if (properties.cluster && properties.cluster_id !== undefined) {
          const id = properties.cluster_id;
          const count = properties.point_count ?? 0;
          const zoomIn = () =>
            map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18));
          return (
            <Marker
              key={`cluster-${id}`}
              position={[lat, lng]}
              icon={tagIcon('hotel-cluster-tag', clusterCount(count))}
              title={clusterLabel(count)}
              eventHandlers={{
                ...named(clusterLabel(count)),
                click: zoomIn,
                // Leaflet makes the marker a button but presses it only by pointer.
                keypress: (event: LeafletKeyboardEvent) => {
                  if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ')
                    return;
                  event.originalEvent.preventDefault();
                  zoomIn();
                },
              }}
            />
          );
        }
        const hotel = properties.hotel;
        if (!hotel) return null;
        return (
          <Marker
            key={hotel.id}
            position={[hotel.lat, hotel.lng]}
            icon={tagIcon('hotel-price-tag', hotel.price)}
            title={hotel.name}
            eventHandlers={named(pinLabel(hotel))}
          >
            <Popup autoPanPadding={[16, 16]}>
              <RouterLink to={hotel.href}>{hotel.name}</RouterLink>
              <br />
              {hotel.price}
            </Popup>
          </Marker>
        );
      }),
    [features, index, map, clusterLabel, clusterCount, pinLabel],
  );
  return <>{markers}</>;
}

/**
 * The hotels on a map, a price tag per hotel and a count where several would overlap, over the
 * tile source the server is set up with (none: a plain background). Leaflet touches `window`
 * when it loads, so this module is imported only in the browser, after hydration
 * (`hotels-map.tsx`).
 */
export default function HotelsMapView(props: HotelsMapViewProps) {
  const { hotels, center, tiles, onTilesFailed } = props;
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={13}
      maxZoom={18}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
      aria-label={props.label}
    >
      {tiles && (
        <TileLayer
          url={tiles.url}
          attribution={tiles.attribution}
          eventHandlers={{ tileerror: onTilesFailed }}
        />
      )}
      <FitHotels hotels={hotels} />
      <HotelMarkers
        hotels={hotels}
        clusterLabel={props.clusterLabel}
        clusterCount={props.clusterCount}
        pinLabel={props.pinLabel}
      />
    </MapContainer>
  );
}
