// A purchase kind of a test's own (not a test itself): something no product sells, paid the ways
// a test needs (a card, an agency's credit line, bank transfers) and delivered by posting its
// sale, so payments are proven on what they alone do. Each test says what its purchases owe and,
// if it must, what their sale is; the rest is the same for all.
import { currencySchema } from '@parvaz/domain/contracts/money';
import { entryKinds } from '@parvaz/domain/ledger/movements';
import { saleLines, type SaleParts } from '@parvaz/domain/ledger/sale-lines';
import { sourcesOfKind, type PaymentSource } from '@parvaz/domain/payments/payment-sources';
import { purchaseKindNames } from '@parvaz/domain/payments/purchase-kinds';
import type { AppOptions } from '../../app';
import { postEntry } from '../ledger/ledger.api';
import type { Owed, Purchase, PurchaseKind } from './purchase-kind';

export interface TestKindSpec {
  /** The kind's name, as a payment's row names it ('errand'). */
  name: string;
  /** How a purchase's sale and statement lines name it: `${title} ${id}`. */
  title: string;
  /** What a purchase owes now; null when it is gone. */
  owed(purchase: Purchase): Owed | null;
  /** What the sale of a purchase owing `owed` is made of; by default all the brand's own goods. */
  sale?(purchase: Purchase, owed: Owed): SaleParts;
  /** Whether a purchase can no longer be delivered (its hold ran out); none by default. */
  undeliverable?(purchase: Purchase): boolean;
  /** Where its money may come from (`sourcesOfKind`); the card by default. */
  sources?: readonly PaymentSource[];
}

export interface TestKind {
  name: string;
  kind: PurchaseKind;
  /** The id of each purchase delivered, once per delivery. */
  delivered: number[];
  /** `createTestApp`'s option that lists and registers the kind beside the site's own. */
  registration: NonNullable<AppOptions['purchaseKinds']>;
}

/** The brand's own goods for what a purchase owes: the default sale of a test's kind. */
function goodsSale(owed: Owed): SaleParts {
  return {
    product: 'services',
    source: { paidBy: 'payment' },
    currency: currencySchema.parse(owed.currency),
    fares: [],
    taxes: 0,
    serviceFee: 0,
    markup: 0,
    goods: owed.amount,
    discount: 0,
  };
}

/**
 * A test's kind: delivered, it posts its sale from the purchase clearing account once per
 * purchase (once per payment for a kind whose payments do not add up, as services bought later),
 * records `<name>Delivered` on the payment that delivered it and answers `<name>_delivered`; one
 * gone or undeliverable answers `<name>_gone`. The payer returns to `/<name>s/<id>?paid=…`.
 */
export function testPurchaseKind(spec: TestKindSpec): TestKind {
  const { name, title } = spec;
  const delivered: number[] = [];
  const kind: PurchaseKind = {
    async language() {
      return 'en';
    },
    async owed(_tx, purchase) {
      return spec.owed(purchase);
    },
    async fulfil(tx, purchase, context) {
      const owed = spec.owed(purchase);
      if (!owed || spec.undeliverable?.(purchase))
        return { ok: false, outcome: `${name}_gone`, reason: 'holdExpired' };
      delivered.push(purchase.id);
      const each = owed.covers === 'purchase' ? '' : `:${purchase.payment?.id ?? 0}`;
      await postEntry(tx, {
        tenant: purchase.tenant,
        key: `${name}:${purchase.id}${each}:sold`,
        kind: entryKinds.sale,
        description: `${title} ${purchase.id}`,
        purchase: { kind: name, id: purchase.id },
        occurredAt: context.now,
        postings: saleLines(spec.sale ? spec.sale(purchase, owed) : goodsSale(owed)),
      });
      return {
        ok: true,
        outcome: `${name}_delivered`,
        event: { type: `${name}Delivered`, detail: {} },
      };
    },
    async abandon() {},
    async stillPayable() {
      return true;
    },
    resultLocation(purchase, ok) {
      return `/${name}s/${purchase.id}?paid=${ok ? 'yes' : 'no'}`;
    },
    async describe(_tx, lines) {
      return lines.map((line) => `${title} ${line.purchaseId}`);
    },
  };
  return {
    name,
    kind,
    delivered,
    registration: {
      names: [...purchaseKindNames, name],
      extra: { [name]: kind },
      sources: { ...sourcesOfKind, [name]: spec.sources ?? ['gateway'] },
    },
  };
}
