import type { NewPesticideTestRow } from '../../db/schema/catalogue.js';
import { countries } from './countries.js';
import { createRandom } from './random.js';
import { isoDateAfter } from './text.js';

export type PesticideTestRowData = Omit<NewPesticideTestRow, 'tenantId' | 'id'>;

// Fresh produce the shop tests for residues (German only: the English tenant has pesticide
// information switched off), with the countries it usually comes from.
const produce: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Äpfel', ['at', 'it']],
  ['Birnen', ['at', 'it', 'nl']],
  ['Erdbeeren', ['at', 'es', 'it']],
  ['Himbeeren', ['at', 'es', 'pt']],
  ['Heidelbeeren', ['es', 'pe', 'pl']],
  ['Weintrauben', ['it', 'gr', 'za']],
  ['Marillen', ['at', 'es', 'hu']],
  ['Kirschen', ['at', 'tr']],
  ['Pfirsiche', ['es', 'it', 'gr']],
  ['Orangen', ['es', 'it', 'za']],
  ['Zitronen', ['es', 'tr']],
  ['Clementinen', ['es', 'ma']],
  ['Bananen', ['ec', 'cr', 'co']],
  ['Kiwi', ['it', 'nz']],
  ['Paradeiser', ['at', 'es', 'nl', 'it']],
  ['Salatgurken', ['at', 'es']],
  ['Paprika', ['es', 'at', 'tr', 'hu']],
  ['Zucchini', ['at', 'es', 'it']],
  ['Häuptelsalat', ['at', 'it']],
  ['Vogerlsalat', ['at', 'it']],
  ['Rucola', ['it']],
  ['Spinat', ['at', 'it']],
  ['Karotten', ['at']],
  ['Erdäpfel', ['at', 'eg']],
  ['Brokkoli', ['es', 'it', 'at']],
  ['Petersilie', ['at', 'il']],
];

const substances = [
  'Boscalid',
  'Acetamiprid',
  'Fludioxonil',
  'Cyprodinil',
  'Pyraclostrobin',
  'Fenhexamid',
  'Azoxystrobin',
  'Tebuconazol',
  'Difenoconazol',
  'Pyrimethanil',
  'Captan',
  'Spinosad',
  'Deltamethrin',
  'Lambda-Cyhalothrin',
  'Imazalil',
  'Thiabendazol',
  'Chlorantraniliprol',
];

export function generatePesticideTests(): PesticideTestRowData[] {
  const random = createRandom('pesticides');
  return Array.from({ length: 150 }, () => {
    const [name, origins] = random.pick(produce);
    const origin = countries[random.pick(origins)]![0];
    const roll = random.next();
    const result = roll < 0.4 ? 'none' : roll < 0.97 ? 'belowLimit' : 'aboveLimit';
    const residuePercentOfLimit =
      result === 'none'
        ? 0
        : result === 'belowLimit'
          ? random.int(10, 990) / 10
          : random.int(1_010, 1_800) / 10;
    const found =
      result === 'none'
        ? []
        : [
            ...new Set(
              Array.from({ length: random.int(1, 3) }, () =>
                result === 'aboveLimit' && origin !== 'Österreich' ? 'Chlorpyrifos' : random.pick(substances),
              ),
            ),
          ];
    return {
      produce: name,
      origin,
      testDate: isoDateAfter('2026-01-05', random.int(0, 290)),
      result,
      residuePercentOfLimit,
      substances: found,
    };
  });
}
