import {
  layoutCapacity,
  type CabinClass,
  type CabinLayout,
} from '@parvaz/domain/flights/inventory';

export interface AircraftRow {
  /**
   * ICAO type designator, with a suffix where one type flies in two cabin configurations
   * ('A320' all economy, 'A320C' with a business cabin), as airlines name their configurations.
   */
  code: string;
  name: string;
  layout: CabinLayout[];
  /** Animals the hold takes on one flight (AVIH): more on wide bodies, fewer on turboprops. */
  petCapacity: number;
}

const noRow13 = [13];

function cabin(
  cabinClass: CabinClass,
  firstRow: number,
  lastRow: number,
  letters: string,
  exitRows: number[] = [],
): CabinLayout {
  const skipRows = noRow13.filter((row) => row >= firstRow && row <= lastRow);
  return { cabin: cabinClass, firstRow, lastRow, letters, exitRows, skipRows };
}

// Wide bodies: business 2-2-2, economy 2-4-2. Narrow bodies: business 2-2, economy 3-3.
// MD-80s and Fokker 100s are 2-3, the ATR 2-2. Row 13 is left out, as most carriers do.
const wideBusiness = 'AC_DG_HK';
const wideEconomy = 'AB_DEFG_HK';
const narrowBusiness = 'AC_DF';
const narrowEconomy = 'ABC_DEF';

// prettier-ignore
export const aircraftTypes: readonly AircraftRow[] = [
  { code: 'A306', name: 'Airbus A300-600', petCapacity: 4, layout: [
    cabin('business', 1, 3, wideBusiness), cabin('economy', 10, 39, wideEconomy, [10, 27])] },
  { code: 'A310', name: 'Airbus A310-300', petCapacity: 4, layout: [
    cabin('business', 1, 3, wideBusiness), cabin('economy', 10, 33, wideEconomy, [10, 22])] },
  { code: 'A332', name: 'Airbus A330-200', petCapacity: 4, layout: [
    cabin('business', 1, 4, wideBusiness), cabin('economy', 10, 39, wideEconomy, [10, 27])] },
  { code: 'A343', name: 'Airbus A340-300', petCapacity: 4, layout: [
    cabin('business', 1, 5, wideBusiness), cabin('economy', 10, 41, wideEconomy, [10, 28])] },
  { code: 'A320', name: 'Airbus A320-200', petCapacity: 2, layout: [
    cabin('economy', 1, 30, narrowEconomy, [10, 11])] },
  { code: 'A320C', name: 'Airbus A320-200', petCapacity: 2, layout: [
    cabin('business', 1, 3, narrowBusiness), cabin('economy', 4, 27, narrowEconomy, [10, 11])] },
  { code: 'A321', name: 'Airbus A321-200', petCapacity: 2, layout: [
    cabin('business', 1, 4, narrowBusiness), cabin('economy', 5, 33, narrowEconomy, [11, 25])] },
  { code: 'A20N', name: 'Airbus A320neo', petCapacity: 2, layout: [
    cabin('economy', 1, 32, narrowEconomy, [11, 12])] },
  { code: 'A21N', name: 'Airbus A321neo', petCapacity: 2, layout: [
    cabin('economy', 1, 41, narrowEconomy, [11, 12, 26])] },
  { code: 'B738', name: 'Boeing 737-800', petCapacity: 2, layout: [
    cabin('economy', 1, 32, narrowEconomy, [15, 16])] },
  { code: 'B738C', name: 'Boeing 737-800', petCapacity: 2, layout: [
    cabin('business', 1, 3, narrowBusiness), cabin('economy', 4, 29, narrowEconomy, [15, 16])] },
  { code: 'B734', name: 'Boeing 737-400', petCapacity: 2, layout: [
    cabin('economy', 1, 29, narrowEconomy, [11, 12])] },
  { code: 'B735', name: 'Boeing 737-500', petCapacity: 2, layout: [
    cabin('economy', 1, 21, narrowEconomy, [10])] },
  { code: 'MD82', name: 'McDonnell Douglas MD-82', petCapacity: 2, layout: [
    cabin('economy', 1, 32, 'AB_CDE', [14, 15])] },
  { code: 'MD83', name: 'McDonnell Douglas MD-83', petCapacity: 2, layout: [
    cabin('economy', 1, 34, 'AB_CDE', [14, 15])] },
  { code: 'MD88', name: 'McDonnell Douglas MD-88', petCapacity: 2, layout: [
    cabin('economy', 1, 33, 'AB_CDE', [14, 15])] },
  { code: 'F100', name: 'Fokker 100', petCapacity: 1, layout: [
    cabin('economy', 1, 22, 'AB_CDE', [10, 11])] },
  { code: 'AT76', name: 'ATR 72-600', petCapacity: 1, layout: [
    cabin('economy', 1, 19, 'AB_CD', [1])] },
];

const byCode = new Map(aircraftTypes.map((row) => [row.code, row]));

export function aircraftByCode(code: string): AircraftRow | undefined {
  return byCode.get(code);
}

/** Seats of each cabin the type has, e.g. { business: 12, economy: 138 }. */
export function cabinCapacities(row: AircraftRow): Array<{ cabin: CabinClass; capacity: number }> {
  return row.layout.map((layout) => ({ cabin: layout.cabin, capacity: layoutCapacity(layout) }));
}
