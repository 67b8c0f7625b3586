/** A module of one of these packages, folders or modules (a regular expression's alternatives). */
const inPackages = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})([\\\\/]|\\.mjs$)`);
/** The Mantine components nearly every screen draws at once (the overlay ones load later: decision 0404). */
const everydayMantine = [
  ...[
    'core',
    'utils/InlineInput',
    'utils/InputsGroupFieldset',
    'components/Accordion/AccordionChevron',
    'components/Combobox/ComboboxChevron',
  ],
  ...['ActionIcon', 'Alert', 'Anchor', 'AppShell', 'Avatar', 'Badge', 'Burger', 'Button', 'Card', 'Center', 'Checkbox', 'CloseButton'].map(
    (name) => `components/${name}`,
  ),
  ...['FloatingIndicator', 'Group', 'Input', 'InputBase', 'Kbd', 'List', 'Loader', 'NavLink', 'Pagination', 'Paper', 'ScrollArea'].map(
    (name) => `components/${name}`,
  ),
  ...[
    'SegmentedControl',
    'SimpleGrid',
    'Skeleton',
    'Stack',
    'Table',
    'Tabs',
    'Text',
    'TextInput',
    'ThemeIcon',
    'Title',
    'UnstyledButton',
  ].map((name) => `components/${name}`),
];
/**
 * Left to itself Rolldown splits a first load into some 70 small files, one per set of screens
 * sharing them, each compressed alone: that cost /sites about 28 KB (issue 17). The libraries every
 * screen starts with go in a few larger files instead; a group takes along what its modules import.
 */
export const firstLoadGroups = [
  { name: 'react', test: inPackages('react|react-dom|scheduler'), priority: 4 },
  { name: 'router', test: inPackages('@tanstack'), priority: 3 },
  { name: 'state', test: inPackages('xstate|@xstate|use-sync-external-store|valibot|ky|dayjs'), priority: 3 },
  { name: 'mantine', test: inPackages(`@mantine/core/esm/(${everydayMantine.join('|')})`.replaceAll('/', '[\\\\/]')), priority: 2 },
];
