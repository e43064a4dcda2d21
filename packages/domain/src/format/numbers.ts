import { normalizeDigits } from './digits';

const plainDecimal = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Groups the integer part by thousands with a comma (spec section 9) and keeps every fraction
 * digit it is given. Strings are taken as exact decimals (so amounts beyond 2^53 keep their
 * digits) and may use Persian or Arabic digits. Throws RangeError on anything that is not a
 * finite decimal number, because a formatter that guesses hides bugs.
 */
export function groupThousands(value: number | bigint | string): string {
  const text = typeof value === 'string' ? normalizeDigits(value.trim()) : toPlainDecimal(value);
  const match = plainDecimal.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${String(value)}`);
  const [, sign = '', integerDigits = '', fraction] = match;
  const integer = integerDigits.replace(/^0+(?=\d)/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const isZero = /^0*$/.test(integer) && (fraction === undefined || /^0*$/.test(fraction));
  const shownSign = sign === '-' && !isZero ? '-' : '';
  return `${shownSign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** String(n) switches to exponent form outside 1e-7..1e21; this writes the same digits out in full. */
function toPlainDecimal(value: number | bigint): string {
  if (typeof value === 'bigint') return value.toString();
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${String(value)}`);
  const text = String(value);
  const exponentForm = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponentForm) return text;
  const [, sign = '', lead = '', rest = '', exponentText = '0'] = exponentForm;
  const digits = lead + rest;
  const pointAt = 1 + Number(exponentText);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}
