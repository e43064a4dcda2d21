import type { SeedPost } from '../seed-post';

// English demo posts: destinations and travel tips.

export const enGuides: readonly SeedPost[] = [
  {
    slug: 'a-weekend-in-shiraz',
    category: 'destinations',
    image: 'garden',
    author: 'Hannah Carter',
    daysAgo: 4,
    tags: ['Shiraz', 'Iran', 'weekend', 'gardens'],
    title: 'A weekend in Shiraz: gardens, poets and a late dinner',
    summary:
      'Two days are enough to fall for Shiraz if you start early, rest at noon and save the evenings for the old town.',
    body: `
Shiraz rewards slow travellers. The city wakes early, goes quiet in the afternoon heat and comes back to life after sunset, so plan your weekend around that rhythm rather than against it.

## Saturday

Start at the Nasir al-Mulk Mosque before nine, when the morning sun pours through the stained glass and paints the carpets. Walk on to the Vakil Bazaar for spices, copper and a glass of faloodeh, the city's rosewater sorbet. After a long lunch and a rest, spend the golden hour in Eram Garden, where cypress alleys lead to a pavilion reflected in a long pool.

## Sunday

Visit the tombs of Hafez and Saadi in the late afternoon. Locals come to read verses aloud and open Hafez's book at random for a little fortune telling; join them. Finish with dinner near the Karim Khan citadel, where the restaurants stay open late.

- Spring (March to May) brings orange blossom and mild days.
- A taxi app works well; the centre is walkable in the evening.
- Dress modestly for the mosques and shrines.
`,
  },
  {
    slug: 'istanbul-in-three-days',
    category: 'destinations',
    image: 'skyline',
    author: 'Leyla Demir',
    daysAgo: 11,
    tags: ['Istanbul', 'Türkiye', 'city break'],
    title: 'Istanbul in three days without rushing',
    summary:
      'One day for the old city, one for the Bosphorus and one for the Asian side: a plan that leaves time for tea.',
    body: `
Istanbul is big enough to exhaust anyone who tries to see it all. Three days, one area each, is the way to enjoy it.

## Day one: the historic peninsula

Be at Hagia Sophia when it opens, then cross to the Blue Mosque and the Basilica Cistern. Have lunch in a simple lokanta near the Grand Bazaar, where you point at the dishes you want. Keep the afternoon for the bazaar and the Süleymaniye Mosque, whose terrace looks over the Golden Horn at sunset.

## Day two: the Bosphorus

Take the public ferry from Eminönü rather than a private tour; it is cheaper and just as beautiful. Get off at Kanlıca for yoghurt with powdered sugar, or ride to the end of the line for a fish lunch.

## Day three: Kadıköy and Moda

Cross to the Asian side for the market streets of Kadıköy, coffee roasters and the seaside walk to Moda. It feels like a different city, slower and more local.

An Istanbulkart travel card covers ferries, trams and the metro; buy one at the airport.
`,
  },
  {
    slug: 'muscat-beyond-the-corniche',
    category: 'destinations',
    image: 'beach',
    author: 'James Whitfield',
    daysAgo: 19,
    tags: ['Muscat', 'Oman', 'winter sun'],
    title: 'Muscat beyond the corniche',
    summary:
      'Forts, a fish market at dawn and a swim in a wadi: what to do in Muscat once you have seen the Grand Mosque.',
    body: `
Most visitors see the Sultan Qaboos Grand Mosque and the Mutrah corniche, then fly on. Give Muscat two more days and it shows a quieter side.

## Mornings on the water

Go to the Mutrah fish market just after sunrise, when the boats unload tuna and kingfish. Later, a dhow trip from Marina Bandar Al Rowdha takes you past the cliffs to coves where dolphins often follow the boat.

## Old Muscat

The short drive to the old town passes between two Portuguese forts, Jalali and Mirani, guarding the harbour. The Bait Al Zubair museum explains Omani dress, silver and weapons better than any guidebook.

## A day trip inland

Wadi Shab, about ninety minutes down the coast, is a walk of an hour through a green gorge to turquoise pools. Bring water shoes and start early; the path has little shade.

- November to March is the season for walking outdoors.
- Friday mornings are quiet; many shops open late in the day.
- Cover shoulders and knees in the old town and at the mosque.
`,
  },
  {
    slug: 'salalah-in-the-khareef',
    category: 'destinations',
    image: 'mountains',
    author: 'James Whitfield',
    daysAgo: 47,
    tags: ['Salalah', 'Oman', 'summer'],
    title: 'Salalah in the khareef: green hills in the middle of summer',
    summary:
      'While the rest of Arabia swelters, the monsoon turns the hills of Dhofar green. Here is how to enjoy it.',
    body: `
From late June to early September the khareef, the south-west monsoon, covers Salalah in mist and drizzle. The hills turn green, waterfalls run and families from across the Gulf come for temperatures in the twenties.

## What to see

Drive up to Ain Razat and Ain Khor springs in the morning, when the mist is thinnest. The Wadi Darbat waterfall is at its fullest in August, and the camels grazing beside the road are part of the scenery. On the coast, the blowholes at Mughsail beach shoot sea water high into the air on windy days.

## Practical advice

The khareef is high season: book flights and rooms well ahead, especially for the Eid holidays. Hire a car, because the sights are spread out, but drive slowly; the mountain roads are slippery and camels wander freely. Pack a light rain jacket and shoes that can get muddy.

Bring home frankincense from the souq at Al Haffa, and try the coconuts and bananas sold at the roadside stalls.
`,
  },
  {
    slug: 'cappadocia-at-dawn',
    category: 'destinations',
    image: 'desert',
    author: 'Leyla Demir',
    daysAgo: 66,
    tags: ['Cappadocia', 'Türkiye', 'balloons'],
    title: 'Cappadocia: balloons at dawn and what to do after breakfast',
    summary:
      'The balloon flight lasts an hour. These are the valleys, churches and villages that fill the rest of the trip.',
    body: `
The picture everyone has of Cappadocia is a sky full of balloons over the fairy chimneys. The flight is worth it, but it is over by seven in the morning, so here is how to spend the rest.

## Before you book the balloon

Flights are cancelled when the wind is up, which happens often in winter. Plan the flight for your first morning, so a cancelled one can move to the next day.

## Valleys and churches

The Göreme Open-Air Museum has rock-cut churches with frescoes a thousand years old; go at opening time. In the afternoon walk the Rose Valley trail towards Çavuşin and stay for sunset, when the rock really does turn pink.

## Underground cities

Derinkuyu and Kaymaklı go down eight levels and once sheltered thousands of people. The passages are narrow, so it is not a visit for the claustrophobic.

- Stay in a cave hotel at least one night; they are cool in summer and warm in winter.
- The nearest airports are Kayseri and Nevşehir, both about an hour away.
- Nights are cold even in May; pack a warm layer.
`,
  },
  {
    slug: 'kish-island-in-winter',
    category: 'destinations',
    image: 'beach',
    author: 'Omid Farahani',
    daysAgo: 92,
    tags: ['Kish', 'Iran', 'beach', 'winter sun'],
    title: 'Kish Island in winter: a beach week that does not cost a fortune',
    summary:
      'Warm water in January, coral reefs and a free-trade zone: why Kish is the easiest winter escape in the Gulf.',
    body: `
Kish is a small island in the Persian Gulf with a big reputation among Iranian families. From November to March the days are around twenty-five degrees and the water is warm enough to swim.

## What to do

Rent a bicycle and ride the coastal path, about forty kilometres around the island, in two or three easy stages. Snorkel or dive off the coral beach on the south side, where the water is clear and the fish are plentiful. At sunset, walk out to the Greek Ship, a cargo ship stranded on the west coast in 1966 and now the island's favourite photo spot.

## Getting around and staying

The island is a free zone, so visitors with many passports can enter without a visa for a short stay; check the current rules before you book. Hotels range from simple guesthouses to large resorts with private beaches, and prices drop sharply outside the New Year holidays.

Taxis are cheap and the island is small, so there is no need to hire a car. Evenings are for the malls and the seafront cafés, which stay busy until late.
`,
  },
  {
    slug: 'carry-on-rules-on-domestic-flights',
    category: 'travel-tips',
    image: 'suitcase',
    author: 'Omid Farahani',
    daysAgo: 2,
    tags: ['baggage', 'carry-on', 'domestic flights'],
    title: 'Carry-on rules on domestic flights',
    summary:
      'The weight, the size and the things that must never go in your checked bag: a short guide before you pack.',
    body: `
Carry-on rules are where most arguments at the gate begin. A few minutes with your ticket saves all of them.

## Size and weight

Most domestic fares allow one cabin bag of about 7 kg plus a small personal item such as a handbag or laptop bag. The bag should fit the sizer at the gate, usually around 55 × 40 × 20 cm. Your e-ticket states your fare's exact allowance; read it rather than relying on the last airline you flew with.

## What must travel with you

- Power banks and spare lithium batteries: never in checked baggage.
- Medicines you take daily, with the prescription.
- Passports, money, keys and anything valuable or fragile.

## What must not

Knives, tools longer than a few centimetres and sprays other than small toiletries stay at home or go in the hold. Liquids are usually limited to containers of 100 ml in a clear bag, even on domestic routes at some airports.

When the flight is full, the crew may ask to put cabin bags in the hold at the gate. Take out your batteries and medicines before you hand it over.
`,
  },
  {
    slug: 'beating-jet-lag-eastbound',
    category: 'travel-tips',
    image: 'map',
    author: 'Hannah Carter',
    daysAgo: 15,
    tags: ['health', 'long-haul', 'sleep'],
    title: 'Beating jet lag on an eastbound trip',
    summary:
      'Flying east is harder on the body than flying west. Light, meals and a little discipline make the difference.',
    body: `
Jet lag is worse flying east, because the body has to fall asleep earlier than it wants to. A few habits can cut the recovery from a week to two or three days.

## Before you fly

Go to bed thirty to sixty minutes earlier each night for the three nights before departure. Choose a flight that lands in the late afternoon or evening if you can; it is far easier to stay up until bedtime than to get through a whole day on no sleep.

## On board

Set your watch to the destination's time as soon as you sit down. Drink water, go easy on coffee and alcohol, and sleep if it is night where you are going.

## After landing

- Get outside in the morning light on your first two days; it resets the body clock faster than anything else.
- Eat meals at local times, even if you are not hungry.
- If you must nap, keep it under thirty minutes and before three in the afternoon.

Melatonin helps some travellers; ask a pharmacist or doctor before using it, especially if you take other medicines.
`,
  },
  {
    slug: 'flying-with-a-baby',
    category: 'travel-tips',
    image: 'plane',
    author: 'Hannah Carter',
    daysAgo: 28,
    tags: ['family', 'infants', 'planning'],
    title: 'Flying with a baby: what actually helps',
    summary:
      'Seats, feeding, the pram and the paperwork: advice from parents who have done the trip many times.',
    body: `
A baby under two usually travels on a parent's lap with an infant ticket, which costs a fraction of an adult fare. Each adult can hold only one infant, so two babies need two adults.

## Booking

Ask for a bulkhead row when you book; some aircraft have a bassinet for babies up to about ten kilograms. Morning flights tend to be calmer than evening ones, when everyone is tired.

## At the airport

Most airlines let you take the pram to the aircraft door and give it back on arrival. Baby food, milk and water are allowed through security in reasonable amounts, although staff may ask to test them.

## On board

Feed the baby, or give a dummy, during take-off and landing; swallowing eases the pressure in the ears. Pack a change of clothes for the baby and a spare top for yourself, nappies for twice the flight time and a small new toy.

- The infant needs a passport of its own on international trips.
- A birth certificate can be asked for on domestic flights.
- Crew are usually happy to warm a bottle; ask early in the flight.
`,
  },
  {
    slug: 'how-early-to-be-at-the-airport',
    category: 'travel-tips',
    image: 'runway',
    author: 'Omid Farahani',
    daysAgo: 39,
    tags: ['airport', 'check-in', 'planning'],
    title: 'How early should you be at the airport?',
    summary:
      'Two hours, three hours or forty-five minutes? It depends on the route, the airport and your bags.',
    body: `
The old rule of two hours for domestic and three for international flights still works, but you can do better by knowing when the counters close.

## Check-in closing times

For domestic flights check-in usually closes forty-five minutes before departure and for international flights sixty minutes before, although some large airports close earlier. If you miss it, the seat can be given away and the fare may not be refundable, so treat that time as a hard limit.

## Add time for

- Holidays and the first days of school breaks, when queues at security double.
- Travelling with checked baggage, a pet, a wheelchair or sports equipment.
- Airports you do not know; finding the right terminal can take twenty minutes.

## Save time with

Online check-in, which opens a day or two before departure, lets you choose a seat and go straight to the bag drop or, with hand luggage only, to security. Keep the boarding pass on your phone and a screenshot in case the signal fails.

Boarding usually starts thirty to forty minutes before departure and the gate closes about fifteen minutes before.
`,
  },
  {
    slug: 'travel-insurance-five-lines-to-read',
    category: 'travel-tips',
    image: 'map',
    author: 'James Whitfield',
    daysAgo: 73,
    tags: ['insurance', 'planning', 'health'],
    title: 'Travel insurance: five lines to read before you pay',
    summary:
      'Two policies can cost the same and cover very different things. Check these five points first.',
    body: `
A travel insurance policy is a long document, but only a handful of lines decide whether it will help when something goes wrong.

## 1. The medical limit

For Europe the Schengen rules ask for at least 30,000 euros of medical cover; for North America choose much more, because a single night in hospital can cost thousands.

## 2. Repatriation

Check that bringing you home on medical grounds is covered, not just treatment abroad.

## 3. The excess

The excess is the part of each claim you pay yourself. A cheap policy often has a high one.

## 4. Pre-existing conditions

Chronic illnesses are often excluded unless you declare them. Declare them, even when it costs more.

## 5. Cancellation and delays

Some policies refund a trip you cannot take because of illness or a family emergency, or pay for a hotel when a flight is delayed overnight. Many do not.

Keep the policy number and the assistance phone number on your phone and on paper, and call them before you go to a hospital if you can; many insurers pay the hospital directly.
`,
  },
  {
    slug: 'packing-for-a-gulf-summer',
    category: 'travel-tips',
    image: 'suitcase',
    author: 'Leyla Demir',
    daysAgo: 121,
    tags: ['packing', 'Oman', 'summer'],
    title: 'Packing for a Gulf summer',
    summary:
      'Forty-five degrees outside, eighteen in the shopping centre: how to pack for both in one small bag.',
    body: `
Summer in the Gulf is a lesson in contrasts. Outside the heat can pass forty-five degrees with high humidity on the coast; inside, offices, malls and taxis are air-conditioned to the point of chill.

## Clothes

Loose cotton or linen in light colours is cooler than anything tight or synthetic. Long sleeves and long trousers protect from the sun and are respectful in most public places. Add one warm layer, a light jumper or scarf, for buses, cinemas and the flight home.

## For the sun

- A wide-brimmed hat and sunglasses.
- Sunscreen of factor 50; it costs more locally.
- A refillable water bottle; drink before you feel thirsty.

## For the sea and the wadis

Water shoes protect your feet from hot sand, sharp rocks and the occasional sea urchin. A quick-drying towel and a dry bag for the phone are worth their space.

Plan outdoor visits for early morning and after sunset, and spend the middle of the day in museums, cafés or the hotel pool. Most locals do exactly the same.
`,
  },
];
