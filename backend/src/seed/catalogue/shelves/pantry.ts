import { leaf, line, middle, variants as v, type TopPlan } from '../shelf-types.js';

export const cupboard: TopPlan = {
  key: 'grund',
  name: ['Grundnahrungsmittel', 'Food Cupboard'],
  color: '#ef6c00',
  accent: '#fff3e0',
  description: [
    'Mehl, Zucker, Nudeln, Reis, Öl und Gewürze: alles für die Vorratskammer und zum Backen.',
    'Flour, sugar, pasta, rice, oil and spices: everything for the cupboard and for baking.',
  ],
  profile: {
    food: true,
    storage: 'dry',
    nutrition: [350, 1.5, 0.3, 72, 1, 11, 0.01],
    organicChance: 0.12,
    blurb: ['Eine gute Grundlage für jede Küche.', 'A sound basis for every kitchen.'],
  },
  middles: [
    middle('Backen', 'Baking', [
      leaf(
        'Mehl & Grieß',
        'Flour & Semolina',
        [
          line('Weizenmehl {v}', '{v} Wheat Flour', '1kg 2kg', [79, 149], {
            variants: v('glatt/Plain, griffig/Coarse, universal/All-purpose'),
            key: 'mehl',
          }),
          line('Dinkelmehl', 'Spelt Flour', '1kg', [199, 299]),
          line('Roggenmehl', 'Rye Flour', '1kg', [149, 229]),
          line('Vollkornmehl', 'Wholemeal Flour', '1kg', [179, 259]),
          line('Weizengrieß', 'Wheat Semolina', '500g 1kg', [199, 299], { key: 'griess' }),
          line('Semmelbrösel', 'Breadcrumbs', '400g', [349, 499], { key: 'broesel' }),
          line('Maisstärke', 'Cornflour', '400g', [349, 499], { profile: { allergens: [] } }),
        ],
        { allergens: ['A'], ingredients: ['Mehl', 'flour'], origins: ['at'] },
      ),
      leaf(
        'Zucker & Süßungsmittel',
        'Sugar & Sweeteners',
        [
          line('Kristallzucker', 'Granulated Sugar', '1kg', [99, 149], { key: 'zucker' }),
          line('Staubzucker', 'Icing Sugar', '500g', [149, 219], { key: 'staubzucker' }),
          line('Rohrzucker', 'Cane Sugar', '500g 1kg', [249, 349], { profile: { origins: ['br'] } }),
          line('Gelierzucker 2:1', 'Jam Sugar 2:1', '500g', [249, 349]),
          line('Vanillezucker', 'Vanilla Sugar', '5x8g', [1499, 1999], { key: 'vanillezucker' }),
          line('Ahornsirup', 'Maple Syrup', '250ml', [2999, 3999]),
        ],
        {
          allergens: [],
          nutrition: [400, 0, 0, 100, 100, 0, 0],
          ingredients: ['Zucker', 'sugar'],
          origins: ['at'],
        },
      ),
      leaf(
        'Backzutaten',
        'Baking Ingredients',
        [
          line('Backpulver', 'Baking Powder', '4x16g', [999, 1399], {
            key: 'backpulver',
            profile: { allergens: [] },
          }),
          line('Trockengerm', 'Dried Yeast', '3x7g', [1999, 2799], {
            key: 'germ',
            profile: { allergens: [] },
          }),
          line('Haselnüsse gerieben', 'Ground Hazelnuts', '200g', [1599, 2199], {
            key: 'haselnuesse',
            profile: { allergens: ['H'] },
          }),
          line('Mandeln gehobelt', 'Flaked Almonds', '100g', [1999, 2799], { profile: { allergens: ['H'] } }),
          line('Mohn gemahlen', 'Ground Poppy Seeds', '200g', [999, 1399], { key: 'mohn' }),
          line('Kakaopulver', 'Cocoa Powder', '250g', [1199, 1599], { key: 'kakaopulver' }),
          line('Schokostreusel', 'Chocolate Sprinkles', '100g', [1299, 1799], {
            profile: { allergens: ['G', 'F'] },
          }),
        ],
        { nutrition: [450, 30, 3, 20, 4, 18, 0.01], ingredients: ['{v}', '{v}'] },
      ),
    ]),
    middle('Teigwaren & Reis', 'Pasta & Rice', [
      leaf(
        'Nudeln',
        'Pasta',
        [
          line('{v}', '{v}', '500g 1kg', [199, 349], {
            variants: v('Spaghetti, Penne, Fusilli, Farfalle, Tagliatelle, Rigatoni, Linguine'),
            key: 'nudeln',
            profile: { vegan: true },
          }),
          line('Eierspätzle', 'Egg Spätzle', '500g', [299, 449], {
            key: 'spaetzle',
            profile: { allergens: ['A', 'C'] },
          }),
          line('Suppennudeln {v}', '{v} Soup Noodles', '250g', [399, 549], {
            variants: v('Fadennudeln/Vermicelli, Buchstaben/Alphabet'),
          }),
          line('Lasagneblätter', 'Lasagne Sheets', '500g', [299, 449], { key: 'lasagneblaetter' }),
          line('Vollkorn-{v}', 'Wholewheat {v}', '500g', [249, 399], { variants: v('Spaghetti, Penne') }),
          line('Gnocchi', 'Gnocchi', '500g', [299, 399], { profile: { storage: 'chilled' } }),
        ],
        {
          allergens: ['A'],
          ingredients: ['Hartweizengrieß, Wasser', 'durum wheat semolina, water'],
          nutrition: [355, 1.5, 0.3, 71, 3.5, 12.5, 0.01],
        },
      ),
      leaf(
        'Reis & Getreide',
        'Rice & Grains',
        [
          line('{v}reis', '{v} Rice', '500g 1kg', [199, 399], {
            variants: v(
              'Langkorn/Long-grain, Basmati/Basmati, Jasmin/Jasmine, Risotto/Risotto, Milch/Pudding',
            ),
            key: 'reis',
            profile: { ingredients: ['{v}reis', '{v} rice'] },
          }),
          line('Couscous', 'Couscous', '500g', [249, 349], { profile: { allergens: ['A'] } }),
          line('Bulgur', 'Bulgur Wheat', '500g', [249, 349], { profile: { allergens: ['A'] } }),
          line('Quinoa', 'Quinoa', '400g', [799, 1099], { profile: { origins: ['pe'] } }),
          line('Polenta', 'Polenta', '500g', [199, 299], { key: 'polenta' }),
        ],
        { allergens: [], ingredients: ['{v}', '{v}'], origins: ['it', 'in', 'th'] },
      ),
      leaf(
        'Hülsenfrüchte',
        'Pulses',
        [
          line('Linsen {v}', '{v} Lentils', '500g', [299, 449], {
            variants: v('braun/Brown, rot/Red, Beluga/Beluga'),
            key: 'linsen',
          }),
          line('Kichererbsen getrocknet', 'Dried Chickpeas', '500g', [249, 349]),
          line('Weiße Bohnen getrocknet', 'Dried White Beans', '500g', [249, 349]),
          line('Käferbohnen', 'Styrian Runner Beans', '400g', [599, 799], { profile: { origins: ['at'] } }),
          line('Erbsen getrocknet', 'Dried Split Peas', '500g', [199, 299]),
        ],
        {
          vegan: true,
          allergens: [],
          nutrition: [330, 1.5, 0.2, 48, 2, 24, 0.02],
          ingredients: ['Hülsenfrüchte', 'pulses'],
          origins: ['at', 'tr'],
        },
      ),
    ]),
    middle('Öl, Essig & Gewürze', 'Oil, Vinegar & Spices', [
      leaf(
        'Öl & Essig',
        'Oil & Vinegar',
        [
          line('Sonnenblumenöl', 'Sunflower Oil', '1l', [249, 399], { key: 'oel' }),
          line('Olivenöl nativ extra', 'Extra Virgin Olive Oil', '0.5l 0.75l 1l', [999, 1599], {
            key: 'olivenoel',
            profile: { origins: ['gr', 'it', 'es'] },
          }),
          line('Rapsöl', 'Rapeseed Oil', '1l', [299, 449]),
          line('Steirisches Kürbiskernöl', 'Styrian Pumpkin Seed Oil', '0.25l 0.5l', [3199, 4599], {
            key: 'kuerbiskernoel',
            profile: { origins: ['at'] },
          }),
          line('{v}essig', '{v} Vinegar', '0.5l 1l', [199, 599], {
            variants: v('Apfel/Cider, Weinbrand/Spirit, Balsamico/Balsamic, Himbeer/Raspberry'),
            key: 'essig',
            profile: { allergens: ['O'], nutrition: [20, 0, 0, 0.5, 0.5, 0, 0] },
          }),
        ],
        { allergens: [], nutrition: [828, 92, 11, 0, 0, 0, 0], ingredients: ['Pflanzenöl', 'vegetable oil'] },
      ),
      leaf(
        'Gewürze',
        'Herbs & Spices',
        [
          line('{v}', '{v}', '30g 50g', [3999, 6999], {
            variants: v(
              'Paprikapulver edelsüß/Sweet Paprika, Kümmel ganz/Caraway Seeds, Majoran gerebelt/Dried Marjoram, Oregano, Zimt gemahlen/Ground Cinnamon, Muskatnuss/Nutmeg, Curry/Curry Powder, Chiliflocken/Chilli Flakes',
            ),
            key: 'gewuerz',
          }),
          line('Pfeffer {v}', '{v} Pepper', '50g 100g', [3999, 5999], {
            variants: v('schwarz gemahlen/Ground Black, bunt ganz/Mixed Whole'),
            key: 'pfeffer',
          }),
          line('Salz {v}', '{v} Salt', '500g 1kg', [49, 199], {
            variants: v('jodiert/Iodised, Meersalz/Sea, Steinsalz/Rock'),
            key: 'salz',
            profile: { nutrition: [0, 0, 0, 0, 0, 0, 99] },
          }),
          line('Suppenwürze', 'Stock Seasoning', '200g', [999, 1399], {
            key: 'suppenwuerze',
            profile: { allergens: ['L'] },
          }),
          line('Gemüsebrühe', 'Vegetable Stock Cubes', '6x10g', [1499, 1999], {
            key: 'gemuesebruehe',
            profile: { allergens: ['L'] },
          }),
        ],
        {
          allergens: [],
          nutrition: [300, 8, 1.5, 40, 8, 12, 0.1],
          ingredients: ['{v}', '{v}'],
          origins: ['in', 'hu', 'tr'],
        },
      ),
      leaf(
        'Saucen & Senf',
        'Sauces & Condiments',
        [
          line('Senf {v}', '{v} Mustard', '200g 500g', [499, 799], {
            variants: v('mittelscharf/Medium, süß/Sweet, Estragon/Tarragon, Dijon'),
            key: 'senf',
            profile: { allergens: ['M'] },
          }),
          line('Ketchup', 'Ketchup', '500ml 1l', [299, 499], { key: 'ketchup' }),
          line('Mayonnaise', 'Mayonnaise', '250ml 500ml', [599, 899], {
            key: 'mayonnaise',
            profile: { allergens: ['C', 'M'] },
          }),
          line('Kren gerieben', 'Grated Horseradish', '200g', [799, 1099], { key: 'kren' }),
          line('Sojasauce', 'Soy Sauce', '150ml 500ml', [899, 1299], {
            key: 'sojasauce',
            profile: { allergens: ['F', 'A'] },
          }),
          line('Pesto {v}', '{v} Pesto', '190g', [1599, 2199], {
            variants: v('Genovese, Rosso'),
            key: 'pesto',
            profile: { allergens: ['G', 'H'] },
          }),
        ],
        {
          nutrition: [110, 3, 0.3, 18, 15, 1.5, 2.5],
          ingredients: ['Paradeiser, Essig, Zucker, Salz, Gewürze', 'tomatoes, vinegar, sugar, salt, spices'],
        },
      ),
    ]),
  ],
};

