import { leaf, line, middle, variants as v, type TopPlan } from '../shelf-types.js';

export const frozen: TopPlan = {
  key: 'tiefkuehl',
  name: ['Tiefkühl', 'Frozen'],
  color: '#0277bd',
  accent: '#e1f5fe',
  description: [
    'Tiefgekühltes Gemüse, Pizza, Mehlspeisen und Eis, gut vorrätig für jeden Tag.',
    'Frozen vegetables, pizza, desserts and ice cream, ready whenever you are.',
  ],
  profile: {
    food: true,
    storage: 'frozen',
    nutrition: [60, 0.5, 0.1, 7, 3, 3, 0.05],
    blurb: [
      'Erntefrisch schockgefrostet, damit Vitamine und Geschmack bleiben.',
      'Frozen fresh to keep the vitamins and taste.',
    ],
  },
  middles: [
    middle('Gemüse & Obst', 'Vegetables & Fruit', [
      leaf(
        'Tiefkühlgemüse',
        'Frozen Vegetables',
        [
          line('Erbsen', 'Garden Peas', '450g 1kg', [299, 449], {
            key: 'tk-erbsen',
            profile: { vegan: true },
          }),
          line('Blattspinat', 'Leaf Spinach', '450g 750g', [349, 499], {
            key: 'spinat',
            profile: { vegan: true },
          }),
          line('Cremespinat', 'Creamed Spinach', '450g', [299, 449], { profile: { allergens: ['G'] } }),
          line('Gemüsemischung {v}', '{v} Vegetable Mix', '450g 750g', [349, 549], {
            variants: v('Asia/Asian, mediterran/Mediterranean, Frühlingsgemüse/Spring'),
            profile: { vegan: true },
          }),
          line('Brokkoliröschen', 'Broccoli Florets', '450g', [399, 549]),
          line('Suppengemüse', 'Soup Vegetables', '300g', [349, 499], {
            key: 'suppengemuese',
            profile: { allergens: ['L'] },
          }),
          line('Tiefkühlkräuter {v}', 'Frozen {v}', '50g 75g', [2999, 3999], {
            variants: v('Petersilie/Parsley, Schnittlauch/Chives, Italienische Kräuter/Italian Herbs'),
          }),
        ],
        { ingredients: ['Gemüse', 'vegetables'], origins: ['at', 'be', 'it'] },
      ),
      leaf(
        'Tiefkühlobst',
        'Frozen Fruit',
        [
          line('Beerenmischung', 'Mixed Berries', '300g 750g', [599, 899], { key: 'tk-beeren' }),
          line('Himbeeren tiefgekühlt', 'Frozen Raspberries', '300g', [999, 1299], { key: 'tk-himbeeren' }),
          line('Heidelbeeren tiefgekühlt', 'Frozen Blueberries', '300g', [899, 1199]),
          line('Mangostücke', 'Mango Chunks', '400g', [799, 1099]),
          line('Smoothie-Mix {v}', '{v} Smoothie Mix', '400g', [799, 1099], {
            variants: v('Grün/Green, Beeren/Berry'),
          }),
        ],
        { vegan: true, nutrition: [45, 0.3, 0, 9, 8, 0.9, 0], origins: ['pl', 'es', 'hu'] },
      ),
    ]),
    middle('Gerichte & Snacks', 'Meals & Snacks', [
      leaf(
        'Pizza & Snacks',
        'Pizza & Snacks',
        [
          line('Steinofenpizza {v}', '{v} Stone-baked Pizza', '350g 2x350g', [599, 899], {
            variants: v(
              'Margherita, Salami, Prosciutto/Ham, Tonno/Tuna, Quattro Formaggi/Four Cheese, Funghi/Mushroom, Verdure/Vegetable',
            ),
            key: 'pizza',
          }),
          line('Flammkuchen', 'Tarte Flambée', '300g', [799, 999]),
          line('Baguette-Snack {v}', '{v} Baguette Snack', '250g', [699, 899], {
            variants: v('Salami, Schinken-Käse/Ham & Cheese'),
          }),
          line('Mini-Frühlingsrollen', 'Mini Spring Rolls', '300g', [799, 999], {
            profile: { allergens: ['A', 'F'] },
          }),
        ],
        {
          allergens: ['A', 'G'],
          nutrition: [230, 9, 4, 27, 3, 10, 1.2],
          ingredients: [
            'Weizenmehl, Paradeiser, Käse, Wasser, Olivenöl, Hefe, Salz',
            'wheat flour, tomatoes, cheese, water, olive oil, yeast, salt',
          ],
        },
      ),
      leaf(
        'Tiefkühlgerichte',
        'Frozen Meals',
        [
          line('Käsespätzle', 'Cheese Spätzle', '450g', [599, 799]),
          line('Lasagne Bolognese', 'Lasagne Bolognese', '400g 1kg', [599, 899]),
          line('Gemüsepfanne {v}', '{v} Vegetable Stir-fry', '750g', [499, 699], {
            variants: v('Asia/Asian, Bauern/Farmhouse'),
            profile: { allergens: ['F'] },
          }),
          line('Rahmgeschnetzeltes mit Reis', 'Creamy Chicken with Rice', '400g', [699, 999]),
          line('Kaspressknödel', 'Cheese Dumplings', '4st', [79, 119], { key: 'kaspressknoedel' }),
          line('Spinatknödel', 'Spinach Dumplings', '4st', [79, 119]),
        ],
        {
          allergens: ['A', 'C', 'G'],
          nutrition: [150, 7, 3.5, 15, 2, 6, 0.9],
          ingredients: [
            'Teigwaren, Käse, Milch, Gemüse, Salz, Gewürze',
            'pasta, cheese, milk, vegetables, salt, spices',
          ],
        },
      ),
      leaf(
        'Pommes & Erdäpfelprodukte',
        'Chips & Potato Products',
        [
          line('Pommes frites {v}', '{v} Oven Chips', '750g 1kg 2.5kg', [249, 399], {
            variants: v('klassisch/Classic, Steakhouse/Steakhouse, Wellenschnitt/Crinkle-cut'),
            key: 'pommes',
          }),
          line('Kroketten', 'Potato Croquettes', '600g', [399, 549]),
          line('Rösti-Ecken', 'Rösti Triangles', '500g', [399, 549]),
          line('Erdäpfel-Wedges', 'Potato Wedges', '750g', [349, 499]),
          line('Erdäpfelpuffer', 'Potato Pancakes', '400g', [449, 599]),
        ],
        {
          vegan: true,
          allergens: [],
          nutrition: [140, 4, 0.4, 22, 0.5, 2.5, 0.1],
          ingredients: ['Erdäpfel, Sonnenblumenöl, Salz', 'potatoes, sunflower oil, salt'],
        },
      ),
      leaf(
        'Tiefkühlfisch',
        'Frozen Fish',
        [
          line('Fischstäbchen', 'Fish Fingers', '450g 900g', [799, 1099], {
            key: 'fischstaebchen',
            profile: { allergens: ['A', 'D'] },
          }),
          line('Backfisch', 'Battered Fish', '400g', [899, 1199], { profile: { allergens: ['A', 'D'] } }),
          line('Lachsfilets tiefgekühlt', 'Frozen Salmon Fillets', '250g 500g', [1999, 2799]),
          line('Garnelen tiefgekühlt', 'Frozen Prawns', '250g', [2199, 2999], {
            profile: { allergens: ['B'] },
          }),
          line('Seelachsfilet', 'Pollock Fillets', '400g', [1099, 1399]),
        ],
        {
          allergens: ['D'],
          nutrition: [180, 8, 1, 15, 1, 12, 0.8],
          ingredients: ['Fisch, Weizenmehl, Rapsöl, Salz', 'fish, wheat flour, rapeseed oil, salt'],
          origins: ['no', 'dk', 'de'],
        },
      ),
    ]),
    middle('Eis & Mehlspeisen', 'Ice Cream & Desserts', [
      leaf(
        'Speiseeis',
        'Ice Cream',
        [
          line('Eis {v}', '{v} Ice Cream', '500ml 900ml', [499, 799], {
            variants: v(
              'Vanille/Vanilla, Schokolade/Chocolate, Erdbeere/Strawberry, Stracciatella, Haselnuss/Hazelnut, Pistazie/Pistachio',
            ),
            key: 'eis',
          }),
          line('Eis am Stiel {v}', '{v} Ice Lollies', '4st 6st', [59, 99], {
            variants: v('Schoko-Mandel/Chocolate Almond, Wassereis/Water Ice'),
          }),
          line('Sorbet {v}', '{v} Sorbet', '500ml', [599, 799], {
            variants: v('Zitrone/Lemon, Mango'),
            profile: { vegan: true, allergens: [] },
          }),
          line('Eistorte', 'Ice Cream Gateau', '750ml', [599, 899]),
        ],
        {
          allergens: ['G'],
          nutrition: [210, 11, 7, 24, 21, 3.5, 0.1],
          ingredients: [
            'Magermilch, Zucker, Rahm, Glukosesirup, {v}',
            'skimmed milk, sugar, cream, glucose syrup, {v}',
          ],
        },
      ),
      leaf(
        'Strudel & Mehlspeisen',
        'Strudel & Desserts',
        [
          line('Apfelstrudel', 'Apple Strudel', '600g 1kg', [599, 899], { key: 'tk-apfelstrudel' }),
          line('Topfenstrudel', 'Quark Strudel', '600g', [699, 899]),
          line('Germknödel', 'Yeast Dumplings with Plum Jam', '2st 4st', [129, 179]),
          line('Marillenknödel', 'Apricot Dumplings', '6st', [79, 119]),
          line('Kaiserschmarren', 'Kaiserschmarrn', '400g', [799, 999]),
          line('Blätterteig tiefgekühlt', 'Frozen Puff Pastry', '450g', [399, 549], { key: 'blaetterteig' }),
        ],
        {
          allergens: ['A', 'C', 'G'],
          nutrition: [240, 9, 5, 35, 15, 5, 0.2],
          ingredients: [
            'Weizenmehl, Äpfel, Zucker, Butter, Ei, Semmelbrösel',
            'wheat flour, apples, sugar, butter, egg, breadcrumbs',
          ],
        },
      ),
    ]),
  ],
};

