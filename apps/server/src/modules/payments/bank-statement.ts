import { invoiceReferenceIn, invoiceReferencesIn } from '@parvaz/domain/payments/invoices';
import { receiveTransfer, type TransferReceived } from './bank-transfers.service';
import type { PaymentDeps } from './payments.service';

/**
 * One line of the brand's own bank account statement, as the daily bank reconciliation reads it:
 * the bank's reference, the payer's free text, and the amount signed from the account (money in
 * positive).
 */
export interface BankStatementLine {
  bankReference: string;
  description: string;
  amount: number;
  currency: string;
  bookedAt: Date;
}

/** What a statement line is to invoices, before anything is received. */
export type StatementLineMatch =
  | { line: 'invoice'; reference: string }
  | { line: 'notAnInvoice'; why: 'moneyOut' | 'noReference' | 'severalReferences' };

/**
 * Whether a statement line pays an invoice: money in whose description names exactly one invoice
 * reference. A line naming several is left to a person rather than split by guessing; a line
 * naming none is another movement (a card provider's payout, a fee), for the other comparisons.
 */
export function matchStatementLine(
  line: Pick<BankStatementLine, 'amount' | 'description'>,
): StatementLineMatch {
  if (line.amount <= 0) return { line: 'notAnInvoice', why: 'moneyOut' };
  const reference = invoiceReferenceIn(line.description);
  if (reference) return { line: 'invoice', reference };
  return {
    line: 'notAnInvoice',
    why: invoiceReferencesIn(line.description).length > 1 ? 'severalReferences' : 'noReference',
  };
}

/**
 * Receives the invoice payments of a day's statement of the tenant's bank account: each line
 * naming one invoice goes through `receiveTransfer` (once per bank reference, so importing the
 * same statement again receives nothing twice); the other lines are answered as they are.
 */
export async function receiveStatementLines(
  deps: Pick<PaymentDeps, 'db' | 'now' | 'translatorFor' | 'purchases'>,
  tenant: string,
  lines: readonly BankStatementLine[],
): Promise<
  Array<{ bankReference: string; match: StatementLineMatch; received?: TransferReceived }>
> {
  const answers = [];
  for (const line of lines) {
    const match = matchStatementLine(line);
    if (match.line !== 'invoice') {
      answers.push({ bankReference: line.bankReference, match });
      continue;
    }
    const received = await receiveTransfer(deps, {
      tenant,
      reference: match.reference,
      amount: line.amount,
      currency: line.currency,
      bankReference: line.bankReference,
      receivedAt: line.bookedAt,
    });
    answers.push({ bankReference: line.bankReference, match, received });
  }
  return answers;
}
