import { describe, expect, it } from 'vitest';
import { groupBrands, indexLetter } from './brand-index';

const brand = (name: string) => ({ slug: name.toLowerCase(), name, productCount: 1 });

describe('the brand index', () => {
  it('files umlauts under their base letter and digits under #', () => {
    expect(indexLetter('Ölmühle')).toBe('O');
    expect(indexLetter('ähnlich')).toBe('A');
    expect(indexLetter('3 Pagen')).toBe('#');
  });

  it('groups A–Z with # last and sorts each group by name', () => {
    const groups = groupBrands(
      ['Zotter', 'Ölmühle', 'Alpenhof', '3 Pagen', 'Obsthof', 'almliebe'].map(brand),
      'de-AT',
    );
    expect(groups.map((group) => group.letter)).toEqual(['A', 'O', 'Z', '#']);
    expect(groups[0]?.brands.map((b) => b.name)).toEqual(['almliebe', 'Alpenhof']);
    expect(groups[1]?.brands.map((b) => b.name)).toEqual(['Obsthof', 'Ölmühle']);
    expect(groups[3]?.id).toBe('brands-0-9');
  });
});
