// Pets and services: no catalog attributes, so the title and price carry everything.

/** [what it is, lowest ₹, highest ₹, what the price is for] */
export type PricedOffer = readonly [string, number, number, string];

export const PETS: Record<string, readonly PricedOffer[]> = {
  dogs: [
    ['Labrador Retriever puppies', 8_000, 25_000, 'per puppy'],
    ['Golden Retriever puppy', 15_000, 35_000, 'per puppy'],
    ['German Shepherd puppies', 10_000, 30_000, 'per puppy'],
    ['Beagle puppy', 18_000, 35_000, 'per puppy'],
    ['Shih Tzu puppy', 15_000, 30_000, 'per puppy'],
    ['Pug puppy', 10_000, 20_000, 'per puppy'],
    ['Indie puppies, vaccinated', 500, 1_500, 'vaccination cost only'],
  ],
  'fish-aquarium': [
    ['3 ft aquarium with filter and lights', 2_500, 6_000, 'for the set'],
    ['Pair of flowerhorn fish', 1_000, 4_000, 'for the pair'],
    ['Guppies, set of 10', 200, 600, 'for the set'],
    ['Goldfish with a 2 ft tank', 1_200, 3_000, 'for the set'],
    ['Silver arowana, 8 inch', 2_000, 5_000, 'each'],
  ],
  'other-pets': [
    ['Pair of lovebirds with cage', 1_500, 4_000, 'for the pair'],
    ['Persian kitten, 2 months', 8_000, 18_000, 'each'],
    ['Budgies, pair', 400, 1_000, 'for the pair'],
    ['White rabbits, pair', 800, 2_000, 'for the pair'],
    ['Cockatiel pair', 3_000, 7_000, 'for the pair'],
  ],
};

export const SERVICES: Record<string, readonly PricedOffer[]> = {
  'education-classes': [
    ['Maths and Science tuition, class 8-10', 1_500, 4_000, 'per month'],
    ['Spoken English classes', 2_000, 5_000, 'per month'],
    ['JEE and NEET physics coaching', 3_000, 8_000, 'per month'],
    ['Guitar classes at home', 1_500, 3_000, 'per month'],
    ['Bharatanatyam classes for kids', 1_000, 2_500, 'per month'],
    ['Tally and Excel computer course', 3_000, 7_000, 'for the course'],
  ],
  'tours-travel': [
    ['Innova Crysta on rent with driver', 3_000, 4_500, 'per day'],
    ['Tempo Traveller 12-seater for trips', 4_000, 7_000, 'per day'],
    ['Char Dham yatra package', 18_000, 30_000, 'per person'],
    ['Goa 3 nights package for couples', 12_000, 22_000, 'per couple'],
    ['Airport taxi at a fixed rate', 800, 1_800, 'per trip'],
    ['Kerala houseboat booking', 7_000, 14_000, 'per night'],
  ],
  'electronics-repair': [
    ['AC service and gas refill at home', 500, 2_500, 'per visit'],
    ['Mobile screen replacement, all brands', 800, 3_000, 'onwards'],
    ['Laptop repair and OS installation', 500, 1_500, 'onwards'],
    ['Washing machine repair at home', 300, 800, 'visiting charge'],
    ['RO water purifier service', 300, 700, 'per visit'],
    ['LED TV repair at home', 400, 1_200, 'visiting charge'],
  ],
  'packers-movers': [
    ['Local house shifting, 2 BHK', 5_000, 12_000, 'onwards'],
    ['Intercity packers and movers', 15_000, 40_000, 'onwards'],
    ['Bike transport to any city', 3_000, 6_000, 'onwards'],
    ['Car transport by carrier', 8_000, 18_000, 'onwards'],
    ['Office shifting with packing', 10_000, 30_000, 'onwards'],
  ],
  'other-services': [
    ['Home deep cleaning, 2 BHK', 2_500, 5_000, 'per visit'],
    ['Pest control for cockroaches and termites', 1_000, 3_000, 'per visit'],
    ['Electrician and plumber at home', 200, 600, 'visiting charge'],
    ['Wedding photography and video', 25_000, 80_000, 'per event'],
    ['Mehndi artist for weddings', 2_000, 8_000, 'per event'],
    ['GST and ITR filing by a CA', 1_000, 3_000, 'per filing'],
  ],
};
