// Vienna's 23 districts, one postal code each; zones drawn around their centres (a Voronoi split)
// stand in for the real postal-code outlines.

export type District = {
  postalCode: string;
  name: string;
  /** [lat, lng] */
  centre: [number, number];
  streets: { name: string; maxNumber: number }[];
  deliveryAreaNumber: string;
};

/** [west, south, east, north] */
export const viennaBoundingBox: [number, number, number, number] = [16.18, 48.11, 16.58, 48.33];
export const viennaTimeZone = 'Europe/Vienna';

export const deliveryAreaPlans = [
  { deliveryAreaNumber: '101', name: 'Wien Mitte', pickingUnitIds: ['PU-ZENTRAL', 'PU-MITTE'] },
  { deliveryAreaNumber: '102', name: 'Wien Nord-Ost', pickingUnitIds: ['PU-ZENTRAL', 'PU-NORDOST'] },
  { deliveryAreaNumber: '103', name: 'Wien Süd', pickingUnitIds: ['PU-ZENTRAL', 'PU-SUED'] },
  { deliveryAreaNumber: '104', name: 'Wien West', pickingUnitIds: ['PU-ZENTRAL', 'PU-WEST'] },
] as const;

const street = (name: string, maxNumber: number) => ({ name, maxNumber });

export const viennaDistricts: District[] = [
  {
    postalCode: '1010',
    name: 'Innere Stadt',
    centre: [48.2085, 16.3721],
    streets: [street('Kärntner Straße', 60), street('Graben', 31), street('Rotenturmstraße', 29)],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1020',
    name: 'Leopoldstadt',
    centre: [48.218, 16.395],
    streets: [street('Praterstraße', 78), street('Taborstraße', 95), street('Lassallestraße', 40)],
    deliveryAreaNumber: '102',
  },
  {
    postalCode: '1030',
    name: 'Landstraße',
    centre: [48.1986, 16.3948],
    streets: [street('Landstraßer Hauptstraße', 170), street('Rennweg', 104), street('Ungargasse', 71)],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1040',
    name: 'Wieden',
    centre: [48.192, 16.371],
    streets: [street('Wiedner Hauptstraße', 90), street('Argentinierstraße', 64), street('Mühlgasse', 30)],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1050',
    name: 'Margareten',
    centre: [48.188, 16.356],
    streets: [
      street('Reinprechtsdorfer Straße', 70),
      street('Margaretenstraße', 150),
      street('Schönbrunner Straße', 120),
    ],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1060',
    name: 'Mariahilf',
    centre: [48.196, 16.347],
    streets: [
      street('Mariahilfer Straße', 120),
      street('Gumpendorfer Straße', 150),
      street('Linke Wienzeile', 96),
    ],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1070',
    name: 'Neubau',
    centre: [48.202, 16.349],
    streets: [street('Neubaugasse', 90), street('Burggasse', 120), street('Zieglergasse', 80)],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1080',
    name: 'Josefstadt',
    centre: [48.211, 16.347],
    streets: [street('Josefstädter Straße', 93), street('Lange Gasse', 76), street('Piaristengasse', 60)],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1090',
    name: 'Alsergrund',
    centre: [48.225, 16.358],
    streets: [
      street('Nußdorfer Straße', 90),
      street('Porzellangasse', 60),
      street('Liechtensteinstraße', 130),
    ],
    deliveryAreaNumber: '101',
  },
  {
    postalCode: '1100',
    name: 'Favoriten',
    centre: [48.155, 16.382],
    streets: [
      street('Favoritenstraße', 250),
      street('Quellenstraße', 200),
      street('Laxenburger Straße', 180),
    ],
    deliveryAreaNumber: '103',
  },
  {
    postalCode: '1110',
    name: 'Simmering',
    centre: [48.17, 16.44],
    streets: [
      street('Simmeringer Hauptstraße', 200),
      street('Geiselbergstraße', 60),
      street('Kaiserebersdorfer Straße', 120),
    ],
    deliveryAreaNumber: '103',
  },
  {
    postalCode: '1120',
    name: 'Meidling',
    centre: [48.175, 16.329],
    streets: [
      street('Meidlinger Hauptstraße', 90),
      street('Wilhelmstraße', 70),
      street('Längenfeldgasse', 80),
    ],
    deliveryAreaNumber: '103',
  },
  {
    postalCode: '1130',
    name: 'Hietzing',
    centre: [48.175, 16.275],
    streets: [
      street('Hietzinger Hauptstraße', 160),
      street('Lainzer Straße', 150),
      street('Speisinger Straße', 140),
    ],
    deliveryAreaNumber: '104',
  },
  {
    postalCode: '1140',
    name: 'Penzing',
    centre: [48.207, 16.27],
    streets: [
      street('Hütteldorfer Straße', 280),
      street('Linzer Straße', 400),
      street('Penzinger Straße', 90),
    ],
    deliveryAreaNumber: '104',
  },
  {
    postalCode: '1150',
    name: 'Rudolfsheim-Fünfhaus',
    centre: [48.193, 16.326],
    streets: [street('Sechshauser Straße', 80), street('Märzstraße', 120), street('Felberstraße', 110)],
    deliveryAreaNumber: '104',
  },
  {
    postalCode: '1160',
    name: 'Ottakring',
    centre: [48.213, 16.31],
    streets: [street('Thaliastraße', 160), street('Ottakringer Straße', 230), street('Koppstraße', 110)],
    deliveryAreaNumber: '104',
  },
  {
    postalCode: '1170',
    name: 'Hernals',
    centre: [48.229, 16.29],
    streets: [
      street('Hernalser Hauptstraße', 230),
      street('Jörgerstraße', 60),
      street('Kalvarienberggasse', 70),
    ],
    deliveryAreaNumber: '104',
  },
  {
    postalCode: '1180',
    name: 'Währing',
    centre: [48.231, 16.325],
    streets: [street('Gentzgasse', 140), street('Gersthofer Straße', 150), street('Kutschkergasse', 40)],
    deliveryAreaNumber: '104',
  },
  {
    postalCode: '1190',
    name: 'Döbling',
    centre: [48.256, 16.335],
    streets: [
      street('Döblinger Hauptstraße', 90),
      street('Heiligenstädter Straße', 200),
      street('Grinzinger Straße', 120),
    ],
    deliveryAreaNumber: '104',
  },
  {
    postalCode: '1200',
    name: 'Brigittenau',
    centre: [48.24, 16.38],
    streets: [street('Wallensteinstraße', 70), street('Jägerstraße', 90), street('Dresdner Straße', 120)],
    deliveryAreaNumber: '102',
  },
  {
    postalCode: '1210',
    name: 'Floridsdorf',
    centre: [48.277, 16.41],
    streets: [street('Brünner Straße', 250), street('Prager Straße', 200), street('Schloßhofer Straße', 60)],
    deliveryAreaNumber: '102',
  },
  {
    postalCode: '1220',
    name: 'Donaustadt',
    centre: [48.233, 16.46],
    streets: [
      street('Wagramer Straße', 200),
      street('Erzherzog-Karl-Straße', 150),
      street('Donaustadtstraße', 80),
    ],
    deliveryAreaNumber: '102',
  },
  {
    postalCode: '1230',
    name: 'Liesing',
    centre: [48.139, 16.29],
    streets: [
      street('Breitenfurter Straße', 400),
      street('Ketzergasse', 470),
      street('Perchtoldsdorfer Straße', 50),
    ],
    deliveryAreaNumber: '103',
  },
];
