import { entryKinds, statementMoveOf } from '@parvaz/domain/ledger/movements';
import type { Database } from '../../db/client';
import type { PurchaseLine, StatementReader } from './purchase-kind';
import type { PurchaseRegistry } from './purchase-registry';

/** A ledger line as a statement shows it: the entry's kind and the purchase it is about, if any. */
export interface LineToDescribe {
  entryKind: string;
  purchase: { kind: string; id: number } | null;
}

/**
 * What a line reads as by its entry's kind alone: a line of no purchase (a balance brought in, a
 * goodwill credit, a refund of nothing named), and what a kind says of a purchase it cannot find.
 */
export function entryKindWords(entryKind: string, reader: Pick<StatementReader, 't'>): string {
  const t = (key: string) => reader.t(key, { ns: 'common' });
  switch (statementMoveOf(entryKind)) {
    case 'topup':
      return t('profile.txTopup');
    case 'payment':
      return t('profile.txType.payment');
    case 'refund':
      return t('profile.txType.refund');
    default:
      return entryKind === entryKinds.opening
        ? t('profile.txCreditAdded')
        : t('profile.txType.adjustment');
  }
}

/** How a kind words a line of its purchase, found: its payment and its refund. */
export interface WordsOfFound<T> {
  payment: (found: T) => string;
  refund: (found: T) => string;
}

/**
 * A kind's lines worded by what the traveller knows its purchase by (a PNR, a tracking code): the
 * purchases named are found once for all the lines; a payment and a refund are worded by the kind,
 * any other line, or a line whose purchase is gone (or another tenant's), by its entry's kind.
 */
export async function describeByReference<T>(
  lines: readonly PurchaseLine[],
  reader: Pick<StatementReader, 't'>,
  find: (ids: readonly number[]) => Promise<ReadonlyMap<number, T>>,
  words: WordsOfFound<T>,
): Promise<string[]> {
  const found = await find([...new Set(lines.map((line) => line.purchaseId))]);
  return lines.map((line) => {
    const purchase = found.get(line.purchaseId);
    const move = statementMoveOf(line.entryKind);
    if (purchase === undefined || (move !== 'payment' && move !== 'refund'))
      return entryKindWords(line.entryKind, reader);
    return words[move](purchase);
  });
}

/**
 * The words of each line of a party's statement (a customer's wallet, an agency's account), in
 * order and in the reader's language: each purchase kind words its own lines, asked once for all
 * of them, so the statement reads no product's tables; a line of no purchase, or of a kind this
 * app does not sell, reads by its entry's kind. The ledger's own descriptions are for the books,
 * in English, and never shown here.
 */
export async function describeStatementLines(
  db: Database,
  purchases: PurchaseRegistry,
  reader: StatementReader,
  lines: readonly LineToDescribe[],
): Promise<string[]> {
  const words = lines.map((line) => entryKindWords(line.entryKind, reader));
  const byKind = new Map<string, { at: number[]; lines: PurchaseLine[] }>();
  lines.forEach((line, at) => {
    if (!line.purchase || !purchases.knows(line.purchase.kind)) return;
    const group = byKind.get(line.purchase.kind) ?? { at: [], lines: [] };
    group.at.push(at);
    group.lines.push({ purchaseId: line.purchase.id, entryKind: line.entryKind });
    byKind.set(line.purchase.kind, group);
  });
  await Promise.all(
    [...byKind].map(async ([kind, group]) => {
      const described = await purchases.kindOf(kind).describe(db, group.lines, reader);
      group.at.forEach((at, i) => {
        const text = described[i];
        if (text !== undefined) words[at] = text;
      });
    }),
  );
  return words;
}
