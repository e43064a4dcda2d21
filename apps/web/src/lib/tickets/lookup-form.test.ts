import { buildTicketNumber } from '@parvaz/domain/tickets/ticket-number';
import { describe, expect, it } from 'vitest';
import { emptyLookup, type LookupForm } from './lookup-form';
import { lookupBody, lookupProblems } from './lookup-rules';

const tracking = (over: Partial<LookupForm> = {}): LookupForm => ({
  ...emptyLookup('IR'),
  trackingCode: 'AB12CD34EF',
  mobile: '0912 123 4567',
  ...over,
});
const ticket = (over: Partial<LookupForm> = {}): LookupForm => ({
  ...emptyLookup('IR'),
  way: 'ticket',
  ticketNumber: buildTicketNumber('096', 42),
  lastName: 'rezaei',
  ...over,
});

describe('the lookup form’s request', () => {
  it('sends the tracking code and the mobile as the booking stored it', () => {
    expect(lookupBody(tracking({ mobile: '۰۹۱۲۱۲۳۴۵۶۷', trackingCode: ' ab12 ' }))).toEqual({
      trackingCode: 'ab12',
      mobile: '+989121234567',
    });
  });

  it('reads a local number in the chosen country', () => {
    expect(lookupBody(tracking({ country: 'TR', mobile: '0532 123 45 67' }))).toEqual({
      trackingCode: 'AB12CD34EF',
      mobile: '+905321234567',
    });
  });

  it('sends only the ticket number, without spaces or dashes, and the last name', () => {
    expect(lookupBody(ticket({ ticketNumber: '096-000000004-2', lastName: ' Rezaei ' }))).toEqual({
      ticketNumber: '0960000000042',
      lastName: 'Rezaei',
    });
  });
});

describe('the lookup form’s rules', () => {
  it('accepts a complete pair of either way', () => {
    expect(lookupProblems(tracking())).toEqual({});
    expect(lookupProblems(ticket())).toEqual({});
  });

  it('marks what the chosen pair lacks as required', () => {
    const none = emptyLookup('IR');
    expect(Object.keys(lookupProblems(none)).sort()).toEqual(['mobile', 'trackingCode']);
    expect(lookupProblems({ ...none, trackingCode: 'AB12' }).mobile?.key).toBe('required');
    const byTicket = lookupProblems({ ...none, way: 'ticket' });
    expect(byTicket.ticketNumber?.key).toBe('required');
    expect(byTicket.lastName?.key).toBe('required');
  });

  it('does not ask for the other way’s fields', () => {
    expect(lookupProblems(ticket({ trackingCode: '', mobile: '' }))).toEqual({});
    expect(lookupProblems(tracking({ ticketNumber: '', lastName: '' }))).toEqual({});
  });

  it('tells a mobile that is no mobile, and a ticket number that cannot be one', () => {
    expect(lookupProblems(tracking({ mobile: '12345' })).mobile?.key).toBe('invalidMobile');
    expect(lookupProblems(ticket({ ticketNumber: '0960000000041' })).ticketNumber?.key).toBe(
      'invalidValue',
    );
    expect(lookupProblems(ticket({ ticketNumber: '12345' })).ticketNumber?.key).toBe(
      'invalidValue',
    );
  });
});
