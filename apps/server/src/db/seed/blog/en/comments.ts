import type { SeedComment } from '../seed-post';

export const enComments: readonly SeedComment[] = [
  {
    slug: 'a-weekend-in-shiraz',
    fullName: 'Rachel Moore',
    text: 'We followed this almost exactly in April. Get to Nasir al-Mulk early, by ten it was packed. The faloodeh was the best thing I ate all week.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'a-weekend-in-shiraz',
    fullName: 'Daniel K.',
    text: 'Is two days really enough if you also want to see Persepolis? Or would you add a third day for it?',
    status: 'approved',
    daysAfter: 2,
  },
  {
    slug: 'a-weekend-in-shiraz',
    fullName: 'Sofia',
    text: 'Thank you, saving this for our trip next spring.',
    status: 'pending',
    daysAfter: 3,
  },
  {
    slug: 'carry-on-rules-on-domestic-flights',
    fullName: 'Mark Benson',
    text: 'Good reminder about the power banks. Mine was taken out of my checked bag last year and I only found out when I landed.',
    status: 'approved',
    daysAfter: 1,
  },
  {
    slug: 'istanbul-in-three-days',
    fullName: 'Priya Nair',
    text: 'The public ferry tip is spot on. We paid a fortune for a private cruise the first time and the ferry was honestly nicer.',
    status: 'approved',
    daysAfter: 3,
  },
  {
    slug: 'istanbul-in-three-days',
    fullName: 'Tom',
    text: 'Kadıköy on a Saturday morning is the best. Go hungry.',
    status: 'approved',
    daysAfter: 5,
  },
  {
    slug: 'what-a-schengen-visa-needs',
    fullName: 'Arman Petrosyan',
    text: 'My first application was refused because the hotel had been cancelled. Wish I had read this first.',
    status: 'approved',
    daysAfter: 2,
  },
  {
    slug: 'what-a-schengen-visa-needs',
    fullName: 'cheap-visas-now',
    text: 'Get your visa in 24 hours, guaranteed, visit our site.',
    status: 'spam',
    daysAfter: 3,
  },
  {
    slug: 'flying-with-a-baby',
    fullName: 'Emma Lewis',
    text: 'The spare top for yourself is the most underrated advice here. Learned that one the hard way.',
    status: 'pending',
    daysAfter: 4,
  },
];
