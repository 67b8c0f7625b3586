/** One obituary of a fixture site: everything the parsers should find on its page. */
export interface FixtureObituary {
  index: number;
  slug: string;
  name: string;
  /** 'YYYY-MM-DD' */
  birth: string;
  death: string;
  paragraphs: string[];
  photo: string;
  services: Array<{ type: string; date: string; location: string }>;
}

const firstNames = [
  'Margaret',
  'Harold',
  'Evelyn',
  'Walter',
  'Dorothy',
  'Eugene',
  'Lucille',
  'Raymond',
  'Mildred',
  'Clarence',
  'Beatrice',
  'Howard',
];
const lastNames = [
  'Hayes',
  'Becker',
  'Lindqvist',
  "O'Connor",
  'Nakamura',
  'Delgado',
  'Thornton',
  'Kowalski',
  'Abernathy',
  'Whitfield',
  'Okafor',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The obituary at `index` (0-based): deterministic, so a test knows what every page holds. */
export const fixtureObituary = (index: number): FixtureObituary => {
  const first = firstNames[index % firstNames.length]!;
  const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length]!;
  const name = `${first} ${String.fromCharCode(65 + (index % 26))}. ${last} ${index + 1}`;
  return {
    index,
    slug: `${first}-${last.replace(/'/g, '')}-${index + 1}`.toLowerCase(),
    name,
    birth: `19${pad(20 + (index % 60))}-${pad(1 + (index % 12))}-${pad(1 + (index % 28))}`,
    death: `2024-${pad(1 + ((index + 3) % 12))}-${pad(1 + ((index + 7) % 28))}`,
    paragraphs: [`${name} passed away at home, surrounded by family.`, `${first} loved the garden, the lake and Sunday dinners.`],
    photo: `/photos/${index + 1}.jpg`,
    services: [
      {
        type: 'Visitation',
        date: `2024-${pad(1 + ((index + 3) % 12))}-${pad(Math.min(28, 2 + ((index + 7) % 28)))}`,
        location: 'Riverside Chapel, 12 Elm St',
      },
      {
        type: 'Funeral Service',
        date: `2024-${pad(1 + ((index + 3) % 12))}-${pad(Math.min(28, 3 + ((index + 7) % 28)))}`,
        location: "St. Mary's Church",
      },
    ],
  };
};

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '1940-01-05' as 'January 5, 1940', the way provider pages write dates. */
export const longDate = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${monthNames[month - 1]!} ${day}, ${year}`;
};
