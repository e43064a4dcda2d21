/** Where the hotel map's background tiles come from (MAP_TILES_URL and its attribution). */
export interface MapTiles {
  /** A Leaflet URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png`. */
  url: string;
  /** Plain text the map shows in its corner (the tiles' licence asks for it). */
  attribution: string;
}

/**
 * The Content-Security-Policy `img-src` source that lets the pages load the tiles: the
 * template's origin, its `{s}` subdomain a wildcard (`https://*.tile.example.org`). URL
 * parsing would escape the braces, so the origin is read from the text itself.
 */
export function tileImageSource(url: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url);
  if (!match) throw new RangeError(`not a tile URL: ${url}`);
  const [, scheme = 'https', host = ''] = match;
  return `${scheme.toLowerCase()}://${host.replace(/\{s\}/g, '*').toLowerCase()}`;
}

/** The map part of the pages' app config: no tiles unless the operator set a source. */
export function mapConfig(tiles: MapTiles | undefined): {
  tilesUrl: string | null;
  attribution: string;
} {
  return tiles
    ? { tilesUrl: tiles.url, attribution: tiles.attribution }
    : { tilesUrl: null, attribution: '' };
}
