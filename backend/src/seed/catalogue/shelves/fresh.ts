import { leaf, line, middle, variants as v, type TopPlan } from '../shelf-types.js';

// Fruit, vegetables and bread: loose produce is sold by weight (§3 weight articles).

const fruit = [52, 0.2, 0, 12, 10, 0.5, 0] as const;
const vegetables = [25, 0.2, 0, 4, 3, 1.5, 0.02] as const;

export const fruitAndVegetables: TopPlan = {
  key: 'obst',
  name: ['Obst & Gemüse', 'Fruit & Veg'],
  color: '#2e7d32',
  accent: '#c8e6c9',
  description: [
    'Frisches Obst und Gemüse, so viel wie möglich aus Österreich, lose nach Gewicht oder abgepackt.',
    'Fresh fruit and vegetables, loose by weight or packed, sourced locally wherever we can.',
  ],
  profile: {
    food: true,
    storage: 'produce',
    nutrition: vegetables,
    organicChance: 0.15,
    blurb: [
      'Täglich frisch geliefert und sorgfältig sortiert.',
      'Delivered fresh every day and carefully sorted.',
    ],
  },
  middles: [
    middle(
      'Obst',
      'Fruit',
      [
        leaf(
          'Äpfel & Birnen',
          'Apples & Pears',
          [
            line('Äpfel {v}', '{v} Apples', 'kg 1kg 2kg', [199, 349], {
              variants: v('Gala, Elstar, Jonagold, Golden Delicious, Braeburn, Pinova, Topaz, Granny Smith'),
              key: 'aepfel',
              brandless: true,
              profile: { origins: ['at', 'at', 'at', 'it'] },
            }),
            line('Birnen {v}', '{v} Pears', 'kg 1kg', [249, 399], {
              variants: v('Williams, Abate Fetel, Conference, Kaiser Alexander'),
              brandless: true,
              profile: { origins: ['at', 'it', 'nl'] },
            }),
            line('Apfelmischung Saisonauswahl', 'Seasonal Apple Selection', '1.5kg 2.5kg', [179, 259], {
              profile: { origins: ['at'] },
            }),
          ],
          { nutrition: fruit },
        ),
        leaf(
          'Bananen & Exoten',
          'Bananas & Exotic Fruit',
          [
            line('Bananen', 'Bananas', 'kg 1kg', [169, 249], {
              key: 'bananen',
              brandless: true,
              profile: { origins: ['ec', 'cr', 'co'], nutrition: [93, 0.2, 0.1, 20, 17, 1.2, 0] },
            }),
            line('Ananas {v}', '{v} Pineapple', '1st', [249, 399], {
              variants: v('Extra Sweet/Extra Sweet, Baby/Baby'),
              profile: { origins: ['cr', 'ec'] },
            }),
            line('Mango {v}', '{v} Mango', '1st 2st', [129, 229], {
              variants: v('Kent, Keitt, Tommy Atkins'),
              profile: { origins: ['pe', 'br'] },
            }),
            line('Kiwi {v}', '{v} Kiwi Fruit', '500g 1kg', [399, 599], {
              variants: v('Hayward, Gold'),
              profile: { origins: ['it', 'nz'] },
            }),
            line('Avocado {v}', '{v} Avocado', '1st 2st', [99, 179], {
              variants: v('Hass, Fuerte'),
              key: 'avocado',
              profile: { origins: ['pe', 'es', 'cl'], nutrition: [160, 15, 2.1, 1.9, 0.7, 2, 0] },
            }),
          ],
          { nutrition: fruit },
        ),
        leaf(
          'Zitrusfrüchte',
          'Citrus Fruit',
          [
            line('Orangen {v}', '{v} Oranges', 'kg 1.5kg 2kg', [149, 249], {
              variants: v('Navel, Valencia, Tarocco'),
              key: 'orangen',
              brandless: true,
              profile: { origins: ['es', 'it', 'za', 'ma'] },
            }),
            line('Zitronen', 'Lemons', 'kg 500g 1kg', [249, 399], {
              key: 'zitronen',
              brandless: true,
              profile: { origins: ['es', 'it', 'tr'] },
            }),
            line('Clementinen', 'Clementines', 'kg 1kg 2kg', [199, 329], {
              brandless: true,
              profile: { origins: ['es', 'ma'] },
            }),
            line('Grapefruit {v}', '{v} Grapefruit', '1st 2st', [79, 129], {
              variants: v('rosa/Pink, weiß/White'),
              profile: { origins: ['za', 'il'] },
            }),
            line('Limetten', 'Limes', '250g 500g', [499, 699], {
              key: 'limetten',
              profile: { origins: ['br'] },
            }),
          ],
          { nutrition: [42, 0.2, 0, 8.5, 8, 0.8, 0] },
        ),
        leaf(
          'Beeren & Steinobst',
          'Berries & Stone Fruit',
          [
            line('Erdbeeren', 'Strawberries', '250g 500g 1kg', [599, 999], {
              key: 'erdbeeren',
              profile: { origins: ['at', 'es', 'it'] },
            }),
            line('Heidelbeeren', 'Blueberries', '125g 250g 500g', [1199, 1799], {
              key: 'heidelbeeren',
              profile: { origins: ['es', 'pe', 'pl'] },
            }),
            line('Himbeeren', 'Raspberries', '125g 250g', [1599, 2199], {
              key: 'himbeeren',
              profile: { origins: ['at', 'es', 'pt'] },
            }),
            line('Marillen', 'Apricots', 'kg 500g 1kg', [399, 599], {
              key: 'marillen',
              brandless: true,
              profile: { origins: ['at', 'es', 'hu'] },
            }),
            line('Zwetschken', 'Plums', 'kg 1kg', [249, 399], {
              key: 'zwetschken',
              brandless: true,
              profile: { origins: ['at', 'hu'] },
            }),
            line('Kirschen', 'Cherries', '500g 1kg', [599, 999], {
              profile: { origins: ['at', 'tr', 'es'] },
            }),
            line('Pfirsiche {v}', '{v} Peaches', 'kg 1kg', [299, 449], {
              variants: v('gelb/Yellow, Plattpfirsich/Flat'),
              brandless: true,
              profile: { origins: ['es', 'it', 'gr'] },
            }),
            line('Weintrauben {v}', '{v} Grapes', '500g 1kg', [349, 549], {
              variants: v('hell/White, dunkel/Red'),
              profile: { origins: ['it', 'gr', 'za'] },
            }),
          ],
          { nutrition: fruit, storage: 'fresh' },
        ),
      ],
      { nutrition: fruit },
    ),
    middle('Gemüse', 'Vegetables', [
      leaf('Erdäpfel & Zwiebeln', 'Potatoes & Onions', [
        line('Erdäpfel {v}', '{v} Potatoes', '1kg 2kg 2.5kg 5kg', [99, 179], {
          variants: v('festkochend/Waxy, mehlig/Floury, vorwiegend festkochend/All-rounder'),
          key: 'erdaepfel',
          profile: { origins: ['at'], nutrition: [72, 0.1, 0, 15, 0.8, 2, 0] },
        }),
        line('Heurige Erdäpfel', 'New Potatoes', '1kg 1.5kg', [179, 259], {
          profile: { origins: ['at', 'es', 'eg'] },
        }),
        line('Süßkartoffeln', 'Sweet Potatoes', 'kg 500g 1kg', [299, 449], {
          brandless: true,
          profile: { origins: ['es', 'eg'] },
        }),
        line('Zwiebeln {v}', '{v} Onions', '500g 1kg 2kg', [129, 229], {
          variants: v('gelb/Brown, rot/Red'),
          key: 'zwiebeln',
          profile: { origins: ['at', 'nl'] },
        }),
        line('Knoblauch', 'Garlic', '100g 250g', [899, 1299], {
          key: 'knoblauch',
          profile: { origins: ['es', 'it', 'at'] },
        }),
        line('Jungzwiebeln im Bund', 'Spring Onions, bunch', '1st', [79, 129], {
          key: 'jungzwiebeln',
          profile: { origins: ['at', 'it'] },
        }),
        line('Schalotten', 'Shallots', '250g 500g', [599, 899], { profile: { origins: ['fr', 'nl'] } }),
      ]),
      leaf(
        'Salate',
        'Salads',
        [
          line('Eisbergsalat', 'Iceberg Lettuce', '1st', [99, 149], { profile: { origins: ['at', 'es'] } }),
          line('Häuptelsalat', 'Butterhead Lettuce', '1st', [89, 139], {
            key: 'haeuptelsalat',
            profile: { origins: ['at'] },
          }),
          line('Vogerlsalat', "Lamb's Lettuce", '100g 150g', [1599, 2199], {
            key: 'vogerlsalat',
            profile: { origins: ['at', 'it'] },
          }),
          line('Rucola', 'Rocket', '100g 125g', [1499, 1999], {
            key: 'rucola',
            profile: { origins: ['it'] },
          }),
          line('Salatmischung {v}', '{v} Salad', '125g 200g', [999, 1399], {
            variants: v('Frühlingsmix/Spring Mix, Babyleaf/Baby Leaf, Asia-Mix/Asian Leaf'),
            profile: { origins: ['at', 'it'] },
          }),
          line('Radicchio', 'Radicchio', '1st', [129, 179], { profile: { origins: ['it'] } }),
        ],
        { storage: 'fresh', nutrition: [15, 0.2, 0, 1.8, 1.5, 1.3, 0.02] },
      ),
      leaf('Paradeiser & Gurken', 'Tomatoes & Cucumbers', [
        line('{v}paradeiser', '{v} Tomatoes', '250g 500g 1kg', [399, 699], {
          variants: v('Rispen/Vine, Cherry/Cherry, Cocktail/Cocktail, Ochsenherz/Oxheart, Dattel/Baby Plum'),
          key: 'paradeiser',
          profile: { origins: ['at', 'es', 'it', 'nl'], nutrition: [18, 0.2, 0, 2.6, 2.6, 0.9, 0.01] },
        }),
        line('Salatgurken', 'Cucumbers', '1st 2st', [59, 99], {
          key: 'gurken',
          profile: { origins: ['at', 'es'] },
        }),
        line('Minigurken', 'Mini Cucumbers', '250g 500g', [399, 599], { profile: { origins: ['at', 'nl'] } }),
        line('Paprika {v}', '{v} Peppers', '500g 1kg', [399, 599], {
          variants: v('rot/Red, gelb/Yellow, grün/Green, Mix/Mixed'),
          key: 'paprika',
          profile: { origins: ['es', 'at', 'nl', 'hu'] },
        }),
        line('Zucchini', 'Courgettes', 'kg 500g 1kg', [249, 399], {
          key: 'zucchini',
          brandless: true,
          profile: { origins: ['at', 'es', 'it'] },
        }),
        line('Melanzani', 'Aubergines', '500g 1kg', [299, 449], {
          key: 'melanzani',
          profile: { origins: ['es', 'it', 'tr'] },
        }),
      ]),
      leaf('Wurzel- & Kohlgemüse', 'Root Vegetables & Cabbage', [
        line('Karotten', 'Carrots', '500g 1kg 2kg', [99, 179], {
          key: 'karotten',
          profile: { origins: ['at'] },
        }),
        line('Rote Rüben', 'Beetroot', '500g 1kg', [149, 229], {
          key: 'rote-rueben',
          profile: { origins: ['at'] },
        }),
        line('Pastinaken', 'Parsnips', '500g', [299, 399], { profile: { origins: ['at'] } }),
        line('{v}sellerie', '{v}', '1st', [119, 179], {
          variants: v('Knollen/Celeriac, Stangen/Celery'),
          key: 'sellerie',
          profile: { origins: ['at', 'nl'], allergens: ['L'] },
        }),
        line('Brokkoli', 'Broccoli', '1st', [129, 199], {
          key: 'brokkoli',
          profile: { origins: ['es', 'it', 'at'] },
        }),
        line('Karfiol', 'Cauliflower', '1st', [179, 279], { profile: { origins: ['at', 'fr', 'it'] } }),
        line('{v}kraut', '{v} Cabbage', '1st', [129, 219], {
          variants: v('Weiß/White, Rot/Red, Spitz/Pointed'),
          key: 'kraut',
          profile: { origins: ['at'] },
        }),
        line('Kohlrabi', 'Kohlrabi', '1st', [79, 119], { profile: { origins: ['at', 'de'] } }),
        line('Lauch', 'Leeks', '500g 1kg', [249, 349], { key: 'lauch', profile: { origins: ['at', 'be'] } }),
      ]),
    ]),
    middle('Kräuter & Pilze', 'Herbs & Mushrooms', [
      leaf(
        'Frische Kräuter',
        'Fresh Herbs',
        [
          line('{v}', '{v}', '20g 30g', [4999, 6999], {
            variants: v(
              'Petersilie/Flat-leaf Parsley, Schnittlauch/Chives, Basilikum/Basil, Dille/Dill, Rosmarin/Rosemary, Thymian/Thyme, Minze/Mint, Koriander/Coriander',
            ),
            key: 'kraeuter',
            profile: { origins: ['at', 'it', 'il'] },
          }),
          line('{v} im Topf', 'Potted {v}', '1st', [199, 299], {
            variants: v('Basilikum/Basil, Petersilie/Parsley, Schnittlauch/Chives, Minze/Mint'),
            profile: { origins: ['at'] },
          }),
          line('Ingwer', 'Ginger', '100g 200g', [799, 1199], {
            key: 'ingwer',
            profile: { origins: ['br', 'th'] },
          }),
          line('Chilischoten', 'Chillies', '50g 100g', [1599, 2399], {
            key: 'chili',
            profile: { origins: ['es', 'nl'] },
          }),
        ],
        { storage: 'fresh', nutrition: [40, 0.6, 0.1, 5, 1, 3, 0.05] },
      ),
      leaf(
        'Pilze',
        'Mushrooms',
        [
          line('Champignons {v}', '{v} Mushrooms', '250g 500g', [599, 899], {
            variants: v('weiß/White, braun/Chestnut'),
            key: 'champignons',
            profile: { origins: ['at', 'nl', 'pl'] },
          }),
          line('Eierschwammerl', 'Chanterelles', '200g 250g', [2499, 3499], {
            key: 'eierschwammerl',
            profile: { origins: ['at', 'pl'] },
          }),
          line('Austernpilze', 'Oyster Mushrooms', '150g 200g', [1499, 1999], {
            profile: { origins: ['at'] },
          }),
          line('Kräuterseitlinge', 'King Oyster Mushrooms', '200g', [1499, 1999], {
            profile: { origins: ['at', 'nl'] },
          }),
          line('Shiitake', 'Shiitake Mushrooms', '150g', [1999, 2699], {
            profile: { origins: ['nl', 'at'] },
          }),
        ],
        { storage: 'fresh', nutrition: [22, 0.3, 0.1, 0.5, 0.2, 3, 0.02] },
      ),
    ]),
  ],
};

