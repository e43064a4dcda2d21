import type { SeedPost } from '../seed-post';

// English demo posts: visas, airline news and hotels.

export const enNews: readonly SeedPost[] = [
  {
    slug: 'what-a-schengen-visa-needs',
    category: 'visas',
    image: 'passport',
    author: 'James Whitfield',
    daysAgo: 7,
    tags: ['Schengen', 'Europe', 'documents'],
    title: 'What a Schengen visa application needs',
    summary:
      'The short-stay visa for 29 European countries asks for the same core papers everywhere. Here they are, with the usual mistakes.',
    body: `
A Schengen short-stay visa lets you spend up to 90 days in any 180 across the Schengen area. You apply to the consulate of the country where you will spend the most nights, or of your first entry if the nights are equal.

## The core documents

- A passport issued in the last ten years, valid for three months after you leave, with two blank pages.
- The application form, signed, and one recent photo of 35 × 45 mm on a white background.
- Travel medical insurance covering at least 30,000 euros for the whole trip.
- A return flight reservation and hotel bookings for every night.
- Bank statements for the last three to six months, and a letter from your employer or proof of your business.

## Common mistakes

Hotel bookings that are cancelled after the appointment are a frequent cause of refusal; keep them valid until you travel. Statements that show a large deposit a week before the application raise questions, so explain any unusual amount in a short cover letter. Make sure the dates on the form, the insurance and the bookings all match.

Fingerprints are taken at your first application and reused for five years.
`,
  },
  {
    slug: 'when-to-book-a-schengen-appointment',
    category: 'visas',
    image: 'passport',
    author: 'James Whitfield',
    daysAgo: 35,
    tags: ['Schengen', 'planning', 'appointments'],
    title: 'When to book your Schengen appointment',
    summary:
      'Applications open six months before the trip, and in spring the appointments go fast. A simple timeline.',
    body: `
You may apply for a Schengen visa up to six months before your trip and no later than fifteen days before it. In practice, the latest safe date is much earlier, especially before the summer.

## A timeline that works

- **Three months before:** check which consulate handles your file and whether it uses an outside visa centre. Look at the appointment calendar.
- **Ten to twelve weeks before:** book the appointment, then reserve flights and hotels that can be cancelled if the visa is refused.
- **Eight weeks before:** collect bank statements, the employer's letter and insurance. Translate documents if the consulate asks for it.
- **The appointment:** bring originals and copies, arrive early, and keep the receipt with your tracking number.

Processing takes about fifteen days, but may take up to forty-five when the consulate asks for more documents. Between April and July, appointment slots in busy cities can be fully booked for weeks, so set a reminder to check the calendar every morning; cancelled slots are released without notice.

Do not buy non-refundable tickets until the passport is back with the visa inside.
`,
  },
  {
    slug: 'uk-visitor-visa-bank-statements',
    category: 'visas',
    image: 'passport',
    author: 'Hannah Carter',
    daysAgo: 58,
    tags: ['UK', 'documents', 'finances'],
    title: 'UK visitor visa: getting the bank statements right',
    summary:
      'Money is the part of a UK visitor application that is most often misunderstood. What officers look for.',
    body: `
The UK Standard Visitor visa is applied for online, with biometrics taken at a visa centre. There is no fixed amount of money you must show, which is exactly why this part confuses people.

## What the officer wants to see

The question is whether the trip is affordable for you and whether your finances look like a stable life you will return to. Six months of statements that show a regular salary, normal spending and a balance that comfortably covers the trip are better than a large balance with no history.

## Avoid

- Large deposits just before applying, with no explanation.
- Statements that do not show your name and account number.
- Money that belongs to someone else, unless that person sponsors the trip and writes a letter with their own statements.

## Add

A letter from your employer with your salary, position and approved leave dates helps. If you own a business, include its registration and recent tax filings. If a family member in the UK is hosting you, their invitation and proof of address are useful.

Decisions usually arrive in about three weeks; priority services are offered in some countries for a higher fee.
`,
  },
  {
    slug: 'oman-evisa-in-plain-words',
    category: 'visas',
    image: 'passport',
    author: 'Leyla Demir',
    daysAgo: 84,
    tags: ['Oman', 'e-visa', 'Muscat'],
    title: "Oman's e-visa in plain words",
    summary:
      'Who can visit Oman without a visa, who applies online, and the papers you should have ready at Muscat airport.',
    body: `
Oman has opened up to visitors in recent years. Citizens of many countries can now visit for a short stay without a visa, and most others apply for a tourist e-visa online before they fly.

## Applying online

The application is made on the Royal Oman Police e-visa portal. You will need a scan of your passport, valid for at least six months, a recent photo and, for some nationalities, a hotel reservation and a return ticket. Most applications are decided within a few working days, but apply at least two weeks ahead.

## At the airport

Print the e-visa or keep it on your phone, together with your hotel booking and return flight. Officers may also ask for proof of travel insurance, so carry it even if nobody checked it when you applied.

## Good to know

- Overstaying is fined for every day; check the length of your visa carefully.
- GCC residents in certain professions may be eligible for a visa on arrival.
- A visa for Oman does not cover a side trip to the UAE, and the other way round.

Rules change, so confirm the current requirements for your nationality before booking.
`,
  },
  {
    slug: 'do-you-need-a-transit-visa',
    category: 'visas',
    image: 'map',
    author: 'Omid Farahani',
    daysAgo: 140,
    tags: ['transit', 'connections', 'documents'],
    title: 'Do you need a transit visa?',
    summary:
      'Changing planes abroad usually needs no visa, but there are exceptions that can stop you at the first gate.',
    body: `
When you connect between two international flights and stay in the airport's transit area, most countries do not ask for a visa. But the exceptions catch travellers every day, and they usually find out at check-in, not at the connecting airport.

## When you may need one

- You must collect your bags and check them in again, because the two flights are on separate tickets.
- You change airports in the same city, for example in London, Paris or Istanbul.
- Your nationality is on the list of a country that asks for an airport transit visa even without leaving the airport; several Schengen countries keep such a list.
- The connection is overnight and the airport has no transit hotel.

## How to stay safe

Book connections on one ticket whenever you can; the airline then checks your bags through and is responsible if you miss the second flight because the first was late. Leave at least ninety minutes for an international connection and more at large hubs.

Before you buy, check the rules of every country you pass through, not only the one you are going to.
`,
  },
  {
    slug: 'winter-schedule-more-morning-flights',
    category: 'airline-news',
    image: 'runway',
    author: 'Omid Farahani',
    daysAgo: 9,
    tags: ['schedule', 'winter', 'domestic flights'],
    title: 'Winter schedule: more morning departures on busy routes',
    summary:
      'The winter timetable moves several busy routes to earlier departures and adds extra flights for the holidays.',
    body: `
The winter timetable starts at the end of October and runs until the end of March. Airlines selling on {brand} have published their plans, and the main change is a shift towards the morning.

## What changes

Busy business routes get more departures between six and nine in the morning, so a day trip with a return in the evening becomes easier. Several evening flights move thirty to sixty minutes earlier, which should also cut the late arrivals that fog caused last winter.

## Holiday extras

Extra flights are planned around the winter school holidays and the New Year, on routes to the south and to the islands. These flights go on sale gradually; if you do not see your date yet, set a price alert and we will tell you when seats appear.

## If your flight has moved

Passengers whose booked flight has moved by more than an hour receive an SMS and an e-mail. You can accept the new time, choose another flight on the same route without a fee, or ask for a full refund from the ticket page.

Always check the departure time on your e-ticket the day before you fly.
`,
  },
  {
    slug: 'new-route-muscat-shiraz',
    category: 'airline-news',
    image: 'plane',
    author: 'Leyla Demir',
    daysAgo: 31,
    tags: ['Muscat', 'Shiraz', 'new route'],
    title: 'New route: Muscat to Shiraz twice a week',
    summary:
      'A direct flight now links Muscat and Shiraz on Tuesdays and Fridays, cutting a trip that used to need a connection.',
    body: `
Travellers between Oman and southern Iran have a new option: a direct flight between Muscat and Shiraz, twice a week, on Tuesdays and Fridays.

## The schedule

The flight leaves Muscat in the late morning and lands in Shiraz about two hours later; the return leaves Shiraz in the afternoon. The aircraft is a narrow-body jet with economy and a small business cabin.

## Why it matters

Until now the trip meant a connection through Tehran or a Gulf hub and took at least six hours. The direct flight puts Shiraz's gardens, Persepolis and the Zagros mountains within a weekend's reach of Muscat, and makes family visits easier in both directions.

## Fares and baggage

The introductory fares include 30 kg of checked baggage in economy, generous for a short regional route, and a meal on board. Children under two fly for a tenth of the adult fare.

Seats are on sale now on {brand}; the first weeks, around the spring holidays, are filling up quickly.
`,
  },
  {
    slug: 'online-check-in-opens-48-hours-before',
    category: 'airline-news',
    image: 'plane',
    author: 'Hannah Carter',
    daysAgo: 55,
    tags: ['check-in', 'online', 'airport'],
    title: 'Online check-in now opens 48 hours before departure',
    summary:
      'More airlines open online check-in two days ahead. What it means for seat choice and the queue at the airport.',
    body: `
Several airlines sold on {brand} now open online check-in 48 hours before departure instead of 24. It is a small change that makes a real difference for travellers.

## What you gain

- More time to choose a seat before the aircraft fills up, especially for families who want to sit together.
- A boarding pass on your phone, so with hand baggage only you can go straight to security.
- Less time in the queue: bag drop counters are usually much shorter than full check-in counters.

## What has not changed

Online check-in closes a few hours before departure, and passengers who need special help, travel with an infant or a pet, or carry a passport the system cannot read must still check in at the counter. International passengers will have their documents checked at the gate or the bag drop.

## How to do it

Open the ticket page with your tracking code, choose the flight and follow the steps. You will receive the boarding pass by e-mail and can download it as a PDF.

Remember that checking in online does not move the gate closing time; be at the gate at least twenty minutes before departure.
`,
  },
  {
    slug: 'economy-light-fare-explained',
    category: 'airline-news',
    image: 'suitcase',
    author: 'James Whitfield',
    daysAgo: 101,
    tags: ['fares', 'baggage', 'economy'],
    title: 'What changes with the new Economy Light fare',
    summary:
      'A cheaper fare without checked baggage has arrived on several routes. Who it suits, and the small print.',
    body: `
Several airlines have introduced an Economy Light fare on domestic and short regional routes. It is cheaper than the standard economy fare, but it includes only cabin baggage.

## Who it suits

Business travellers on day trips and anyone who packs light. If you fly with one cabin bag of about 7 kg and a small personal item, you will save money without losing anything.

## The small print

- No checked baggage. Adding a bag later costs more than the difference between the fares, so decide when you book.
- Changes are allowed with a fee and the fare difference; refunds are limited to taxes in many cases.
- Seat selection is charged, although a free seat is assigned at check-in.

## How to compare

On {brand}, the results page shows each fare with its baggage allowance and its refund rules side by side. Tap the fare to read the full conditions before you choose.

Families with children and travellers carrying gifts or sports equipment will usually find the standard economy fare cheaper in the end.
`,
  },
  {
    slug: 'summer-timetable-first-look',
    category: 'airline-news',
    image: 'runway',
    author: 'Omid Farahani',
    daysAgo: -6,
    tags: ['schedule', 'summer', 'new route'],
    title: 'A first look at the summer timetable',
    summary:
      'More flights to the coast, longer evenings in the schedule and two new seasonal routes: what the summer brings.',
    body: `
The summer timetable begins on the last Sunday of March. The airlines have shared their first plans, and the headline is more capacity to the coast and to the mountains.

## More seats where people go in summer

Routes to the Caspian coast, the Gulf islands and the cooler mountain cities gain extra weekend flights from June to September. Evening departures are added on several routes, so you can leave after work on a Thursday.

## Seasonal routes

Two seasonal routes return for the summer, with flights twice a week from late June. Their exact days and times will be published with the next schedule update.

## When to book

Summer fares usually rise steadily from April. If your dates are fixed, booking six to eight weeks ahead is a good rule, and earlier for the school holidays. A price alert on {brand} will tell you when the fare on your route falls.

We will publish the full timetable, route by route, as soon as the airlines confirm it.
`,
  },
  {
    slug: 'where-to-stay-in-istanbul',
    category: 'hotels',
    image: 'hotel',
    author: 'Leyla Demir',
    daysAgo: 24,
    tags: ['Istanbul', 'hotels', 'neighbourhoods'],
    title: 'Where to stay in Istanbul: district by district',
    summary:
      'Sultanahmet, Karaköy, Nişantaşı or Kadıköy? The right district matters more in Istanbul than the right hotel.',
    body: `
Istanbul's traffic can turn a short distance into an hour, so choosing the district is the most important decision of your stay.

## Sultanahmet

Next to Hagia Sophia, the Blue Mosque and the tram. Ideal for a first visit; small family hotels with roof terraces are the rule. The streets empty in the evening.

## Karaköy and Galata

Between the old city and Beyoğlu, with cafés, galleries and the best restaurants. Hotels here are often in restored nineteenth-century buildings. Lively and well connected by tram, funicular and ferry.

## Nişantaşı and Şişli

Shopping streets, business hotels and international chains. Good for a work trip, less so for sightseeing, which is a metro ride away.

## Kadıköy

On the Asian side, with a daily ferry ride across the Bosphorus thrown in. Fewer hotels, more apartments, and the best markets in the city.

Wherever you stay, check how far the hotel is from a tram, metro or ferry stop; it will shape every day of the trip. Quiet rooms at the back are worth asking for in the central districts.
`,
  },
  {
    slug: 'sleeping-in-a-courtyard-house',
    category: 'hotels',
    image: 'garden',
    author: 'Hannah Carter',
    daysAgo: 61,
    tags: ['Iran', 'Yazd', 'traditional stays'],
    title: 'Sleeping in a courtyard house in Yazd or Isfahan',
    summary:
      'Traditional houses turned into hotels are the most memorable places to stay in Iran. What to expect from them.',
    body: `
In the old quarters of Yazd, Isfahan and Kashan, many merchants' houses have been restored and opened as small hotels. Staying in one is often the highlight of a trip.

## What they are like

Rooms open onto a courtyard with a pool and fruit trees. Walls are thick, ceilings are high and in Yazd the wind catchers on the roof still cool the rooms in summer. Breakfast is served in the courtyard or on the roof, with a view over the domes.

## What to expect

- Rooms differ: some are large with stained-glass windows, others small. Look at the photos of the exact room.
- Bathrooms are modern but can be compact.
- Many houses are in pedestrian lanes; taxis stop at the nearest street, and staff help with the bags.
- Sound carries across the courtyard, so evenings are calm by custom.

## When to book

Spring and autumn are the busy seasons, and the best houses fill up weeks ahead, especially around the New Year holidays. In summer, ask for a room on the ground floor, which stays cool without air conditioning.

These hotels are listed as traditional lodgings; use that filter to find them.
`,
  },
  {
    slug: 'hotel-cancellation-terms-decoded',
    category: 'hotels',
    image: 'room',
    author: 'James Whitfield',
    daysAgo: 110,
    tags: ['cancellation', 'booking', 'hotels'],
    title: 'Hotel cancellation terms, decoded',
    summary:
      '"Free cancellation until 14 days before arrival" sounds clear. Here is what it means in practice, and what a no-show costs.',
    body: `
Two rooms at the same price can come with very different cancellation terms. Reading them takes a minute and can save the cost of a night or more.

## Free cancellation until a date

The date is counted in the hotel's local time, usually from its check-in time. "Free until 3 days before arrival" for a check-in at 14:00 on the 20th means free until 14:00 on the 17th, hotel time. After that, a penalty applies.

## Penalties

Penalties are usually the first night, a percentage of the stay, or the whole stay. They often grow as the date approaches: for example, the first night up to three days before, half the stay in the last three days.

## Non-refundable rates

They are cheaper, often by ten to twenty percent, but nothing is refunded, even if you cancel the same day you book. Choose them only when your plans are certain.

## No-show

If you do not arrive and do not cancel, the hotel charges the no-show penalty, usually the first night or the whole stay, and may release the other nights.

On {brand}, every room shows its terms before you pay, with the deadlines in the hotel's time.
`,
  },
  {
    slug: 'family-rooms-what-to-ask',
    category: 'hotels',
    image: 'room',
    author: 'Hannah Carter',
    daysAgo: 0,
    draft: true,
    tags: ['family', 'hotels', 'children'],
    title: 'Family rooms: what to ask before you book',
    summary:
      'Beds, cots, ages and breakfast: the questions that avoid surprises when you travel with children.',
    body: `
"Family room" means different things in different hotels: a large room with a double and a sofa bed, two connecting rooms, or a small suite. Asking the right questions before you pay avoids an uncomfortable night.

## Beds and cots

Ask how many real beds the room has and whether the extra bed is a sofa, a folding bed or a cot. Cots for babies are usually free but limited in number, so request one when you book.

## Children's ages

Hotels count children by age. A child of twelve may count as an adult, which changes the price and sometimes the room. Enter each child's age in the search so the prices you see are the ones you will pay.

## Meals

Breakfast is often free for young children and discounted for older ones. Check whether half board includes a children's menu.

## Safety and comfort

- A room away from the lift and the bar is quieter at bedtime.
- A balcony door with a high lock matters with toddlers.
- A fridge for milk and a kettle are small things that help a lot.

Keep the hotel's reply in writing, in case the room at check-in is not the one you agreed.
`,
  },
];