const softDrink = [42, 0, 0, 10.5, 10.5, 0, 0] as const;
const juice = [46, 0.1, 0, 10.5, 10, 0.3, 0] as const;

export const drinks: TopPlan = {
  key: 'getraenke',
  name: ['Getränke', 'Drinks'],
  color: '#00838f',
  accent: '#e0f7fa',
  description: [
    'Mineralwasser, Limonaden, Säfte, Kaffee und Tee, auch in der Kiste.',
    'Mineral water, soft drinks, juices, coffee and tea, also by the crate.',
  ],
  profile: {
    food: true,
    storage: 'drinks',
    nutrition: softDrink,
    blurb: ['Gut gekühlt am besten.', 'Best served chilled.'],
  },
  middles: [
    middle('Wasser & Limonaden', 'Water & Soft Drinks', [
      leaf(
        'Mineralwasser',
        'Mineral Water',
        [
          line('Mineralwasser {v}', '{v} Mineral Water', '1.5l 0.5l 6x1.5l', [29, 59], {
            variants: v('prickelnd/Sparkling, mild/Lightly Sparkling, still/Still'),
            key: 'mineralwasser',
            profile: { deposit: 'single' },
          }),
          line(
            'Mineralwasser {v} in der Glasflasche',
            '{v} Mineral Water in Glass Bottles',
            '12x1l',
            [69, 99],
            { variants: v('prickelnd/Sparkling, still/Still'), profile: { deposit: 'reusable' } },
          ),
          line('Wasser mit Geschmack {v}', '{v} Flavoured Water', '1.5l 6x1.5l', [59, 89], {
            variants: v('Zitrone/Lemon, Gurke-Minze/Cucumber & Mint, Pfirsich/Peach'),
            profile: { deposit: 'single', nutrition: [8, 0, 0, 2, 2, 0, 0] },
          }),
        ],
        {
          nutrition: [0, 0, 0, 0, 0, 0, 0.02],
          ingredients: ['natürliches Mineralwasser', 'natural mineral water'],
        },
      ),
      leaf(
        'Limonaden',
        'Soft Drinks',
        [
          line('Kräuterlimonade', 'Herbal Lemonade', '1.5l 0.5l 6x1.5l', [99, 149]),
          line('Cola {v}', '{v} Cola', '1.5l 0.5l 6x0.33l', [99, 169], {
            variants: v('klassisch/Classic, zuckerfrei/Zero Sugar'),
          }),
          line('Orangenlimonade', 'Orange Soda', '1.5l', [89, 139]),
          line('Zitronenlimonade', 'Lemon Soda', '1l 0.5l', [119, 169]),
          line('Holunderlimonade', 'Elderflower Soda', '0.33l 1l', [179, 259]),
          line('Ginger Ale', 'Ginger Ale', '4x0.2l', [299, 399]),
        ],
        {
          deposit: 'single',
          ingredients: [
            'Wasser, Zucker, Kohlensäure, natürliches Aroma, Säuerungsmittel Citronensäure',
            'water, sugar, carbon dioxide, natural flavouring, acid citric acid',
          ],
        },
      ),
      leaf(
        'Eistee & Energy',
        'Iced Tea & Energy Drinks',
        [
          line('Eistee {v}', '{v} Iced Tea', '1.5l 0.5l', [89, 139], {
            variants: v('Pfirsich/Peach, Zitrone/Lemon, Grüntee/Green Tea'),
          }),
          line('Energydrink {v}', '{v} Energy Drink', '0.25l 4x0.25l', [299, 499], {
            variants: v('Classic, zuckerfrei/Sugar-free'),
          }),
          line('Mate-Limonade', 'Mate Soda', '0.33l', [399, 549]),
        ],
        {
          deposit: 'single',
          ingredients: [
            'Wasser, Zucker, Teeextrakt, Säuerungsmittel Citronensäure',
            'water, sugar, tea extract, acid citric acid',
          ],
          nutrition: [30, 0, 0, 7, 7, 0, 0],
        },
      ),
    ]),
    middle('Säfte & Sirupe', 'Juices & Cordials', [
      leaf(
        'Fruchtsäfte',
        'Fruit Juices',
        [
          line('Apfelsaft {v}', '{v} Apple Juice', '1l 1.5l 6x1l', [139, 229], {
            variants: v('naturtrüb/Cloudy, klar/Clear'),
            key: 'apfelsaft',
          }),
          line('Orangensaft {v}', '{v} Orange Juice', '1l 1.5l', [179, 279], {
            variants: v('mit Fruchtfleisch/With Bits, ohne Fruchtfleisch/Smooth'),
            key: 'orangensaft',
          }),
          line('Multivitaminsaft', 'Multivitamin Juice', '1l', [169, 239]),
          line('Johannisbeernektar', 'Blackcurrant Nectar', '1l', [199, 289]),
          line('Traubensaft', 'Grape Juice', '1l', [199, 289]),
          line('Apfel-Karotten-Saft', 'Apple & Carrot Juice', '0.75l', [249, 349]),
          line('Smoothie {v}', '{v} Smoothie', '0.25l 0.75l', [599, 899], {
            variants: v('Mango-Maracuja/Mango & Passion Fruit, Erdbeere-Banane/Strawberry & Banana'),
          }),
        ],
        {
          nutrition: juice,
          ingredients: ['Fruchtsaft aus Fruchtsaftkonzentrat', 'fruit juice from concentrate'],
        },
      ),
      leaf(
        'Sirupe',
        'Cordials',
        [
          line('Sirup {v}', '{v} Cordial', '0.5l 1l', [399, 599], {
            variants: v(
              'Holunderblüte/Elderflower, Himbeere/Raspberry, Zitrone/Lemon, Waldmeister/Woodruff, Marille/Apricot',
            ),
            key: 'sirup',
          }),
          line('Zuckerfreier Sirup {v}', 'Sugar-free {v} Cordial', '0.5l', [599, 799], {
            variants: v('Himbeere/Raspberry, Orange'),
            profile: { nutrition: [4, 0, 0, 0.5, 0.5, 0, 0] },
          }),
        ],
        {
          nutrition: [260, 0, 0, 64, 64, 0, 0],
          ingredients: [
            'Zucker, Wasser, {v}, Säuerungsmittel Citronensäure',
            'sugar, water, {v}, acid citric acid',
          ],
        },
      ),
    ]),
    middle('Kaffee & Tee', 'Coffee & Tea', [
      leaf(
        'Kaffee',
        'Coffee',
        [
          line('Röstkaffee {v} gemahlen', '{v} Ground Coffee', '250g 500g', [1199, 1799], {
            variants: v(
              'Wiener Melange/Viennese Blend, Espresso, Klassik/Classic Roast, entkoffeiniert/Decaf',
            ),
            key: 'kaffee',
          }),
          line('Kaffeebohnen {v}', '{v} Coffee Beans', '500g 1kg', [1399, 1999], {
            variants: v('Crema, Espresso'),
          }),
          line('Kaffeekapseln {v}', '{v} Coffee Capsules', '10st 20st', [25, 39], {
            variants: v('Lungo, Espresso, Ristretto'),
          }),
          line('Löskaffee', 'Instant Coffee', '100g 200g', [2499, 3499]),
        ],
        {
          storage: 'dry',
          nutrition: [2, 0, 0, 0.3, 0, 0.1, 0],
          ingredients: ['Röstkaffee', 'roasted coffee'],
          origins: ['br', 'co', 'vn'],
        },
      ),
      leaf(
        'Tee',
        'Tea',
        [
          line('{v}tee', '{v} Tea', '20st 40st', [6, 12], {
            variants: v(
              'Pfefferminz/Peppermint, Kamillen/Camomile, Früchte/Fruit, Schwarz/Black, Grün/Green, Kräuter/Herbal, Rooibos',
            ),
            key: 'tee',
          }),
          line('Loser Tee {v}', 'Loose {v} Tea', '100g', [2999, 3999], {
            variants: v('Earl Grey, Darjeeling'),
          }),
        ],
        {
          storage: 'dry',
          nutrition: [1, 0, 0, 0.2, 0, 0, 0],
          ingredients: ['Teeblätter oder Kräuter ({v})', 'tea leaves or herbs ({v})'],
          origins: ['in', 'at', 'de'],
        },
      ),
    ]),
  ],
};