const bread = [240, 1.5, 0.3, 46, 3, 8, 1.2] as const;

export const bakery: TopPlan = {
  key: 'brot',
  name: ['Brot & Gebäck', 'Bakery'],
  color: '#8d5524',
  accent: '#f3e0c7',
  description: [
    'Brot, Gebäck und Mehlspeisen von Bäckereien aus der Region, jeden Morgen frisch gebacken.',
    'Bread, rolls and pastries from local bakers, baked fresh every morning.',
  ],
  profile: {
    food: true,
    storage: 'bread',
    nutrition: bread,
    allergens: ['A'],
    ingredients: [
      'Weizenmehl, Wasser, Roggenmehl, Sauerteig, Salz, Hefe',
      'wheat flour, water, rye flour, sourdough, salt, yeast',
    ],
    blurb: ['Nach traditionellem Rezept mit viel Zeit gebacken.', 'Baked slowly to a traditional recipe.'],
  },
  middles: [
    middle('Brot', 'Bread', [
      leaf('Mischbrot', 'Rye & Wheat Bread', [
        line('Bauernbrot', 'Farmhouse Bread', '500g 750g 1kg', [399, 599], {
          key: 'brot',
          profile: { vegan: true },
        }),
        line('Roggenmischbrot', 'Rye Bread', '500g 750g', [449, 649], { profile: { vegan: true } }),
        line('Kümmelbrot', 'Caraway Bread', '500g', [499, 699]),
        line('Schwarzbrot', 'Dark Rye Bread', '500g', [499, 699]),
        line('Sauerteigbrot {v}', '{v} Sourdough', '500g 750g', [599, 899], {
          variants: v('klassisch/Classic, mit Walnüssen/Walnut'),
          profile: { allergens: ['A', 'H'] },
        }),
        line('Hausbrot', 'Country Loaf', '1kg', [399, 549]),
      ]),
      leaf(
        'Vollkornbrot',
        'Wholegrain Bread',
        [
          line('{v}-Vollkornbrot', '{v} Wholegrain Bread', '500g 750g', [499, 799], {
            variants: v('Dinkel/Spelt, Roggen/Rye, Sonnenblumen/Sunflower, Kürbiskern/Pumpkin Seed'),
          }),
          line('Chiabrot', 'Chia Seed Bread', '400g', [599, 899]),
          line('Eiweißbrot', 'Protein Bread', '250g', [1199, 1599], {
            profile: { allergens: ['A', 'F', 'N'] },
          }),
          line('Haferbrot', 'Oat Bread', '500g', [599, 799]),
        ],
        { nutrition: [220, 3, 0.4, 38, 2.5, 8, 1.1] },
      ),
      leaf(
        'Weißbrot & Toast',
        'White Bread & Toast',
        [
          line('{v}-Toastbrot', '{v} Toast Bread', '500g 750g', [259, 399], {
            variants: v('Weizen/White, Vollkorn/Wholemeal, Dinkel/Spelt'),
            key: 'toast',
          }),
          line('Buttertoast', 'Butter Toast', '500g', [299, 429], { profile: { allergens: ['A', 'G'] } }),
          line('Baguette', 'Baguette', '250g 400g', [599, 899], {
            key: 'baguette',
            profile: { vegan: true },
          }),
          line('Ciabatta', 'Ciabatta', '300g', [699, 999], { profile: { vegan: true } }),
          line('Weißbrot', 'White Loaf', '500g', [349, 499]),
        ],
        { nutrition: [265, 3.2, 0.6, 49, 4, 8.5, 1.2] },
      ),
    ]),
    middle('Gebäck', 'Rolls & Pastries', [
      leaf('Semmeln & Weckerl', 'Rolls', [
        line('Kaisersemmeln', 'Kaiser Rolls', '4st 6st 10st', [29, 49], { key: 'semmeln' }),
        line('Kornweckerl', 'Multigrain Rolls', '4st 6st', [45, 69], { profile: { allergens: ['A', 'N'] } }),
        line('Vollkornweckerl', 'Wholemeal Rolls', '4st 6st', [45, 69]),
        line('Mohnflesserl', 'Poppy Seed Plaits', '4st', [49, 69]),
        line('Dinkelweckerl', 'Spelt Rolls', '4st 6st', [49, 75]),
        line('Aufbacksemmeln', 'Part-baked Rolls', '6st 10st', [25, 39], { profile: { storage: 'dry' } }),
      ]),
      leaf(
        'Süßes Gebäck',
        'Sweet Pastries',
        [
          line('Buttercroissants', 'Butter Croissants', '4st 6st', [69, 99]),
          line('Krapfen mit {v}', '{v} Doughnuts', '2st 4st', [79, 119], {
            variants: v('Marillenmarmelade/Apricot Jam, Vanillecreme/Vanilla Cream'),
          }),
          line('Topfengolatschen', 'Quark Pastries', '2st 4st', [119, 159]),
          line('Nussschnecken', 'Nut Swirls', '2st', [129, 169], {
            profile: { allergens: ['A', 'C', 'G', 'H'] },
          }),
          line('Striezel', 'Plaited Sweet Loaf', '400g 500g', [799, 1099], { key: 'striezel' }),
          line('Apfeltaschen', 'Apple Turnovers', '2st 4st', [99, 139]),
        ],
        {
          nutrition: [390, 20, 11, 45, 12, 7, 0.8],
          allergens: ['A', 'C', 'G'],
          ingredients: [
            'Weizenmehl, Butter, Zucker, Vollei, Hefe, Salz',
            'wheat flour, butter, sugar, whole egg, yeast, salt',
          ],
        },
      ),
      leaf('Brezen & Laugengebäck', 'Pretzels', [
        line('Laugenbrezen', 'Soft Pretzels', '2st 4st 6st', [59, 89]),
        line('Laugenstangerl {v}', '{v} Pretzel Sticks', '2st 4st', [69, 99], {
          variants: v('natur/Plain, mit Käse/Cheese, mit Sesam/Sesame'),
        }),
        line('Laugenweckerl', 'Pretzel Rolls', '4st 6st', [49, 69]),
        line('Salzstangerl', 'Salt Sticks', '4st', [39, 59]),
      ]),
    ]),
    middle('Haltbares Brot', 'Long-life Bread', [
      leaf(
        'Knäckebrot & Zwieback',
        'Crispbread & Rusks',
        [
          line('{v}-Knäckebrot', '{v} Crispbread', '200g 250g', [699, 999], {
            variants: v('Roggen/Rye, Sesam/Sesame, Vollkorn/Wholegrain, Dinkel/Spelt'),
          }),
          line('Zwieback', 'Rusks', '225g', [599, 799], { profile: { allergens: ['A', 'G', 'C'] } }),
          line('Reiswaffeln {v}', '{v} Rice Cakes', '100g 130g', [1299, 1799], {
            variants: v('natur/Plain, mit Sesam/Sesame, mit Schokolade/Chocolate'),
            profile: { allergens: [] },
          }),
          line('Grissini', 'Breadsticks', '125g', [999, 1299]),
        ],
        { storage: 'dry', nutrition: [370, 2, 0.3, 70, 2, 10, 1] },
      ),
      leaf(
        'Wraps & Fladenbrot',
        'Wraps & Flatbread',
        [
          line('Tortilla-Wraps {v}', '{v} Tortilla Wraps', '6st 8st', [35, 55], {
            variants: v('Weizen/Wheat, Vollkorn/Wholemeal'),
            key: 'wraps',
          }),
          line('Fladenbrot', 'Flatbread', '400g', [399, 549]),
          line('Pita', 'Pitta Bread', '6st', [29, 45]),
          line('Naan', 'Naan Bread', '2st 4st', [79, 119], { profile: { allergens: ['A', 'G'] } }),
          line('Burgerbrötchen', 'Burger Buns', '4st 6st', [49, 69], {
            key: 'burgerbroetchen',
            profile: { allergens: ['A', 'N'] },
          }),
        ],
        { storage: 'dry' },
      ),
    ]),
  ],
};