export const breakfast: TopPlan = {
  key: 'fruehstueck',
  name: ['Frühstück', 'Breakfast'],
  color: '#f9a825',
  accent: '#fffde7',
  description: [
    'Müsli, Flocken, Marmelade, Honig und Aufstriche für einen guten Start in den Tag.',
    'Muesli, oats, jam, honey and spreads for a good start to the day.',
  ],
  profile: {
    food: true,
    storage: 'dry',
    nutrition: [380, 6, 1, 65, 18, 10, 0.1],
    allergens: ['A'],
    organicChance: 0.15,
    blurb: ['Damit der Morgen gut beginnt.', 'For a good start to the morning.'],
  },
  middles: [
    middle('Müsli & Flocken', 'Cereals & Oats', [
      leaf(
        'Müsli',
        'Muesli',
        [
          line('Knuspermüsli {v}', '{v} Crunchy Muesli', '500g 750g', [599, 899], {
            variants: v('Schoko/Chocolate, Beeren/Berry, Nuss/Nut, Honig/Honey'),
          }),
          line('Früchtemüsli', 'Fruit Muesli', '750g 1kg', [399, 599], { key: 'muesli' }),
          line('Bircher-Müsli', 'Bircher Muesli', '500g', [599, 799]),
          line('Müsli ohne Zuckerzusatz', 'No Added Sugar Muesli', '500g', [599, 899]),
        ],
        {
          allergens: ['A', 'H'],
          ingredients: [
            'Haferflocken, Weizenflocken, Rosinen, {v}',
            'oat flakes, wheat flakes, raisins, {v}',
          ],
        },
      ),
      leaf(
        'Cerealien',
        'Cereals',
        [
          line('Cornflakes', 'Cornflakes', '375g 750g', [499, 699], { profile: { allergens: [] } }),
          line('Schokopops', 'Chocolate Puffs', '375g', [699, 999]),
          line('Dinkelpops mit Honig', 'Honey Spelt Puffs', '300g', [799, 1099]),
          line('Zimt-Kissen', 'Cinnamon Squares', '375g', [799, 1099]),
        ],
        { ingredients: ['Getreide, Zucker, Salz', 'cereals, sugar, salt'] },
      ),
      leaf(
        'Haferflocken & Porridge',
        'Porridge & Oats',
        [
          line('Haferflocken {v}', '{v} Oat Flakes', '500g 1kg', [129, 249], {
            variants: v('zart/Fine, kernig/Jumbo'),
            key: 'haferflocken',
            profile: { origins: ['at'] },
          }),
          line('Porridge {v}', '{v} Porridge', '400g', [499, 699], {
            variants: v('natur/Plain, Apfel-Zimt/Apple & Cinnamon'),
          }),
          line('Chiasamen', 'Chia Seeds', '200g', [1499, 1999], { profile: { allergens: [] } }),
          line('Leinsamen', 'Linseed', '250g', [599, 799], { profile: { allergens: [] } }),
        ],
        { vegan: true, ingredients: ['Vollkornhaferflocken', 'wholegrain oat flakes'] },
      ),
      leaf(
        'Müsliriegel',
        'Cereal Bars',
        [
          line('Müsliriegel {v}', '{v} Cereal Bars', '6x25g', [999, 1499], {
            variants: v('Schoko/Chocolate, Erdbeer-Joghurt/Strawberry Yoghurt, Nuss/Nut, Apfel/Apple'),
          }),
          line('Proteinriegel {v}', '{v} Protein Bars', '45g', [2999, 3999], {
            variants: v('Erdnuss/Peanut, Cookie'),
          }),
          line('Dattel-Nuss-Riegel', 'Date & Nut Bars', '3x40g', [1999, 2599], {
            profile: { vegan: true, allergens: ['H'] },
          }),
        ],
        {
          allergens: ['A', 'G', 'H'],
          ingredients: ['Haferflocken, Glukosesirup, {v}', 'oat flakes, glucose syrup, {v}'],
        },
      ),
    ]),
    middle('Aufstriche', 'Spreads', [
      leaf(
        'Marmelade & Honig',
        'Jam & Honey',
        [
          line('{v}marmelade', '{v} Jam', '200g 450g', [599, 999], {
            variants: v(
              'Marillen/Apricot, Erdbeer/Strawberry, Himbeer/Raspberry, Ribisel/Redcurrant, Zwetschken/Plum, Orangen/Orange',
            ),
            key: 'marmelade',
          }),
          line('Powidl', 'Plum Butter (Powidl)', '450g', [599, 899], { key: 'powidl' }),
          line('Blütenhonig', 'Blossom Honey', '500g 1kg', [1199, 1599], {
            key: 'honig',
            profile: { origins: ['at'] },
          }),
          line('Waldhonig', 'Forest Honey', '500g', [1499, 1999], { profile: { origins: ['at'] } }),
          line('Cremehonig', 'Creamed Honey', '250g 500g', [1299, 1799], { profile: { origins: ['at'] } }),
        ],
        {
          allergens: [],
          nutrition: [250, 0.1, 0, 60, 58, 0.4, 0],
          ingredients: ['{v} 50 %, Zucker, Geliermittel Pektin', '{v} 50%, sugar, gelling agent pectin'],
        },
      ),
      leaf(
        'Nuss- & Schokoaufstriche',
        'Chocolate & Nut Spreads',
        [
          line('Nuss-Nougat-Creme', 'Chocolate Hazelnut Spread', '400g 750g', [699, 999], {
            key: 'nougatcreme',
          }),
          line('Erdnussbutter {v}', '{v} Peanut Butter', '350g', [999, 1399], {
            variants: v('cremig/Smooth, crunchy/Crunchy'),
            profile: { allergens: ['E'], vegan: true },
          }),
          line('Mandelmus', 'Almond Butter', '250g', [2999, 3999], { profile: { vegan: true } }),
          line('Haselnussmus', 'Hazelnut Butter', '250g', [2799, 3599], { profile: { vegan: true } }),
        ],
        {
          allergens: ['G', 'H'],
          nutrition: [540, 31, 6, 57, 56, 6, 0.1],
          ingredients: [
            'Zucker, Haselnüsse 13 %, Rapsöl, Kakao, Magermilchpulver',
            'sugar, hazelnuts 13%, rapeseed oil, cocoa, skimmed milk powder',
          ],
        },
      ),
      leaf(
        'Kakao & Frühstücksgetränke',
        'Hot Chocolate & Malt Drinks',
        [
          line('Kakaogetränkepulver', 'Drinking Chocolate', '400g 800g', [599, 899], { key: 'kakao' }),
          line('Malzkaffee', 'Malt Coffee', '250g', [999, 1399], { profile: { allergens: ['A'] } }),
          line('Trinkschokolade {v}', '{v} Hot Chocolate', '250g', [1199, 1599], {
            variants: v('Vollmilch/Milk, Zartbitter/Dark'),
          }),
        ],
        {
          allergens: [],
          nutrition: [380, 3, 2, 80, 75, 5, 0.1],
          ingredients: ['Zucker, Kakao, Salz', 'sugar, cocoa, salt'],
        },
      ),
    ]),
  ],
};

