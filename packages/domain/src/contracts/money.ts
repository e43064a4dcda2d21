import { z } from 'zod';
import { currencies } from '../format/money';

/** A currency code as the API carries it (spec section 9). */
export const currencySchema = z.enum(currencies);

/** An amount in integer minor units with its currency (PRODUCT.md decision 5). */
export const moneySchema = z.object({ amount: z.int(), currency: currencySchema });

/**
 * How a purchase paid from more than one source was paid (decision 021): the wallet's part and
 * the card's, adding up to the charge, in its currency.
 */
export const paidBySchema = z.object({ wallet: z.int(), card: z.int(), currency: currencySchema });
export type PaidBy = z.infer<typeof paidBySchema>;
