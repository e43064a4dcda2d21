import { describe, expect, it } from 'vitest';
import { guestProblems, guestRequirement, hotelGuestSchema } from './guests';

const guest = (fields: Record<string, string>) => hotelGuestSchema.parse(fields);

describe('hotel guests', () => {
  it('spells names as a passport prints them and checks IDs by nationality', () => {
    const ayse = guest({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      nationality: 'tur',
      national_id: '10000000146',
    });
    expect(ayse).toMatchObject({ firstName: 'AYSE', lastName: 'YILMAZ', nationality: 'TUR' });
    expect(guestProblems([{ adults: 1, children: 0, guests: [ayse] }])).toEqual([]);
  });

  it('names what is wrong, room and guest', () => {
    const problems = guestProblems([
      { adults: 1, children: 0, guests: [] },
      {
        adults: 2,
        children: 0,
        guests: [
          guest({ firstName: 'علی', lastName: '', nationality: 'IRN', national_id: '1234567890' }),
          guest({ firstName: 'JOHN', lastName: 'SMITH', nationality: 'GBR' }),
          guest({ firstName: 'X', lastName: 'Y', nationality: 'GBR', passport_number: 'a1' }),
        ],
      },
    ]);
    expect(problems).toEqual([
      { room: 0, guest: 0, field: 'firstName', key: 'required' },
      { room: 1, guest: 2, field: 'firstName', key: 'tooLarge' },
      { room: 1, guest: 0, field: 'firstName', key: 'englishLettersOnly' },
      { room: 1, guest: 0, field: 'lastName', key: 'required' },
      { room: 1, guest: 0, field: 'national_id', key: 'invalidNationalId' },
      { room: 1, guest: 2, field: 'passport_number', key: 'invalidPassport' },
    ]);
  });

  it('asks an added guest only for names: the lead guest alone gives nationality and an ID', () => {
    expect(guestRequirement(0)).toEqual({ names: true, nationality: true, identity: true });
    expect(guestRequirement(1)).toEqual({ names: true, nationality: false, identity: false });
    const lead = guest({
      firstName: 'ALI',
      lastName: 'REZAEI',
      nationality: 'IRN',
      national_id: '0499370899',
    });
    const bare = (fields: Record<string, string>) => ({
      adults: 2,
      children: 0,
      guests: [lead, guest(fields)],
    });
    // The second guest of the room with no national code, or no nationality either: no problem.
    expect(
      guestProblems([bare({ firstName: 'SARA', lastName: 'REZAEI', nationality: 'IRN' })]),
    ).toEqual([]);
    expect(guestProblems([bare({ firstName: 'SARA', lastName: 'REZAEI' })])).toEqual([]);
    // Still named in full, and what is given is checked.
    expect(
      guestProblems([bare({ firstName: 'SARA', nationality: 'IRN', national_id: '1234567890' })]),
    ).toEqual([
      { room: 0, guest: 1, field: 'lastName', key: 'required' },
      { room: 0, guest: 1, field: 'national_id', key: 'invalidNationalId' },
    ]);
    // The lead guest without an ID is still refused.
    expect(
      guestProblems([
        {
          adults: 1,
          children: 0,
          guests: [guest({ firstName: 'A', lastName: 'B', nationality: 'IRN' })],
        },
      ]),
    ).toEqual([{ room: 0, guest: 0, field: 'national_id', key: 'nationalIdOrPassportRequired' }]);
  });

  it('refuses the same passport twice in one stay', () => {
    const a = guest({
      firstName: 'A',
      lastName: 'B',
      nationality: 'GBR',
      passport_number: 'K1234567',
    });
    expect(
      guestProblems([
        { adults: 1, children: 0, guests: [a] },
        { adults: 1, children: 0, guests: [a] },
      ]),
    ).toEqual([{ room: 1, guest: 0, field: 'passport_number', key: 'duplicatePassport' }]);
  });
});
