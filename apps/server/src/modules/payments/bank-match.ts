import {
  bankMovementKinds,
  type BankDifference,
  type BankDifferenceReason,
  type BankMovementKind,
} from '@parvaz/domain/contracts/bank-reconciliation';

/**
 * One movement of money on either side, made comparable: the provider's report line or the
 * ledger's posting on the bank clearing account, with the payment it belongs to as far as it is
 * known, its day in the provider's zone, and its amount signed from the clearing account (money
 * the provider took for us positive, money given back negative).
 */
export interface ReconciledLine {
  side: 'bank' | 'ledger';
  day: string;
  currency: string;
  movement: BankMovementKind;
  paymentId: number | null;
  token: string | null;
  /** The ledger entry's key; null on the bank's side. */
  entryKey: string | null;
  amount: number;
}

export interface CurrencyComparison {
  currency: string;
  bankTotal: number;
  ledgerTotal: number;
  differences: BankDifference[];
}

/** Lines of one payment's (or one unknown token's, or one stray entry's) movement of a kind. */
interface Group {
  /** Currency, subject and movement: the same key finds the same movement on other days. */
  key: string;
  /** Currency and subject: a payment's movements together. */
  subject: string;
  currency: string;
  movement: BankMovementKind;
  paymentId: number | null;
  token: string | null;
  bank: ReconciledLine[];
  ledger: ReconciledLine[];
}

/** Who a line is about: the payment when known, else what names it on its own side. */
function subjectOf(line: ReconciledLine): string {
  if (line.paymentId !== null) return `payment ${line.paymentId}`;
  if (line.token !== null) return `token ${line.token}`;
  return `entry ${line.entryKey ?? ''}`;
}

const sum = (lines: readonly ReconciledLine[]) => lines.reduce((total, l) => total + l.amount, 0);

function groupLines(lines: readonly ReconciledLine[]): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const subject = `${line.currency}|${subjectOf(line)}`;
    const key = `${subject}|${line.movement}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        subject,
        currency: line.currency,
        movement: line.movement,
        paymentId: line.paymentId,
        token: line.token,
        bank: [],
        ledger: [],
      };
      groups.set(key, group);
    }
    group.token ??= line.token;
    group[line.side].push(line);
  }
  return groups;
}

/**
 * A payment the bank verified and gave back on the same day with no ledger entry at all: the
 * callback found the amount wrong, or what it paid for gone, and reversed at once. The payment
 * never settled on our side, so by the ledger's rules nothing was posted, and the bank's two
 * movements cancel out.
 */
function givenBackAtOnce(groups: readonly Group[]): boolean {
  if (groups.some((g) => g.ledger.length > 0)) return false;
  const settled = groups.find((g) => g.movement === 'settled');
  const reversed = groups.find((g) => g.movement === 'reversed');
  return (
    groups.length === 2 &&
    settled !== undefined &&
    reversed !== undefined &&
    sum(settled.bank) + sum(reversed.bank) === 0
  );
}

function reasonOf(group: Group): BankDifferenceReason | null {
  if (group.ledger.length === 0) return 'missingInLedger';
  if (group.bank.length === 0) return 'missingAtBank';
  return sum(group.bank) === sum(group.ledger) ? null : 'amountDiffers';
}

/** The neighbouring day on which the missing side has the same movement, if it has. */
function otherDayOf(
  group: Group,
  reason: BankDifferenceReason,
  neighbours: ReadonlyMap<string, Group>,
): string | null {
  if (reason === 'amountDiffers') return null;
  const missingSide = reason === 'missingInLedger' ? 'ledger' : 'bank';
  return neighbours.get(group.key)?.[missingSide][0]?.day ?? null;
}

/**
 * Compares the two sides' lines of `day` per currency and per payment movement (settled,
 * reversed, refunds summed per payment), and lists every movement whose sums differ or which
 * one side lacks. Lines of other days are only looked at to tell a difference of timing (the
 * other side booked it the day before or after) from a missing movement. `currencies` are
 * answered even when the day has no line in them.
 */
export function compareDay(
  lines: readonly ReconciledLine[],
  day: string,
  currencies: readonly string[] = [],
): CurrencyComparison[] {
  const ofDay = lines.filter((line) => line.day === day);
  const groups = groupLines(ofDay);
  const neighbours = groupLines(lines.filter((line) => line.day !== day));

  const byCurrency = new Map<string, CurrencyComparison>();
  const comparisonOf = (currency: string) => {
    let found = byCurrency.get(currency);
    if (!found) {
      found = { currency, bankTotal: 0, ledgerTotal: 0, differences: [] };
      byCurrency.set(currency, found);
    }
    return found;
  };
  for (const currency of currencies) comparisonOf(currency);
  for (const line of ofDay) {
    const comparison = comparisonOf(line.currency);
    if (line.side === 'bank') comparison.bankTotal += line.amount;
    else comparison.ledgerTotal += line.amount;
  }

  const bySubject = new Map<string, Group[]>();
  for (const group of groups.values())
    bySubject.set(group.subject, [...(bySubject.get(group.subject) ?? []), group]);
  for (const subjectGroups of bySubject.values()) {
    if (givenBackAtOnce(subjectGroups)) continue;
    for (const group of subjectGroups) {
      const reason = reasonOf(group);
      if (!reason) continue;
      comparisonOf(group.currency).differences.push({
        reason,
        movement: group.movement,
        paymentId: group.paymentId,
        token: group.token,
        entryKeys: group.ledger.flatMap((line) => (line.entryKey ? [line.entryKey] : [])),
        bankAmount: sum(group.bank),
        ledgerAmount: sum(group.ledger),
        otherDay: otherDayOf(group, reason, neighbours),
      });
    }
  }

  const movementOrder = (kind: BankMovementKind) => bankMovementKinds.indexOf(kind);
  for (const comparison of byCurrency.values())
    comparison.differences.sort(
      (a, b) =>
        (a.paymentId ?? Number.MAX_SAFE_INTEGER) - (b.paymentId ?? Number.MAX_SAFE_INTEGER) ||
        movementOrder(a.movement) - movementOrder(b.movement) ||
        (a.token ?? '').localeCompare(b.token ?? '') ||
        (a.entryKeys[0] ?? '').localeCompare(b.entryKeys[0] ?? ''),
    );
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
