import { describe, expect, it } from 'vitest';
import { launchDnsRecords } from './launchDnsRecords';
import { launchSteps, nextLaunchStep } from './launchSteps';

describe('Full Send steps', () => {
  it('are the seven steps of decisions.md §6 in order', () => {
    expect(launchSteps).toEqual([
      'Getting started',
      'Publishing site',
      'Pointing DNS',
      'Waiting for DNS',
      'Checking the live site',
      'Updating the board',
      'Done',
    ]);
  });

  it('resume at the first step not finished', () => {
    expect(nextLaunchStep([])).toBe('Getting started');
    expect(nextLaunchStep(['Getting started', 'Publishing site', 'Pointing DNS'])).toBe('Waiting for DNS');
    expect(nextLaunchStep([...launchSteps])).toBeNull();
  });
});

describe('launch DNS records', () => {
  it('point the apex at the builder and www at the apex', () => {
    expect(launchDnsRecords('WWW.Smith-Funeral.com.')).toEqual([
      { name: 'smith-funeral.com', type: 'A', ttl: 300, values: ['35.172.94.1'] },
      { name: 'www.smith-funeral.com', type: 'CNAME', ttl: 300, values: ['smith-funeral.com'] },
    ]);
  });
});
