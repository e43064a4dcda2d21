// The visitors' case pages in the accessibility sweep (a11y-routes.ts takes them in): /report
// with the safety form's messages and captcha shown, and /case with a demo case of the brand
// found (the contact form is checked on /contactUs, a content page).
import type { Language } from '@parvaz/domain/languages';
import type { Popup, RouteVisit } from './a11y-routes';
import { brandOf } from './a11y-routes';
import { at } from './a11y-visit';
import { texts } from './booking-flow';

/** A demo case of each brand and the mobile it was sent with (README, "Demo accounts"). */
const demoCases = {
  sepehran: { reference: '5100000002', mobile: '09121234502' },
  turk: { reference: '5200000001', mobile: '05321234501' },
  oman: { reference: '5300000001', mobile: '91234501' },
};
const caseOf = (language: Language) => {
  const brand = brandOf(language);
  return brand === 'turk' || brand === 'oman' ? demoCases[brand] : demoCases.sepehran;
};

/** The safety form sent empty: every field's message, the captcha's picture and its field. */
const safetyMessages: Popup = {
  name: 'the safety form’s messages',
  async open({ page, t, language }) {
    await page.getByRole('link', { name: t('cases.kind.safety') }).click();
    await page.getByRole('heading', { level: 2, name: t('cases.report.safetyTitle') }).waitFor();
    await page.getByRole('button', { name: t('cases.send') }).click();
    await page.getByText(texts(language, 'messages')('captchaRequired')).first().waitFor();
  },
  close: at('/report'),
};

/** The brand's demo case found by its reference and mobile: its status and conversation. */
const caseFound: Popup = {
  name: 'a case found',
  async open({ page, t, language }) {
    const { reference, mobile } = caseOf(language);
    await page.getByLabel(t('cases.lookup.reference')).fill(reference);
    await page.getByLabel(t('cases.mobile')).fill(mobile);
    await page.getByRole('button', { name: t('cases.lookup.submit') }).click();
    await page.getByRole('button', { name: t('cases.lookup.another') }).waitFor();
  },
  async close({ page, t }) {
    await page.getByRole('button', { name: t('cases.lookup.another') }).click();
    await page.getByRole('button', { name: t('cases.lookup.submit') }).waitFor();
  },
};

export const caseVisits: Record<string, RouteVisit> = {
  '/report': {
    role: 'guest',
    open: at('/report'),
    popups: [safetyMessages],
  },
  '/case': {
    role: 'guest',
    open: at('/case'),
    popups: [caseFound],
  },
};
