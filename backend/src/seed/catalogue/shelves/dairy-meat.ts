import { leaf, line, middle, variants as v, type TopPlan } from '../shelf-types.js';

const milk = [64, 3.5, 2.3, 4.8, 4.8, 3.3, 0.1] as const;
const yoghurt = [95, 3, 2, 13, 12.5, 3.5, 0.1] as const;
const hardCheese = [400, 32, 21, 0, 0, 28, 1.5] as const;

export const dairyAndCheese: TopPlan = {
  key: 'milch',
  name: ['Milch & Käse', 'Dairy & Cheese'],
  color: '#1565c0',
  accent: '#e3f2fd',
  description: [
    'Milch, Joghurt, Butter, Eier und über hundert Käsesorten, viele davon aus Heumilch.',
    'Milk, yoghurt, butter, eggs and over a hundred cheeses, many made from hay milk.',
  ],
  profile: {
    food: true,
    storage: 'chilled',
    nutrition: milk,
    allergens: ['G'],
    ingredients: ['Milch', 'milk'],
    organicChance: 0.12,
    blurb: ['Aus Milch von Bauernhöfen, die wir kennen.', 'Made from the milk of farms we know.'],
  },
  middles: [
    middle('Milch & Obers', 'Milk & Cream', [
      leaf('Frischmilch', 'Fresh Milk', [
        line('Vollmilch 3,5 %', 'Whole Milk 3.5%', '1l 0.5l', [119, 169], { key: 'vollmilch' }),
        line('Leichtmilch 0,5 %', 'Skimmed Milk 0.5%', '1l', [109, 149]),
        line('Heumilch 3,5 %', 'Hay Milk 3.5%', '1l', [139, 189]),
        line('Laktosefreie Vollmilch 3,5 %', 'Lactose-free Whole Milk 3.5%', '1l', [149, 199]),
        line('Vollmilch länger frisch 3,5 %', 'Extended Life Whole Milk 3.5%', '1l 1.5l', [119, 159]),
        line('Buttermilch', 'Buttermilk', '500ml 1l', [179, 259], {
          profile: { nutrition: [37, 0.5, 0.3, 4, 4, 3.4, 0.1] },
        }),
      ]),
      leaf(
        'Haltbare Milch',
        'Long-life Milk',
        [
          line('Haltbarmilch 3,5 %', 'UHT Whole Milk 3.5%', '1l 6x1l', [99, 139], { key: 'haltbarmilch' }),
          line('Haltbarmilch 1,5 %', 'UHT Semi-skimmed Milk 1.5%', '1l 6x1l', [95, 129]),
          line('Kaffeeobers 10 %', 'Coffee Cream 10%', '250ml 500ml', [299, 399], {
            profile: { nutrition: [119, 10, 6.5, 4, 4, 3, 0.1] },
          }),
          line('Kondensmilch gezuckert', 'Sweetened Condensed Milk', '400g', [499, 699], {
            profile: { nutrition: [321, 8, 5, 55, 55, 7.5, 0.3] },
          }),
        ],
        { storage: 'dry' },
      ),
      leaf(
        'Schlagobers & Sauerrahm',
        'Cream & Sour Cream',
        [
          line('Schlagobers 36 %', 'Whipping Cream 36%', '250ml 500ml', [599, 799], { key: 'schlagobers' }),
          line('Sauerrahm 15 %', 'Sour Cream 15%', '250g', [499, 699], { key: 'sauerrahm' }),
          line('Crème fraîche', 'Crème Fraîche', '125g 200g', [899, 1199], { key: 'creme-fraiche' }),
          line('Kochcreme 15 %', 'Cooking Cream 15%', '250ml', [399, 549]),
          line('Laktosefreies Schlagobers', 'Lactose-free Whipping Cream', '200ml', [699, 899]),
        ],
        { nutrition: [340, 36, 23, 3, 3, 2.2, 0.1], ingredients: ['Rahm', 'cream'] },
      ),
      leaf(
        'Pflanzendrinks',
        'Plant Drinks',
        [
          line('Haferdrink {v}', '{v} Oat Drink', '1l', [149, 229], {
            variants: v('natur/Original, Barista/Barista, Kakao/Cocoa'),
            key: 'haferdrink',
            profile: {
              allergens: ['A'],
              ingredients: ['Wasser, Hafer 10 %, Rapsöl, Salz', 'water, oats 10%, rapeseed oil, salt'],
            },
          }),
          line('Sojadrink {v}', '{v} Soy Drink', '1l', [149, 219], {
            variants: v('natur/Original, Vanille/Vanilla'),
            profile: {
              allergens: ['F'],
              ingredients: [
                'Wasser, Sojabohnen 8 %, Calciumcarbonat',
                'water, soya beans 8%, calcium carbonate',
              ],
            },
          }),
          line('Mandeldrink', 'Almond Drink', '1l', [199, 279], {
            profile: {
              allergens: ['H'],
              ingredients: ['Wasser, Mandeln 2 %, Meersalz', 'water, almonds 2%, sea salt'],
            },
          }),
          line('Reisdrink', 'Rice Drink', '1l', [179, 249], {
            profile: {
              allergens: [],
              ingredients: ['Wasser, Reis 14 %, Sonnenblumenöl', 'water, rice 14%, sunflower oil'],
            },
          }),
          line('Kokosdrink', 'Coconut Drink', '1l', [199, 279], {
            profile: {
              allergens: [],
              ingredients: ['Wasser, Kokosmilch 6 %, Reis', 'water, coconut milk 6%, rice'],
            },
          }),
        ],
        { vegan: true, storage: 'dry', nutrition: [45, 1.5, 0.2, 6.8, 3.5, 0.6, 0.1] },
      ),
    ]),
    middle('Joghurt & Desserts', 'Yoghurt & Desserts', [
      leaf(
        'Joghurt',
        'Yoghurt',
        [
          line('Naturjoghurt 3,6 %', 'Natural Yoghurt 3.6%', '250g 500g 1kg', [279, 399], {
            key: 'joghurt',
            profile: { nutrition: [66, 3.6, 2.4, 4.5, 4.5, 3.8, 0.1] },
          }),
          line('Fruchtjoghurt {v}', '{v} Fruit Yoghurt', '150g 180g 4x125g', [349, 499], {
            variants: v(
              'Erdbeere/Strawberry, Himbeere/Raspberry, Heidelbeere/Blueberry, Marille/Apricot, Vanille/Vanilla, Pfirsich-Maracuja/Peach & Passion Fruit',
            ),
            profile: { ingredients: ['Joghurt, {v} 12 %, Zucker', 'yoghurt, {v} 12%, sugar'] },
          }),
          line('Griechisches Joghurt 10 %', 'Greek-style Yoghurt 10%', '150g 500g', [499, 699], {
            profile: { nutrition: [125, 10, 7, 4, 4, 4.5, 0.1] },
          }),
          line('Trinkjoghurt {v}', '{v} Drinking Yoghurt', '250ml 500ml', [219, 319], {
            variants: v('Erdbeere/Strawberry, Heidelbeere/Blueberry, Mango/Mango'),
          }),
          line('Skyr', 'Skyr', '150g 450g', [499, 699], {
            profile: { nutrition: [63, 0.2, 0.1, 4, 4, 11, 0.1] },
          }),
        ],
        { nutrition: yoghurt },
      ),
      leaf(
        'Topfen & Desserts',
        'Quark & Desserts',
        [
          line('Topfen 20 %', 'Quark 20%', '250g 500g', [399, 599], {
            key: 'topfen',
            profile: { nutrition: [109, 5, 3.2, 3.5, 3.5, 12, 0.1] },
          }),
          line('Magertopfen', 'Low-fat Quark', '250g', [359, 499], {
            profile: { nutrition: [67, 0.3, 0.2, 4, 4, 12, 0.1] },
          }),
          line('{v}pudding', '{v} Pudding', '4x125g 2x200g', [399, 599], {
            variants: v('Schoko/Chocolate, Vanille/Vanilla, Karamell/Caramel'),
          }),
          line('Milchreis {v}', '{v} Rice Pudding', '200g', [599, 799], {
            variants: v('natur/Plain, mit Zimt/Cinnamon, mit Kirschen/Cherry'),
          }),
          line('Panna cotta', 'Panna Cotta', '2x100g', [1199, 1599]),
        ],
        { nutrition: [120, 3.2, 2, 19, 16, 3.5, 0.15] },
      ),
    ]),
    middle('Käse', 'Cheese', [
      leaf(
        'Hartkäse',
        'Hard Cheese',
        [
          line('Bergkäse {v}', '{v} Mountain Cheese', '200g 250g 400g', [1699, 2599], {
            variants: v('mild/Mild, würzig/Mature, 12 Monate gereift/12-Month Aged'),
            key: 'bergkaese',
          }),
          line('Bergkäse gerieben', 'Grated Mountain Cheese', '100g 200g', [1699, 2299], {
            key: 'bergkaese-gerieben',
          }),
          line('Parmigiano Reggiano {v}', '{v} Parmigiano Reggiano', '100g 200g', [2199, 2999], {
            variants: v('am Stück/Wedge of, gerieben/Grated'),
            key: 'parmesan',
            profile: { origins: ['it'] },
          }),
          line('Emmentaler am Stück', 'Emmental Cheese Wedge', '250g 400g', [1299, 1799], {
            key: 'emmentaler',
          }),
          line('Grana Padano', 'Grana Padano', '200g', [1899, 2499], { profile: { origins: ['it'] } }),
        ],
        {
          nutrition: hardCheese,
          ingredients: ['Heumilch, Salz, Lab, Milchsäurebakterien', 'hay milk, salt, rennet, cultures'],
          storage: 'chilled',
        },
      ),
      leaf(
        'Schnittkäse',
        'Sliced Cheese',
        [
          line('Gouda {v} in Scheiben', '{v} Gouda Slices', '150g 250g', [1099, 1499], {
            variants: v('jung/Young, mittelalt/Medium, alt/Mature'),
            key: 'gouda',
          }),
          line('Emmentaler in Scheiben', 'Emmental Slices', '150g 250g', [1199, 1599]),
          line('Tilsiter', 'Tilsiter Cheese', '200g', [1199, 1599]),
          line('Butterkäse', 'Butter Cheese', '250g', [999, 1399]),
          line('Heumilch-Schnittkäse', 'Hay Milk Semi-hard Cheese', '200g', [1399, 1899]),
          line('Toastkäse', 'Cheese Slices for Toasting', '200g', [899, 1199], { key: 'toastkaese' }),
        ],
        {
          nutrition: [350, 27, 18, 0.1, 0.1, 25, 1.6],
          ingredients: ['Milch, Salz, Lab, Milchsäurebakterien', 'milk, salt, rennet, cultures'],
        },
      ),
      leaf(
        'Weichkäse',
        'Soft Cheese',
        [
          line('Camembert', 'Camembert', '125g 250g', [1199, 1699]),
          line('Brie', 'Brie', '200g', [1299, 1799]),
          line('Mozzarella', 'Mozzarella', '125g 3x125g', [899, 1299], {
            key: 'mozzarella',
            profile: { nutrition: [250, 19, 13, 1, 1, 18, 0.6] },
          }),
          line('Schafkäse in Salzlake', "Sheep's Milk Cheese in Brine", '200g', [1199, 1599], {
            key: 'schafkaese',
          }),
          line('Blauschimmelkäse', 'Blue Cheese', '150g', [1599, 2099]),
          line('Burrata', 'Burrata', '125g', [2399, 2999]),
        ],
        { nutrition: [300, 24, 16, 0.5, 0.5, 20, 1.5], storage: 'fresh' },
      ),
      leaf(
        'Frischkäse',
        'Cream Cheese',
        [
          line('Frischkäse {v}', '{v} Cream Cheese', '150g 200g', [799, 1099], {
            variants: v('natur/Plain, mit Kräutern/Herb, mit Paprika/Pepper, leicht/Light'),
            key: 'frischkaese',
          }),
          line('Hüttenkäse', 'Cottage Cheese', '200g', [699, 899]),
          line('Mascarpone', 'Mascarpone', '250g', [799, 1099], {
            key: 'mascarpone',
            profile: { nutrition: [430, 44, 30, 3.5, 3.5, 4, 0.1] },
          }),
          line('Ricotta', 'Ricotta', '250g', [799, 1099], { key: 'ricotta' }),
          line('Liptauer', 'Liptauer Spread', '150g', [999, 1299]),
        ],
        { nutrition: [230, 21, 14, 3, 3, 6, 0.8] },
      ),
      leaf(
        'Käsetheke',
        'Cheese Counter',
        [
          line('Bergkäse vom Stück', 'Mountain Cheese, cut to order', 'kg', [1999, 2899]),
          line('Emmentaler vom Stück', 'Emmental, cut to order', 'kg', [1499, 1999]),
          line('Almkäse', 'Alpine Pasture Cheese', '~250g', [2299, 3199]),
          line('Räucherkäse', 'Smoked Cheese', '~300g', [1599, 2199]),
          line('Bierkäse', 'Beer Cheese', '~250g', [1699, 2299]),
          line('Gorgonzola', 'Gorgonzola', '~200g', [1799, 2399], { profile: { origins: ['it'] } }),
        ],
        {
          nutrition: hardCheese,
          ingredients: ['Heumilch, Salz, Lab, Milchsäurebakterien', 'hay milk, salt, rennet, cultures'],
        },
      ),
    ]),
    middle('Butter & Eier', 'Butter & Eggs', [
      leaf(
        'Butter & Aufstriche',
        'Butter & Spreads',
        [
          line('Teebutter', 'Butter', '125g 250g', [799, 1099], { key: 'butter' }),
          line('Sauerrahmbutter', 'Cultured Butter', '250g', [899, 1199]),
          line('Streichbutter', 'Spreadable Butter', '200g', [899, 1199]),
          line('Butterschmalz', 'Clarified Butter', '250g 500g', [1199, 1599], {
            key: 'butterschmalz',
            profile: { nutrition: [898, 99.5, 65, 0, 0, 0.3, 0] },
          }),
          line('Margarine', 'Margarine', '250g 500g', [399, 599], {
            key: 'margarine',
            profile: {
              allergens: [],
              vegan: true,
              ingredients: ['Rapsöl, Kokosfett, Wasser, Salz', 'rapeseed oil, coconut fat, water, salt'],
            },
          }),
          line('Kräuterbutter', 'Herb Butter', '125g', [999, 1399]),
        ],
        { nutrition: [745, 82, 55, 0.7, 0.7, 0.7, 0.02], ingredients: ['Süßrahm', 'sweet cream'] },
      ),
      leaf(
        'Eier',
        'Eggs',
        [
          line('Eier aus Freilandhaltung Größe {v}', '{v} Free-range Eggs', '6st 10st', [35, 49], {
            variants: v('M/Medium, L/Large'),
            key: 'eier',
          }),
          line('Eier aus Bodenhaltung Größe M', 'Medium Barn Eggs', '10st 15st', [25, 35]),
          line('Wachteleier', 'Quail Eggs', '12st', [29, 39]),
          line('Gekochte Färbereier', 'Boiled Coloured Eggs', '6st', [45, 59]),
        ],
        {
          allergens: ['C'],
          ingredients: ['Eier', 'eggs'],
          nutrition: [137, 9.3, 2.7, 0.6, 0.6, 12.6, 0.36],
          storage: 'fresh',
        },
      ),
    ]),
  ],
};

