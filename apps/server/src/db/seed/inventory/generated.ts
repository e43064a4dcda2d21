import type { CabinClass, RefundRules } from '@parvaz/domain/flights/inventory';
import type { flightStatuses } from '../../schema/flights';
import type { FareCurrency } from './pricing';

/** The generator's output: plain rows, linked by nesting instead of database ids. */

export type FlightStatus = (typeof flightStatuses)[number];

export interface GeneratedOffer {
  /** The agency's slug (agencies.ts); the seed maps it to the agency's id. */
  agency: string;
  priceClass: string;
  currency: FareCurrency;
  adultFare: number;
  childFare: number;
  infantFare: number;
  adultFee: number;
  childFee: number;
  infantFee: number;
  baggageKg: number;
  refundRules: RefundRules;
  active: boolean;
}

export interface GeneratedCabin {
  cabin: CabinClass;
  capacity: number;
  available: number;
  offers: GeneratedOffer[];
}

export interface GeneratedFlight {
  /** 'W5 1002 2026-11-22': unique like the table's (airline, number, date) index. */
  key: string;
  airlineCode: string;
  flightNumber: string;
  originAirport: string;
  destinationAirport: string;
  originCity: string;
  destinationCity: string;
  departureDate: string;
  departureAt: Date;
  arrivalAt: Date;
  estimatedDepartureAt: Date | null;
  estimatedArrivalAt: Date | null;
  originTerminal: string | null;
  destinationTerminal: string | null;
  aircraftCode: string;
  status: FlightStatus;
  cabins: GeneratedCabin[];
}
