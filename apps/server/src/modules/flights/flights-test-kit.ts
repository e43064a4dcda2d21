// What other modules' tests set and read of flights, which the flights module owns (decision 017);
// the queries are the module's own, in its factory.
export {
  agencyOfCabin,
  seatsAvailable,
  setAccountingCode,
  setFlightState,
} from './flights.factory';