const meat = [200, 12, 4.5, 0, 0, 21, 0.15] as const;
const coldCuts = [250, 20, 7.5, 1, 0.5, 16, 2.4] as const;
const fish = [200, 13, 2.5, 0, 0, 20, 0.1] as const;

export const meatAndFish: TopPlan = {
  key: 'fleisch',
  name: ['Fleisch & Fisch', 'Meat & Fish'],
  color: '#c62828',
  accent: '#ffebee',
  description: [
    'Frischfleisch aus österreichischer Haltung, Wurst, Schinken und Fisch, auch von der Theke.',
    'Fresh meat from Austrian farms, cold cuts, ham and fish, also from the counter.',
  ],
  profile: {
    food: true,
    storage: 'fresh',
    nutrition: meat,
    allergens: [],
    organicChance: 0.08,
    blurb: ['Vom Metzger fachgerecht zugeschnitten.', 'Expertly prepared by our butchers.'],
  },
  middles: [
    middle('Frischfleisch', 'Fresh Meat', [
      leaf(
        'Rind',
        'Beef',
        [
          line('Rindsschnitzel', 'Beef Escalopes', '300g 500g', [1999, 2799]),
          line('Tafelspitz', 'Tafelspitz (Beef Topside)', '~1000g', [2199, 2899], { key: 'tafelspitz' }),
          line('Rindsgulasch', 'Diced Beef for Goulash', '500g 1kg', [1499, 1999], { key: 'gulaschfleisch' }),
          line('{v}steak vom Rind', '{v} Steak', '250g 400g', [2999, 4999], {
            variants: v('Rump/Rump, Beiried/Sirloin, Filet/Fillet'),
            key: 'steak',
          }),
          line('Beinscheiben vom Rind', 'Beef Shin', '500g', [1299, 1699]),
        ],
        { ingredients: ['Rindfleisch', 'beef'], origins: ['at'] },
      ),
      leaf(
        'Schwein',
        'Pork',
        [
          line('Schweinsschnitzel', 'Pork Escalopes', '400g 600g', [1099, 1499], { key: 'schnitzelfleisch' }),
          line('Schweinsbraten', 'Pork Roasting Joint', '~1000g', [899, 1199], { key: 'schweinsbraten' }),
          line('Schweinskoteletts', 'Pork Chops', '500g', [999, 1399]),
          line('Schweinsbauch', 'Pork Belly', '500g', [899, 1199]),
          line('Schweinsmedaillons', 'Pork Medallions', '300g', [1499, 1999]),
        ],
        { ingredients: ['Schweinefleisch', 'pork'], origins: ['at'] },
      ),
      leaf(
        'Geflügel',
        'Poultry',
        [
          line('Hühnerbrustfilet', 'Chicken Breast Fillets', '300g 500g 1kg', [1299, 1899], {
            key: 'huehnerbrust',
          }),
          line('Hühnerkeulen', 'Chicken Legs', '500g 1kg', [599, 899], { key: 'huehnerkeulen' }),
          line('Ganzes Huhn', 'Whole Chicken', '~1400g', [599, 849], { key: 'huhn' }),
          line('Putenschnitzel', 'Turkey Escalopes', '400g', [1399, 1799]),
          line('Hühnerflügerl', 'Chicken Wings', '500g', [699, 999]),
        ],
        {
          ingredients: ['Hühnerfleisch', 'chicken'],
          origins: ['at'],
          nutrition: [110, 1.5, 0.4, 0, 0, 23.5, 0.1],
        },
      ),
      leaf(
        'Faschiertes',
        'Mince',
        [
          line('Faschiertes {v}', '{v} Mince', '400g 500g 1kg', [899, 1399], {
            variants: v('gemischt/Mixed, vom Rind/Beef, vom Schwein/Pork'),
            key: 'faschiertes',
          }),
          line('Burger-Laibchen', 'Beef Burgers', '2st 4st', [149, 229], { key: 'burger-patties' }),
          line('Cevapcici', 'Cevapcici', '400g', [1099, 1399]),
          line('Fleischlaberl', 'Meat Patties', '4st', [129, 179], { profile: { allergens: ['A', 'C'] } }),
        ],
        {
          ingredients: ['Rindfleisch, Schweinefleisch, Salz, Gewürze', 'beef, pork, salt, spices'],
          origins: ['at'],
          nutrition: [240, 18, 7.5, 0, 0, 19, 0.8],
        },
      ),
    ]),
    middle(
      'Wurst & Schinken',
      'Cold Cuts',
      [
        leaf(
          'Schinken & Speck',
          'Ham & Bacon',
          [
            line('Beinschinken', 'Ham on the Bone', '100g 150g', [1999, 2899], { key: 'schinken' }),
            line('Kochschinken', 'Cooked Ham', '100g 200g', [1499, 2199], { key: 'kochschinken' }),
            line('Karreespeck', 'Smoked Loin Bacon', '150g', [2499, 3299]),
            line('Frühstücksspeck', 'Streaky Bacon', '100g 200g', [1699, 2299], { key: 'speck' }),
            line('Prosciutto crudo', 'Prosciutto', '80g', [3999, 5499], { profile: { origins: ['it'] } }),
            line('Schinkenspeck', 'Smoked Ham', '150g', [1999, 2599]),
          ],
          { ingredients: ['Schweinefleisch, Salz, Gewürze, Rauch', 'pork, salt, spices, smoke'] },
        ),
        leaf(
          'Wurst',
          'Sausages',
          [
            line('Frankfurter Würstel', 'Frankfurters', '250g 400g', [999, 1399], { key: 'wuerstel' }),
            line('Käsekrainer', 'Cheese-filled Sausages', '4st', [99, 149], {
              profile: { allergens: ['G'] },
            }),
            line('Bratwürstel {v}', '{v} Bratwurst', '400g', [1099, 1499], {
              variants: v('vom Schwein/Pork, vom Kalb/Veal'),
            }),
            line('Debreziner', 'Debrecziner Sausages', '300g', [1199, 1599]),
            line('Leberkäse zum Aufbacken', 'Leberkäse Loaf for Baking', '500g', [899, 1199]),
            line('Weißwürste', 'White Sausages', '4st', [99, 139]),
          ],
          {
            ingredients: [
              'Schweinefleisch, Speck, Wasser, Salz, Gewürze',
              'pork, bacon, water, salt, spices',
            ],
            nutrition: [290, 26, 10, 1, 0.5, 13, 2],
          },
        ),
        leaf(
          'Aufschnitt',
          'Sliced Meats',
          [
            line('Salami {v}', '{v} Salami', '100g 150g', [1999, 2799], {
              variants: v('Milano/Milano, nach ungarischer Art/Hungarian-style, mit Pfeffer/Pepper'),
              key: 'salami',
            }),
            line('Extrawurst', 'Extrawurst Luncheon Meat', '100g 200g', [1199, 1599]),
            line('Putenbrust gekocht', 'Cooked Turkey Breast', '100g', [1899, 2499]),
            line('Aufschnittplatte', 'Cold Cuts Platter', '200g', [1599, 1999]),
            line('Mortadella', 'Mortadella', '100g', [1499, 1899], { profile: { origins: ['it'] } }),
          ],
          { ingredients: ['Schweinefleisch, Speck, Salz, Gewürze', 'pork, bacon, salt, spices'] },
        ),
      ],
      { nutrition: coldCuts, storage: 'chilled' },
    ),
    middle(
      'Fisch',
      'Fish',
      [
        leaf(
          'Frischfisch',
          'Fresh Fish',
          [
            line('Lachsfilet {v}', '{v} Salmon Fillet', '250g 400g', [2499, 3299], {
              variants: v('ohne Haut/Skinless, mit Haut/Skin-on'),
              key: 'lachs',
              profile: { origins: ['no', 'ie'] },
            }),
            line('Forellenfilets', 'Trout Fillets', '200g', [2199, 2899], {
              key: 'forelle',
              profile: { origins: ['at'] },
            }),
            line('Saiblingfilets', 'Arctic Char Fillets', '200g', [2499, 3199], {
              profile: { origins: ['at'] },
            }),
            line('Karpfen', 'Whole Carp', '~1500g', [899, 1199], { profile: { origins: ['at'] } }),
            line('Zanderfilet', 'Pike-perch Fillet', '250g', [2999, 3699], {
              profile: { origins: ['at', 'nl'] },
            }),
            line('Garnelen roh', 'Raw Prawns', '200g', [2499, 3299], {
              key: 'garnelen',
              profile: { origins: ['vn', 'in'], allergens: ['B'], nutrition: [80, 0.9, 0.2, 0, 0, 18, 0.5] },
            }),
          ],
          { allergens: ['D'], ingredients: ['Fisch', 'fish'] },
        ),
        leaf(
          'Räucherfisch',
          'Smoked Fish',
          [
            line('Räucherlachs', 'Smoked Salmon', '100g 200g', [2999, 4499], {
              key: 'raeucherlachs',
              profile: { origins: ['no'] },
            }),
            line('Geräucherte Forelle', 'Smoked Trout', '125g', [2399, 2999], {
              profile: { origins: ['at'] },
            }),
            line('Makrelenfilets geräuchert', 'Smoked Mackerel Fillets', '200g', [1199, 1599], {
              profile: { origins: ['dk'] },
            }),
            line('Matjesfilets', 'Matjes Herring Fillets', '200g', [1299, 1699], {
              profile: { origins: ['nl'] },
            }),
          ],
          { allergens: ['D'], ingredients: ['Fisch, Salz, Rauch', 'fish, salt, smoke'], storage: 'chilled' },
        ),
      ],
      { nutrition: fish },
    ),
    middle('Feinkosttheke', 'Deli Counter', [
      leaf(
        'Wursttheke',
        'Meat Counter',
        [
          line('Extrawurst von der Theke', 'Extrawurst from the Counter', 'kg', [999, 1399]),
          line('Leberkäse von der Theke', 'Leberkäse from the Counter', 'kg', [1099, 1499], {
            key: 'leberkaese',
          }),
          line('Beinschinken von der Theke', 'Ham on the Bone from the Counter', 'kg', [1999, 2599]),
          line('Salami von der Theke', 'Salami from the Counter', 'kg', [1999, 2799]),
          line('Geselchtes', 'Smoked Pork', '~500g', [1299, 1699], { key: 'geselchtes' }),
          line('Grammeln', 'Pork Cracklings', '~200g', [1399, 1799]),
        ],
        {
          nutrition: coldCuts,
          ingredients: ['Schweinefleisch, Speck, Salz, Gewürze', 'pork, bacon, salt, spices'],
          storage: 'chilled',
        },
      ),
    ]),
  ],
};
