import { cityMatches, type CityOption } from './cities-api';

/**
 * The city a text typed into a city field names, or '' when it names none or several: a search
 * box sent before its page woke carries what was typed, since no city could be chosen yet
 * (docs/rendering.md, "A press is never lost"). A city whose name is the text wins; otherwise
 * the text must match one city only (its name, code, country or an airport).
 */
export function cityOfTyped(cities: readonly CityOption[], typed: string): string {
  const text = typed.trim().toLocaleLowerCase();
  if (text === '') return '';
  const named = cities.filter((city) => city.name.toLocaleLowerCase() === text);
  const found = named.length > 0 ? named : cities.filter((city) => cityMatches(city, text));
  return found.length === 1 ? (found[0]?.code ?? '') : '';
}

/**
 * The fields of an address sent before its page woke, each city typed but not chosen given
 * the code of the city its text names ('' if none) and the typed texts left out; null when the
 * address carries no typed text. `fields` pairs each code's field with its text's.
 */
export function withTypedCities(
  params: URLSearchParams,
  cities: readonly CityOption[],
  fields: Readonly<Record<string, string>>,
): URLSearchParams | null {
  if (!Object.values(fields).some((text) => params.has(text))) return null;
  const resolved = new URLSearchParams(params);
  for (const [code, text] of Object.entries(fields)) {
    if (!resolved.get(code)) resolved.set(code, cityOfTyped(cities, params.get(text) ?? ''));
    resolved.delete(text);
  }
  return resolved;
}
