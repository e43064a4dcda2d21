import type { FaqSeed } from './faq-seed';

export const faqEn: FaqSeed = {
  booking: [
    {
      q: 'How do I book a flight?',
      a: '<p>Choose where you fly from and to and the day on the home page, then pick a flight from the results. Enter each passenger’s name exactly as on their ID or passport, choose seats if you like, and pay. Your ticket and its tracking code arrive by SMS and e-mail straight away.</p>',
    },
    {
      q: 'How many passengers can I book at once?',
      a: '<p>Up to 9 passengers in one booking, with at most one infant (under 2) per adult. Children are 2 to 11 years old on the day of the flight.</p>',
    },
    {
      q: 'How long are my seats held while I enter the details?',
      a: '<p>Once you choose a flight, its seats are held for 10 minutes while you enter the passengers — the countdown on the page shows the time left. After the booking is made you have at least 15 minutes to pay; after that the seats go back on sale.</p>',
    },
    {
      q: 'Do I need a national ID number or a passport?',
      a: '<p>Each passenger needs one of the two. Domestic flights take a national ID number; international flights need a passport number. You can type the digits on a Persian or Arabic keyboard too.</p>',
    },
  ],
  payment: [
    {
      q: 'How can I pay?',
      a: '<p>By bank card on the bank’s own secure page, or from your {name} wallet if your account has credit. We never see your full card number.</p>',
    },
    {
      q: 'Which currency are prices shown in?',
      a: '<p>In {currency}, unless you choose another currency at the top of the page. You are charged in the currency you see, at the day’s rate, and the total is shown before you pay.</p>',
    },
    {
      q: 'Money left my card but I have no ticket. What now?',
      a: '<p>If the bank does not confirm a payment, no ticket is issued and the bank returns the amount to your card automatically, usually within 72 hours. You can check the booking on <a href="/refund">ticket tracking</a>, or call us on {phone}.</p>',
    },
    {
      q: 'Can I use a discount code?',
      a: '<p>Yes: type it in the payment step before you pay. The code is checked for your route and dates, and the new total is shown at once. One code per booking.</p>',
    },
  ],
  refund: [
    {
      q: 'How do I refund a ticket?',
      a: '<p>Go to <a href="/refund">ticket tracking and refund</a>, enter the tracking code and the mobile number of the booking, choose the tickets and the kind of refund. You see the penalty and the amount you get back before you confirm.</p>',
    },
    {
      q: 'How much is deducted when I refund?',
      a: '<p>It depends on the fare and on how many hours are left before departure: the closer to the flight, the higher the penalty. Each fare’s table is in the <a href="/flightPrivacy">flight rules</a> and on your ticket.</p>',
    },
    {
      q: 'When does the refunded money arrive?',
      a: '<p>It goes back the way you paid. A wallet is credited as soon as the refund is settled; a bank card usually within a few working days, depending on your bank.</p>',
    },
    {
      q: 'My flight was cancelled or badly delayed. Do I lose anything?',
      a: '<p>No. When the airline cancels a flight or delays it beyond the allowed time, you get the whole amount back with no penalty. We let you know by SMS, and you can ask for the refund on the same page.</p>',
    },
  ],
  baggage: [
    {
      q: 'How much checked baggage can I take?',
      a: '<p>Each fare shows its allowance in the search results, and your ticket repeats it. Domestic economy fares usually include 20 kg; some discounted fares include less.</p>',
    },
    {
      q: 'What about hand baggage?',
      a: '<p>Most airlines allow one cabin bag of up to 7 kg plus a small personal item. Liquids go in containers of up to 100 ml in a clear bag.</p>',
    },
    {
      q: 'Can I add extra baggage after booking?',
      a: '<p>Yes, until the flight’s sales close: open <a href="/ssr">add a service</a>, find your booking with its tracking code and choose the extra weight. You pay only the difference.</p>',
    },
    {
      q: 'Can I travel with a pet or ask for a wheelchair?',
      a: '<p>Both are added on <a href="/ssr">add a service</a>. A wheelchair is free. Animals travel in the hold, all of one kind per booking, and each flight has limited room for them, so add them early.</p>',
    },
  ],
  hotels: [
    {
      q: 'How do I book a hotel?',
      a: '<p>On the <a href="/hotels">hotels</a> page choose the city, your dates and the rooms with their guests. Pick a room on the hotel’s page and reserve it: the rooms are held for 15 minutes while you pay, and your voucher arrives at once.</p>',
    },
    {
      q: 'Can I cancel a hotel booking?',
      a: '<p>Each room rate has its own terms, shown before you pay and again on the voucher: free until a deadline, then a penalty. A guest who does not arrive is charged the no-show amount and the rest is refunded. See the <a href="/hotelPrivacy">hotel rules</a>.</p>',
    },
    {
      q: 'What do I show at check-in?',
      a: '<p>Your voucher (on the phone or printed) and the lead guest’s ID card or passport. The lead guest of each room must be at least 18. Check-in is usually from 14:00 and check-out by 12:00.</p>',
    },
    {
      q: 'How are children counted?',
      a: '<p>Give each child’s age when you search, so the price is right. A room takes up to 3 children aged up to 17, always with at least one adult.</p>',
    },
  ],
  club: [
    {
      q: 'What is the {name} club?',
      a: '<p>Our travellers’ club: every ticket you fly earns miles according to its fare class and your tier. Miles can pay for later flights, and higher tiers earn faster.</p>',
    },
    {
      q: 'When do my miles appear?',
      a: '<p>As soon as you buy a ticket its miles show as pending; they become usable once the flight has been flown. If you refund the ticket, its miles are taken back.</p>',
    },
    {
      q: 'I flew but the miles are missing. What can I do?',
      a: '<p>If you flew without giving your club number, claim the miles in your profile with the ticket number, your last name and the flight date. Most claims are matched at once.</p>',
    },
    {
      q: 'Can I buy miles?',
      a: '<p>Yes, up to a yearly limit, when you are a few miles short of a reward. The price is shown before you pay.</p>',
    },
  ],
};
