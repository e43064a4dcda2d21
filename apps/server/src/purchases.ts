import type { FastifyInstance } from 'fastify';
import { bookingPurchase } from './modules/booking/booking.api';
import { hotelPurchase } from './modules/hotels/hotels.api';
import { servicesPurchase } from './modules/ssr/ssr.api';
import { topupPurchase } from './modules/wallet/wallet.api';

/**
 * Every kind of purchase the site sells, each from the capability that sells it: payments find
 * them here by name and know nothing else of what was bought. A new thing to sell adds one line.
 */
export function registerPurchaseKinds(app: FastifyInstance): void {
  app.purchases.register('booking', bookingPurchase(app.signer));
  app.purchases.register('services', servicesPurchase(app.signer));
  app.purchases.register('topup', topupPurchase);
  app.purchases.register('hotel', hotelPurchase);
}
