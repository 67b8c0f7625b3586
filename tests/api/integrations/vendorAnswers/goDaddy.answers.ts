/** GoDaddy's Domains API (v1) answers as its reference shows them (developer.godaddy.com/doc/endpoint/domains). */
export const goDaddyAvailableAnswer = {
  available: true,
  currency: 'USD',
  definitive: true,
  domain: 'smithfuneralhome.com',
  period: 1,
  price: 11990000,
};

export const goDaddySuggestAnswer = [{ domain: 'smithfuneralhome.net' }, { domain: 'smithfunerals.com' }];

export const goDaddyDomainAnswer = {
  authCode: 'string',
  createdAt: '2019-08-24T14:15:22Z',
  domain: 'smithfuneralhome.com',
  domainId: 1002345,
  expirationProtected: true,
  expires: '2027-08-24T14:15:22Z',
  holdRegistrar: false,
  locked: true,
  nameServers: ['ns71.domaincontrol.com', 'ns72.domaincontrol.com'],
  privacy: false,
  renewAuto: true,
  renewDeadline: '2027-09-24T14:15:22Z',
  status: 'ACTIVE',
  transferProtected: false,
};

export const goDaddyDomainsAnswer = [
  {
    domain: 'smithfuneralhome.com',
    domainId: 1002345,
    status: 'ACTIVE',
    expires: '2027-08-24T14:15:22Z',
    renewAuto: true,
    privacy: false,
    locked: true,
  },
];
