import { z } from 'zod';
import { currencies } from '../format/money';

/** A currency code as the API carries it (spec section 9). */
export const currencySchema = z.enum(currencies);

/** An amount in integer minor units with its currency (PRODUCT.md decision 5). */
export const moneySchema = z.object({ amount: z.int(), currency: currencySchema });