export const tinsAndReadyMeals: TopPlan = {
  key: 'konserven',
  name: ['Konserven & Fertiggerichte', 'Tins & Ready Meals'],
  color: '#5d4037',
  accent: '#efebe9',
  description: [
    'Gemüse-, Obst- und Fischkonserven, Suppen, Fertiggerichte und Feinkost für schnelle Küche.',
    'Tinned vegetables, fruit and fish, soups, ready meals and deli for quick cooking.',
  ],
  profile: {
    food: true,
    storage: 'dry',
    nutrition: [70, 1, 0.2, 10, 3, 3, 0.7],
    allergens: [],
    blurb: ['Praktisch für Vorrat und schnelle Küche.', 'Handy for the store cupboard and quick meals.'],
  },
  middles: [
    middle('Konserven', 'Tinned Food', [
      leaf(
        'Gemüsekonserven',
        'Tinned Vegetables',
        [
          line('Mais', 'Sweetcorn', '340g 3x150g', [399, 599], { key: 'mais' }),
          line('Kidneybohnen', 'Kidney Beans', '400g', [249, 349], { key: 'kidneybohnen' }),
          line('Kichererbsen', 'Chickpeas', '400g', [249, 349], { key: 'kichererbsen' }),
          line('Erbsen & Karotten', 'Peas & Carrots', '400g', [249, 349]),
          line('Rote Rüben in Scheiben', 'Sliced Beetroot', '370g', [299, 399]),
          line('Sauerkraut', 'Sauerkraut', '500g 850g', [199, 299], { key: 'sauerkraut' }),
        ],
        { vegan: true, ingredients: ['Gemüse, Wasser, Salz', 'vegetables, water, salt'] },
      ),
      leaf(
        'Paradeiserprodukte',
        'Tomato Products',
        [
          line('Paradeiser {v}', '{v} Tomatoes', '400g 3x400g', [199, 299], {
            variants: v('gehackt/Chopped, geschält/Peeled, passiert/Passata'),
            key: 'paradeiser-dose',
          }),
          line('Paradeismark', 'Tomato Purée', '70g 200g', [499, 799], { key: 'paradeismark' }),
          line('Sugo {v}', '{v} Pasta Sauce', '400g', [599, 799], {
            variants: v('Basilikum/Basil, Arrabbiata, Bolognese'),
          }),
        ],
        {
          vegan: true,
          ingredients: ['Paradeiser, Paradeissaft, Salz', 'tomatoes, tomato juice, salt'],
          origins: ['it'],
        },
      ),
      leaf(
        'Obstkonserven',
        'Tinned Fruit',
        [
          line('{v} in Saft', '{v} in Juice', '410g 820g', [299, 499], {
            variants: v('Pfirsiche/Peaches, Ananas/Pineapple, Marillen/Apricots, Birnen/Pears'),
          }),
          line('Kompott {v}', '{v} Compote', '720ml', [299, 449], {
            variants: v('Kirschen/Cherry, Zwetschken/Plum'),
          }),
          line('Apfelmus', 'Apple Sauce', '360g 710g', [249, 399], { key: 'apfelmus' }),
          line('Preiselbeeren', 'Lingonberries', '400g', [599, 899], { key: 'preiselbeeren' }),
        ],
        {
          vegan: true,
          nutrition: [65, 0.1, 0, 15, 14, 0.4, 0],
          ingredients: ['{v}, Fruchtsaft', '{v}, fruit juice'],
        },
      ),
      leaf(
        'Fischkonserven',
        'Tinned Fish',
        [
          line('Thunfisch {v}', '{v} Tuna', '185g 3x80g', [1199, 1799], {
            variants: v('in eigenem Saft/in Brine, in Olivenöl/in Olive Oil'),
            key: 'thunfisch',
          }),
          line('Sardinen in Olivenöl', 'Sardines in Olive Oil', '120g', [1299, 1699]),
          line('Makrelenfilets in Paradeissauce', 'Mackerel Fillets in Tomato Sauce', '200g', [999, 1399]),
          line('Sardellenfilets', 'Anchovy Fillets', '50g', [3999, 4999]),
        ],
        {
          allergens: ['D'],
          nutrition: [190, 10, 1.8, 0, 0, 25, 1],
          ingredients: ['Fisch, Öl, Salz', 'fish, oil, salt'],
          origins: ['es', 'pt', 'ma'],
        },
      ),
    ]),
    middle('Suppen & Fertiggerichte', 'Soups & Ready Meals', [
      leaf(
        'Suppen',
        'Soups',
        [
          line('{v}suppe', '{v} Soup', '400ml 800ml', [399, 599], {
            variants: v(
              'Gulasch/Goulash, Erdäpfel/Potato, Paradeis/Tomato, Hühner/Chicken, Linsen/Lentil, Kürbiscreme/Pumpkin',
            ),
            key: 'suppe',
          }),
          line('Rindsuppe klar', 'Clear Beef Broth', '500ml', [299, 449], { key: 'rindsuppe' }),
          line('Frittaten', 'Pancake Strips for Soup', '100g', [1499, 1999], {
            profile: { allergens: ['A', 'C', 'G'] },
          }),
        ],
        {
          allergens: ['L'],
          nutrition: [45, 1.5, 0.6, 5, 1.5, 2, 0.8],
          ingredients: [
            'Wasser, Gemüse, Sonnenblumenöl, Salz, Gewürze',
            'water, vegetables, sunflower oil, salt, spices',
          ],
        },
      ),
      leaf(
        'Fertiggerichte',
        'Ready Meals',
        [
          line('Gulasch mit Nockerln', 'Goulash with Dumplings', '400g', [999, 1299], {
            profile: { allergens: ['A', 'C'] },
          }),
          line('Chili con Carne', 'Chili con Carne', '400g', [899, 1199]),
          line('Linseneintopf', 'Lentil Stew', '400g', [699, 899], {
            profile: { vegan: true, allergens: ['L'] },
          }),
          line('Ravioli in Paradeissauce', 'Ravioli in Tomato Sauce', '400g 800g', [499, 699], {
            profile: { allergens: ['A'] },
          }),
          line('Krautfleckerl', 'Cabbage Pasta', '400g', [699, 899], { profile: { allergens: ['A', 'C'] } }),
        ],
        {
          nutrition: [110, 4.5, 1.8, 11, 2, 6, 1],
          ingredients: [
            'Wasser, Fleisch, Gemüse, Zwiebeln, Paprika, Salz',
            'water, meat, vegetables, onions, paprika, salt',
          ],
        },
      ),
      leaf(
        'Asiatische Küche',
        'World Foods',
        [
          line('Kokosmilch', 'Coconut Milk', '400ml', [399, 599], {
            key: 'kokosmilch',
            profile: { vegan: true, nutrition: [180, 18, 16, 3, 2, 1.5, 0.05] },
          }),
          line('Currypaste {v}', '{v} Curry Paste', '100g', [2499, 3299], {
            variants: v('rot/Red, grün/Green, gelb/Yellow'),
            key: 'currypaste',
          }),
          line('Reisnudeln', 'Rice Noodles', '250g', [999, 1399], { key: 'reisnudeln' }),
          line('Instant-Nudeln {v}', '{v} Instant Noodles', '85g', [1099, 1499], {
            variants: v('Huhn/Chicken, Gemüse/Vegetable, scharf/Hot'),
          }),
          line('Süß-saure Sauce', 'Sweet and Sour Sauce', '400ml', [599, 899]),
        ],
        { allergens: ['F'], ingredients: ['{v}', '{v}'], origins: ['th', 'vn'] },
      ),
    ]),
    middle('Feinkost', 'Deli', [
      leaf(
        'Antipasti & Oliven',
        'Antipasti & Olives',
        [
          line('Oliven {v}', '{v} Olives', '150g 350g', [999, 1499], {
            variants: v('grün entsteint/Pitted Green, schwarz/Black, Kalamata'),
            key: 'oliven',
          }),
          line('Getrocknete Paradeiser in Öl', 'Sun-dried Tomatoes in Oil', '280g', [1499, 1999]),
          line('Gegrilltes Gemüse in Öl', 'Grilled Vegetables in Oil', '280g', [1499, 1999]),
          line('Kapern', 'Capers', '100g', [1999, 2599], { key: 'kapern' }),
          line('Hummus {v}', '{v} Hummus', '200g', [1199, 1599], {
            variants: v('natur/Classic, Paprika/Red Pepper'),
            profile: { storage: 'chilled', allergens: ['N'] },
          }),
        ],
        {
          vegan: true,
          nutrition: [150, 14, 2, 3, 0.5, 1.5, 2.5],
          ingredients: [
            'Oliven, Wasser, Salz, Säuerungsmittel Milchsäure',
            'olives, water, salt, acid lactic acid',
          ],
          origins: ['gr', 'it', 'es'],
        },
      ),
      leaf(
        'Essiggurkerl & Sauergemüse',
        'Pickles',
        [
          line('Essiggurkerl', 'Gherkins', '330g 670g', [399, 599], { key: 'essiggurkerl' }),
          line('Pfefferoni', 'Pickled Peppers', '330g', [499, 699]),
          line('Silberzwiebeln', 'Silverskin Onions', '330g', [499, 699]),
          line('Rote-Rüben-Salat', 'Beetroot Salad', '370g', [399, 549]),
          line('Mixed Pickles', 'Mixed Pickles', '330g', [499, 699]),
        ],
        {
          vegan: true,
          allergens: ['M'],
          nutrition: [30, 0.2, 0, 5, 4.5, 0.6, 1.6],
          ingredients: [
            'Gemüse, Wasser, Branntweinessig, Zucker, Salz, Senfsaat',
            'vegetables, water, spirit vinegar, sugar, salt, mustard seed',
          ],
          origins: ['at'],
        },
      ),
    ]),
  ],
};
