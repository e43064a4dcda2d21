// What the sandbox payment providers' own pages share: the page around their content, the
// merchant's name as the payer reads it, and the amount asked. Each provider keeps its own look.
import { currencySchema } from '@parvaz/domain/contracts/money';
import { escapeHtml } from '@parvaz/domain/format/html-text';
import { formatMoney } from '@parvaz/domain/format/money';
import { languageDirection, type Language } from '@parvaz/domain/languages';
import { tenantIdSchema, tenants } from '@parvaz/domain/tenants/tenants';

/** A whole page in the payer's language and direction, with the provider's own style sheet. */
export function providerPage(lang: Language, title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${languageDirection(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The brand a payment is for, by its name in the payer's language (else the merchant as sent). */
export function merchantName(merchant: string, lang: Language): string {
  const tenant = tenantIdSchema.safeParse(merchant);
  return tenant.success ? tenants[tenant.data].name[lang] : merchant;
}

/** The amount asked, in the payer's language (as sent when its currency is not one we show). */
export function amountText(order: { amount: number; currency: string }, lang: Language): string {
  const currency = currencySchema.safeParse(order.currency);
  return currency.success
    ? formatMoney({ amount: order.amount, currency: currency.data }, lang)
    : `${order.amount} ${order.currency}`;
}
