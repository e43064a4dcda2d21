import { z } from 'zod';
import { escapeHtml } from '@parvaz/domain/format/html-text';
import { parseIsoDate } from '@parvaz/domain/calendar/plain-date';
import { localDateIn } from '@parvaz/domain/calendar/zoned';
import { normalizeDigits } from '@parvaz/domain/format/digits';
import { readCardExpiry } from '@parvaz/domain/payments/card-expiry';
import type { Language } from '@parvaz/domain/languages';
import { amountText, merchantName, providerPage } from '../../platform/provider-page';
import type { Translate } from '../../platform/translator';
import { luhnValid } from './luhn';
import type { BankTransaction } from './sandbox-bank';

/** What the card holder typed; CVV2 and the dynamic password are never written back. */
export interface CardForm {
  pan: string;
  expMonth: string;
  expYear: string;
}

export type CardField = 'pan' | 'cvv2' | 'expiry' | 'otp';
export type CardErrors = Partial<Record<CardField, string>>;

export const bankFormSchema = z.object({
  action: z.enum(['pay', 'cancel']).catch('pay'),
  pan: z.string().max(64).catch(''),
  cvv2: z.string().max(16).catch(''),
  expMonth: z.string().max(8).catch(''),
  expYear: z.string().max(8).catch(''),
  otp: z.string().max(16).catch(''),
});
export type BankFormInput = z.output<typeof bankFormSchema>;

const digitsOnly = (text: string) => normalizeDigits(text).replace(/[\s-]/g, '');

/**
 * Checks the card form: the card number with its Luhn check, CVV2 of 3 or 4 digits, the expiry
 * in either calendar against `now`, a dynamic password of 5 to 8 digits.
 */
export function checkCard(
  input: BankFormInput,
  now: Date,
): { ok: true; pan: string } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const pan = digitsOnly(input.pan);
  if (!/^\d{16}$/.test(pan)) errors.pan = 'panRequired';
  else if (!luhnValid(pan)) errors.pan = 'panInvalid';
  if (!/^\d{3,4}$/.test(digitsOnly(input.cvv2))) errors.cvv2 = 'cvv2Invalid';
  // An Iranian bank: its today is Tehran's, and a card's year may be Solar Hijri or Gregorian.
  const today = parseIsoDate(localDateIn(now, 'Asia/Tehran'));
  const expiry = readCardExpiry(digitsOnly(input.expMonth), digitsOnly(input.expYear), today);
  if (!expiry.ok) errors.expiry = expiry.reason;
  if (!/^\d{5,8}$/.test(digitsOnly(input.otp))) errors.otp = 'otpInvalid';
  return Object.keys(errors).length === 0 ? { ok: true, pan } : { ok: false, errors };
}

/** The sandbox's test cards (README): the first pays, the second (ending in 0000) is declined. */
export const sandboxCards = { pays: '4111 1111 1111 1111', declined: '4111 1111 1117 0000' };

/** The notice naming the test cards, each kept left to right inside right-to-left text. */
function sandboxNotice(t: Translate): string {
  const marks = { payCard: '@@PAY@@', declineCard: '@@DECLINE@@' };
  const card = (pan: string) => `<bdi dir="ltr">${escapeHtml(pan)}</bdi>`;
  return escapeHtml(t('sandboxNotice', { ns: 'bank', ...marks }))
    .replace(marks.payCard, card(sandboxCards.pays))
    .replace(marks.declineCard, card(sandboxCards.declined));
}

const style = `
*{box-sizing:border-box}
body{margin:0;font-family:Vazirmatn,Tahoma,"Segoe UI",Arial,sans-serif;background:#eef2f6;color:#1b2430;line-height:1.5}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:1.5rem}
h1{font-size:1.3rem;margin:0 0 1rem}
.notice{background:#fff8e1;border:1px solid #f0c36d;border-radius:8px;padding:.6rem .8rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1rem 0}
dt{color:#4a5768}dd{margin:0;font-weight:700}
fieldset{border:1px solid #c9d2dc;border-radius:8px;padding:1rem;margin:0 0 1rem}
legend{padding:0 .4rem;font-weight:700}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}
input{width:100%;padding:.55rem .6rem;font:inherit;border:1px solid #8895a7;border-radius:6px;direction:ltr;text-align:left}
input:focus,button:focus{outline:3px solid #1d5fd0;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:.8rem}.row>div{flex:1}
.hint{color:#4a5768;font-size:.85rem;margin:.2rem 0 0}
.error{color:#b3261e;font-size:.9rem;margin:.2rem 0 0}
.summary{border:2px solid #b3261e;border-radius:8px;padding:.6rem .8rem;margin-bottom:1rem;color:#b3261e}
.actions{display:flex;gap:.8rem}
button,.button{flex:1;padding:.7rem;font:inherit;font-weight:700;border-radius:6px;border:0;cursor:pointer;text-align:center;text-decoration:none;display:inline-block}
.pay{background:#1d5fd0;color:#fff}.cancel{background:#e2e7ee;color:#1b2430}
.outcome{font-size:1.05rem;font-weight:600}
`;

const page = (lang: Language, title: string, body: string) =>
  providerPage(lang, title, style, body);

function summary(row: BankTransaction, lang: Language, t: Translate): string {
  const bank = (key: string) => escapeHtml(t(key, { ns: 'bank' }));
  return `<dl><dt>${bank('merchant')}</dt><dd>${escapeHtml(merchantName(row.merchant, lang))}</dd>
<dt>${bank('amount')}</dt><dd>${escapeHtml(amountText(row, lang))}</dd></dl>`;
}

