// The exchange module as other modules see it (decision 008): the one file they import from it.
export { chargeIn, rateById, type Charge } from './exchange.service';
export { displayPrices, type DisplayPrices } from './display-prices';
