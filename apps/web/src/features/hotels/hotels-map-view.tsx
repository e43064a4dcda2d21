import 'leaflet/dist/leaflet.css';
import {
  divIcon,
  latLngBounds,
  point,
  Marker as LeafletMarker,
  type DivIcon,
  type LeafletEvent,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
} from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import { groupsApart, type MapGroup } from './map-groups';

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

/** Room between two tags, and between a tag and the map's edge. */
const gap = 8;
/** A tag's height as the page's CSS draws it (12 px text, line height 1.5, padding, border). */
const tagHeight = 26;
/** A count's tag width as the page's CSS draws it (at least 28 px, its padding and border). */
const groupTagWidth = 44;
/** The closest the map goes. */
const mapMaxZoom = 18;

/**
 * The widest price tag as the page will draw it, in pixels: its text measured in the tag's own
 * font, with its padding and border. Prices differ in width by language and currency (a rial
 * price in Persian digits is half as wide again as a dollar one), and the room the map keeps
 * around its pins and between them follows from it.
 */
function widestTag(hotels: MapHotel[], box: HTMLElement): number {
  const probe = document.createElement('span');
  probe.className = 'hotel-price-tag';
  probe.style.position = 'absolute';
  probe.style.visibility = 'hidden';
  box.appendChild(probe);
  let widest = 0;
  for (const hotel of hotels) {
    probe.textContent = hotel.price;
    widest = Math.max(widest, probe.getBoundingClientRect().width);
  }
  probe.remove();
  return Math.ceil(widest);
}

/**
 * Room kept around the pins when the map fits them: a tag stands centred above its point, so it
 * needs half its width to each side and its height above.
 */
const fitPadding = (tagWidth: number) => ({
  paddingTopLeft: [tagWidth / 2 + gap, tagHeight + gap] as [number, number],
  paddingBottomRight: [tagWidth / 2 + gap, gap * 2] as [number, number],
});
/** Beyond this zoom every hotel is drawn on its own (the map's own limit is one more). */
const clusterMaxZoom = 17;

// A tag's icon per kind and text: a marker given the same icon again is not redrawn.
const icons = new Map<string, DivIcon>();

/**
 * A marker drawn by the page's own CSS: no marker images to fetch. The tag stands centred above
 * its point by inline left, top and transform, which the right-to-left style plugin does not flip, so the
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
  // Placed from the marker's point by left and top, which are the same in either direction: in
  // the flow of a right-to-left page the tag would start from its right edge, a tag's width away.
  tag.style.position = 'absolute';
  tag.style.left = '0';
  tag.style.top = '0';
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
function FitHotels({ hotels, tagWidth }: { hotels: MapHotel[]; tagWidth: number }) {
  const map = useMap();
  useEffect(() => {
    if (hotels.length === 0) return undefined;
    const bounds = latLngBounds(hotels.map((hotel) => [hotel.lat, hotel.lng]));
    const fit = () => {
      map.invalidateSize();
      if (hotels.length === 1) map.setView(bounds.getCenter(), 15);
      else map.fitBounds(bounds, { ...fitPadding(tagWidth), maxZoom: 16 });
    };
    fit();
    const box = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(box);
    return () => observer.disconnect();
  }, [map, hotels, tagWidth]);
  return null;
}

type HotelPoint = PointFeature<{ hotel: MapHotel }>;

/** What is drawn at the map's zoom and view: single hotels and clusters of nearby ones. */
function useClusters(map: LeafletMap, hotels: MapHotel[], tagWidth: number) {
  const index = useMemo(() => {
    // Pins nearer than a tag's width and a gap are one cluster: two tags never cover each other,
    // and a cluster's count, drawn where its hotels' middle is, keeps clear of its neighbours.
    const cluster = new Supercluster<{ hotel: MapHotel }>({
      radius: tagWidth + gap * 2,
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
  }, [hotels, tagWidth]);
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
  tagWidth,
}: Pick<HotelsMapViewProps, 'hotels' | 'clusterLabel' | 'clusterCount' | 'pinLabel'> & {
  tagWidth: number;
}) {
  const map = useMap();
  const { index, features } = useClusters(map, hotels, tagWidth);
  // Drawn again only when the view's clusters change, not on every render of the page.
  const markers = useMemo(() => {
    const groups = features.map((feature): MapGroup<MapHotel> => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const { x, y } = map.latLngToContainerPoint([lat, lng]);
      const properties = feature.properties as Partial<ClusterProperties> & { hotel?: MapHotel };
      const items =
        properties.cluster && properties.cluster_id !== undefined
          ? index.getLeaves(properties.cluster_id, Infinity).map((leaf) => leaf.properties.hotel)
          : properties.hotel
            ? [properties.hotel]
            : [];
      return { x, y, items };
    });
    const sizes = { single: tagWidth, group: groupTagWidth, height: tagHeight, gap };
    return groupsApart(groups, sizes).map(({ x, y, items }) => {
      const position = map.containerPointToLatLng([x, y]);
      const [hotel] = items;
      if (!hotel) return null;
      if (items.length > 1) {
        const count = items.length;
        // Closer, until its hotels' tags stand apart: at least one step, at most the map's limit.
        const zoomIn = () => {
          const bounds = latLngBounds(items.map((item) => [item.lat, item.lng]));
          const fitted = map.getBoundsZoom(bounds, false, point(tagWidth + gap * 2, tagHeight * 2));
          const zoom = Math.min(mapMaxZoom, Math.max(map.getZoom() + 1, fitted));
          map.setView(bounds.getCenter(), zoom);
        };
        return (
          <Marker
            key={`group-${items.map((item) => item.id).join('-')}`}
            position={position}
            icon={tagIcon('hotel-cluster-tag', clusterCount(count))}
            title={clusterLabel(count)}
            eventHandlers={{
              ...named(clusterLabel(count)),
              click: zoomIn,
              // Leaflet makes the marker a button but presses it only by pointer.
              keypress: (event: LeafletKeyboardEvent) => {
                if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
                event.originalEvent.preventDefault();
                zoomIn();
              },
            }}
          />
        );
      }
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
    });
  }, [features, index, map, tagWidth, clusterLabel, clusterCount, pinLabel]);
  return <>{markers}</>;
}

/** Measures the widest tag in the map's own box (its CSS), then draws what needs it. */
function TagRoom({
  hotels,
  children,
}: {
  hotels: MapHotel[];
  children: (tagWidth: number) => ReactNode;
}) {
  const map = useMap();
  // The map's box is in the page by now (its children are drawn once the map exists).
  const tagWidth = useMemo(() => widestTag(hotels, map.getContainer()), [map, hotels]);
  return children(tagWidth);
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
      maxZoom={mapMaxZoom}
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
      <TagRoom hotels={hotels}>
        {(tagWidth) => (
          <>
            <FitHotels hotels={hotels} tagWidth={tagWidth} />
            <HotelMarkers
              hotels={hotels}
              tagWidth={tagWidth}
              clusterLabel={props.clusterLabel}
              clusterCount={props.clusterCount}
              pinLabel={props.pinLabel}
            />
          </>
        )}
      </TagRoom>
    </MapContainer>
  );
}
