/** Word lists the demo sites are made from: names, places and the things staff write. */

export const surnames = [
  'Anderson', 'Baker', 'Bennett', 'Brennan', 'Caldwell', 'Carter', 'Chambers', 'Coleman', 'Crawford', 'Davenport',
  'Dawson', 'Donnelly', 'Ellison', 'Fairbanks', 'Fletcher', 'Gallagher', 'Garrison', 'Goodwin', 'Hadley', 'Harrington',
  'Hartley', 'Hawthorne', 'Hendricks', 'Holloway', 'Jacobs', 'Jennings', 'Keller', 'Kingsley', 'Lambert', 'Lawson',
  'Lindqvist', 'Lowell', 'Maddox', 'Mancini', 'McAllister', 'Mercer', 'Montgomery', 'Morrison', 'Nolan', 'Okafor',
  'Ortega', 'Palmer', 'Pearson', 'Prescott', 'Quinlan', 'Ramsey', 'Reyes', 'Riordan', 'Sanderson', 'Schaefer',
  'Sheridan', 'Sinclair', 'Slattery', 'Sorensen', 'Stafford', 'Sullivan', 'Thornton', 'Vasquez', 'Whitaker', 'Whitmore',
  'Wilcox', 'Winslow', 'Yates', 'Zimmerman', 'Baptiste', 'Castellano', 'Delacroix', 'Kowalski', 'Nguyen', 'Washington',
];

export const placeWords = [
  'Oakridge', 'Cedar Grove', 'Maple Hill', 'Riverside', 'Willow Creek', 'Pine Valley', 'Stonebridge', 'Fairview',
  'Greenlawn', 'Lakeview', 'Meadowbrook', 'Heritage', 'Evergreen', 'Sunset Hills', 'Hillcrest', 'Brookside',
];

/** `{s}` is a surname, `{t}` a second surname, `{p}` a place word. */
export const namePatterns: readonly (readonly [string, number])[] = [
  ['{s} Funeral Home', 30],
  ['{s} & Sons Funeral Home', 10],
  ['{s}-{t} Funeral Home', 10],
  ['{s} Family Funeral Services', 8],
  ['{p} Memorial Chapel', 8],
  ['{s} Funeral Home & Cremation Services', 8],
  ['{s} Mortuary', 5],
  ['{p} Funeral Home', 8],
  ['{s} Funeral Chapel', 6],
  ['{s} & {t} Funeral Directors', 4],
  ['{p} Cremation & Funeral Care', 3],
];

export interface Place {
  city: string;
  state: string;
  zip: string;
  area: string;
}

export const places: readonly Place[] = [
  { city: 'Springfield', state: 'IL', zip: '627', area: '217' },
  { city: 'Peoria', state: 'IL', zip: '616', area: '309' },
  { city: 'Columbus', state: 'OH', zip: '432', area: '614' },
  { city: 'Dayton', state: 'OH', zip: '454', area: '937' },
  { city: 'Toledo', state: 'OH', zip: '436', area: '419' },
  { city: 'Indianapolis', state: 'IN', zip: '462', area: '317' },
  { city: 'Fort Wayne', state: 'IN', zip: '468', area: '260' },
  { city: 'Louisville', state: 'KY', zip: '402', area: '502' },
  { city: 'Lexington', state: 'KY', zip: '405', area: '859' },
  { city: 'Nashville', state: 'TN', zip: '372', area: '615' },
  { city: 'Knoxville', state: 'TN', zip: '379', area: '865' },
  { city: 'Memphis', state: 'TN', zip: '381', area: '901' },
  { city: 'Birmingham', state: 'AL', zip: '352', area: '205' },
  { city: 'Huntsville', state: 'AL', zip: '358', area: '256' },
  { city: 'Jackson', state: 'MS', zip: '392', area: '601' },
  { city: 'Baton Rouge', state: 'LA', zip: '708', area: '225' },
  { city: 'Shreveport', state: 'LA', zip: '711', area: '318' },
  { city: 'Little Rock', state: 'AR', zip: '722', area: '501' },
  { city: 'Tulsa', state: 'OK', zip: '741', area: '918' },
  { city: 'Oklahoma City', state: 'OK', zip: '731', area: '405' },
  { city: 'Wichita', state: 'KS', zip: '672', area: '316' },
  { city: 'Topeka', state: 'KS', zip: '666', area: '785' },
  { city: 'Omaha', state: 'NE', zip: '681', area: '402' },
  { city: 'Lincoln', state: 'NE', zip: '685', area: '402' },
  { city: 'Des Moines', state: 'IA', zip: '503', area: '515' },
  { city: 'Cedar Rapids', state: 'IA', zip: '524', area: '319' },
  { city: 'Madison', state: 'WI', zip: '537', area: '608' },
  { city: 'Green Bay', state: 'WI', zip: '543', area: '920' },
  { city: 'Grand Rapids', state: 'MI', zip: '495', area: '616' },
  { city: 'Lansing', state: 'MI', zip: '489', area: '517' },
  { city: 'Saint Paul', state: 'MN', zip: '551', area: '651' },
  { city: 'Duluth', state: 'MN', zip: '558', area: '218' },
  { city: 'Fargo', state: 'ND', zip: '581', area: '701' },
  { city: 'Sioux Falls', state: 'SD', zip: '571', area: '605' },
  { city: 'Billings', state: 'MT', zip: '591', area: '406' },
  { city: 'Boise', state: 'ID', zip: '837', area: '208' },
  { city: 'Spokane', state: 'WA', zip: '992', area: '509' },
  { city: 'Salem', state: 'OR', zip: '973', area: '503' },
  { city: 'Fresno', state: 'CA', zip: '937', area: '559' },
  { city: 'Bakersfield', state: 'CA', zip: '933', area: '661' },
  { city: 'Reno', state: 'NV', zip: '895', area: '775' },
  { city: 'Tucson', state: 'AZ', zip: '857', area: '520' },
  { city: 'Albuquerque', state: 'NM', zip: '871', area: '505' },
  { city: 'El Paso', state: 'TX', zip: '799', area: '915' },
  { city: 'Lubbock', state: 'TX', zip: '794', area: '806' },
  { city: 'Waco', state: 'TX', zip: '767', area: '254' },
  { city: 'Tyler', state: 'TX', zip: '757', area: '903' },
  { city: 'Savannah', state: 'GA', zip: '314', area: '912' },
  { city: 'Macon', state: 'GA', zip: '312', area: '478' },
  { city: 'Charleston', state: 'SC', zip: '294', area: '843' },
  { city: 'Greenville', state: 'SC', zip: '296', area: '864' },
  { city: 'Asheville', state: 'NC', zip: '288', area: '828' },
  { city: 'Raleigh', state: 'NC', zip: '276', area: '919' },
  { city: 'Roanoke', state: 'VA', zip: '240', area: '540' },
  { city: 'Richmond', state: 'VA', zip: '232', area: '804' },
  { city: 'Harrisburg', state: 'PA', zip: '171', area: '717' },
  { city: 'Scranton', state: 'PA', zip: '185', area: '570' },
  { city: 'Albany', state: 'NY', zip: '122', area: '518' },
  { city: 'Syracuse', state: 'NY', zip: '132', area: '315' },
  { city: 'Portland', state: 'ME', zip: '041', area: '207' },
];

