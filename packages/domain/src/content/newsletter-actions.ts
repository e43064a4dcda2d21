/**
 * What the page a newsletter mail's link leads to asks for, by its address's parameter
 * (`/newsletter?confirm=<token>`): a button does it, so opening a link alone changes nothing.
 */
export const newsletterActions = ['confirm', 'unsubscribe'] as const;
export type NewsletterAction = (typeof newsletterActions)[number];
