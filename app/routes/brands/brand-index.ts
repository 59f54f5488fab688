type Brand = { slug: string; name: string; productCount: number };

export type BrandGroup<T extends Brand = Brand> = { letter: string; id: string; brands: T[] };

/** The index letter of a name: "Ölmühle" files under O, "3 Pagen" under "#" (German A–Z). */
export function indexLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Brands grouped A–Z by first letter, sorted within the group as the language sorts ("#" last). */
export function groupBrands<T extends Brand>(brands: readonly T[], locale: string): BrandGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const groups = new Map<string, T[]>();
  for (const brand of brands) {
    const letter = indexLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, members]) => ({
      letter,
      id: letter === '#' ? 'brands-0-9' : `brands-${letter.toLowerCase()}`,
      brands: [...members].sort((a, b) => collator.compare(a.name, b.name)),
    }));
}