/** The card form, with the errors of a previous attempt and what was typed (but CVV2 and OTP). */
export function renderPaymentForm(
  row: BankTransaction,
  lang: Language,
  t: Translate,
  previous?: { form: CardForm; errors: CardErrors },
): string {
  const bank = (key: string) => escapeHtml(t(key, { ns: 'bank' }));
  const errors = previous?.errors ?? {};
  const form = previous?.form ?? { pan: '', expMonth: '', expYear: '' };
  const action = `/bank/sandbox/${encodeURIComponent(row.token)}?lang=${lang}`;
  const errorOf = (field: CardField) => {
    const key = errors[field];
    return key ? `<p class="error" id="${field}-error">${bank(key)}</p>` : '';
  };
  /** A field's hint, and its error when it has one, described to assistive technology. */
  const described = (field: CardField, hint: boolean) => {
    const ids = [hint ? `${field}-hint` : '', errors[field] ? `${field}-error` : ''].filter(
      Boolean,
    );
    const invalid = errors[field] ? ' aria-invalid="true"' : '';
    return `${invalid}${ids.length ? ` aria-describedby="${ids.join(' ')}"` : ''}`;
  };
  const invalid = (field: CardField) => described(field, false);
  const hinted = (field: CardField) => described(field, true);
  const hintOf = (field: CardField, key: string) =>
    `<p class="hint" id="${field}-hint">${bank(key)}</p>`;
  const listed = Object.values(errors);
  const errorSummary = listed.length
    ? `<div class="summary" role="alert"><p>${bank('formErrors')}</p><ul>${listed
        .map((key) => `<li>${bank(key)}</li>`)
        .join('')}</ul></div>`
    : '';
  const body = `<h1>${bank('pageTitle')}</h1>
<p class="notice">${sandboxNotice(t)}</p>
${summary(row, lang, t)}
${errorSummary}
<form method="post" action="${escapeHtml(action)}" novalidate>
<fieldset><legend>${bank('cardDetails')}</legend>
<label for="pan">${bank('cardNumber')}</label>
<input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" maxlength="19" value="${escapeHtml(form.pan)}"${invalid('pan')}>
${errorOf('pan')}
<label for="cvv2">${bank('cvv2')}</label>
<input id="cvv2" name="cvv2" inputmode="numeric" autocomplete="cc-csc" maxlength="4"${hinted('cvv2')}>
${hintOf('cvv2', 'cvv2Hint')}
${errorOf('cvv2')}
<div class="row">
<div><label for="expMonth">${bank('expiry')}: ${bank('expMonth')}</label>
<input id="expMonth" name="expMonth" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" value="${escapeHtml(form.expMonth)}"${hinted('expiry')}></div>
<div><label for="expYear">${bank('expiry')}: ${bank('expYear')}</label>
<input id="expYear" name="expYear" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" value="${escapeHtml(form.expYear)}"${hinted('expiry')}></div>
</div>
${hintOf('expiry', 'expiryHint')}
${errorOf('expiry')}
<label for="otp">${bank('otp')}</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="8"${hinted('otp')}>
${hintOf('otp', 'otpHint')}
${errorOf('otp')}
</fieldset>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">${bank('pay')}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${bank('cancel')}</button>
</div>
</form>`;
  return page(lang, t('pageTitle', { ns: 'bank' }), body);
}

const outcomeKeys: Record<BankTransaction['status'], string> = {
  open: 'pageTitle',
  paid: 'statusPaid',
  verified: 'statusVerified',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
  reversed: 'statusReversed',
};

/** A finished transaction: its outcome, and (while the merchant has not verified) the way back. */
export function renderOutcome(
  row: BankTransaction,
  lang: Language,
  t: Translate,
  returnUrl: string | null,
): string {
  const bank = (key: string, params: Record<string, unknown> = {}) =>
    escapeHtml(t(key, { ns: 'bank', ...params }));
  const details = [
    row.cardMask ? `<dt>${bank('card')}</dt><dd dir="ltr">${escapeHtml(row.cardMask)}</dd>` : '',
    row.reference
      ? `<dt>${bank('reference')}</dt><dd dir="ltr">${escapeHtml(row.reference)}</dd>`
      : '',
  ].join('');
  const back = returnUrl
    ? `<p><a class="button pay" href="${escapeHtml(returnUrl)}">${bank('returnToMerchant', {
        merchant: merchantName(row.merchant, lang),
      })}</a></p>`
    : '';
  const body = `<h1>${bank('pageTitle')}</h1>
${summary(row, lang, t)}
${details ? `<dl>${details}</dl>` : ''}
<p class="outcome" role="status">${bank(outcomeKeys[row.status])}</p>
${back}`;
  return page(lang, t('pageTitle', { ns: 'bank' }), body);
}

export function renderNotFound(lang: Language, t: Translate): string {
  const text = escapeHtml(t('notFound', { ns: 'bank' }));
  return page(
    lang,
    t('pageTitle', { ns: 'bank' }),
    `<h1>${escapeHtml(t('pageTitle', { ns: 'bank' }))}</h1><p class="outcome" role="alert">${text}</p>`,
  );
}

/** Where the bank sends the browser back: the merchant's callback with the token and outcome. */
export function callbackLocation(row: BankTransaction, ok: boolean): string {
  const separator = row.callbackUrl.includes('?') ? '&' : '?';
  const query = new URLSearchParams({ token: row.token, status: ok ? 'OK' : 'NOK' });
  return `${row.callbackUrl}${separator}${query.toString()}`;
}

export const sandboxLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Sandbox bank"><rect width="64" height="64" rx="12" fill="#1d5fd0"/><path d="M12 26 32 14l20 12v4H12zM16 32h6v16h-6zM29 32h6v16h-6zM42 32h6v16h-6zM12 50h40v4H12z" fill="#fff"/></svg>`;