export const streets = [
  'Main Street', 'Oak Avenue', 'Church Street', 'Maple Drive', 'Elm Street', 'Washington Boulevard', 'Park Avenue',
  'Highland Road', 'Cemetery Road', 'Lincoln Avenue', 'Broadway', 'Market Street', 'River Road', 'Chestnut Street',
];

export const firstNames = [
  'James', 'Mary', 'Robert', 'Linda', 'Michael', 'Susan', 'William', 'Karen', 'David', 'Nancy', 'Thomas', 'Lisa',
  'Charles', 'Betty', 'Daniel', 'Sandra', 'Matthew', 'Donna', 'Anthony', 'Carol', 'Mark', 'Michelle', 'Paul', 'Laura',
];

export const urgentBuildReasons = [
  'Current site is being shut down by the old provider at the end of the month',
  'Family-owned home reopening after a renovation; wants the site for the open house',
  'Merged with a second location and needs one site for both',
  'Old site was hacked and taken offline',
  'Contract with the previous provider ends soon and will not be renewed',
];

export const siteNotes = [
  'Prefers phone calls to e-mail; best reached mornings.',
  'Second location opening in the spring, leave room in the menu.',
  'Owner wants to approve every page before staging.',
  'Uses a separate company for livestreaming; link out from the service pages.',
  'Obituaries must keep their old addresses for the local paper.',
];

export const notesByType = {
  Instant: [
    'Called the funeral home, left a voicemail about the content questionnaire.',
    'Funeral home asked for a status update; told them we are on schedule.',
    'Spoke with the director, they will send staff photos this week.',
  ],
  Design: [
    'Client wants a warmer colour palette than the template, went with deep green and cream.',
    'Hero image replaced with a photo of the chapel they sent over.',
    'Added a second location page per the intake notes.',
    'Waiting on a higher-resolution logo; using the old one for now.',
  ],
  Launch: [
    'DNS is managed by their nephew; he will update records on launch day.',
    'Registrar login received, domain unlocked for the transfer.',
    'Launch moved at the funeral home\'s request, they are short-staffed this week.',
    'Old provider confirmed they will release the domain after the contract ends.',
  ],
  Floral: [
    'Local florist signed up, prices confirmed for the sympathy collection.',
    'Florist prefers order notifications by text and e-mail.',
    'Funeral home declined floral for now, revisit after launch.',
  ],
  Account: [
    'Walked the staff through posting an obituary, they were comfortable by the end.',
    'Video addon discussed, they want a quote for next quarter.',
    'Coaching session held with the office manager and two directors.',
  ],
} as const;
