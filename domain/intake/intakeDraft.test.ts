import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { intakeDraftSchema, withoutSecrets } from './intakeDraft';
import { emptyIntakeForm } from './intakeForm';
import { intakeSecretNames } from './intakeSecrets';

describe('the intake wizard’s kept form', () => {
  it('reads back a form half filled in, as it was kept', () => {
    const form = emptyIntakeForm();
    form.fh.details.name = 'Oak Hill';
    form.floral.shops = [
      { name: 'Bloom & Co', address: '', city: '', state: '', zip: '', contactsName: '', email: '', phone: '', notes: '', preference: 2 },
    ];
    expect(v.parse(intakeDraftSchema, JSON.parse(JSON.stringify(form)))).toEqual(form);
  });

  it('offers nothing for a kept form of another shape', () => {
    const { team: _team, ...older } = emptyIntakeForm();
    expect(v.is(intakeDraftSchema, older)).toBe(false);
  });

  it('leaves out every secret of the form', () => {
    const form = emptyIntakeForm();
    form.dnsInfo.dnsPassword = 'hunter2';
    form.dnsInfo.dnsUsername = 'oakhill';
    form.integrations.asdPassword = 'secret';
    form.integrations.passareApiKey = 'pk-1';
    const kept = withoutSecrets(form);
    expect(intakeSecretNames).toEqual(['dnsPassword', 'asdPassword', 'passareApiKey']);
    expect([kept.dnsInfo.dnsPassword, kept.integrations.asdPassword, kept.integrations.passareApiKey]).toEqual(['', '', '']);
    expect(kept.dnsInfo.dnsUsername).toBe('oakhill');
    expect(form.dnsInfo.dnsPassword).toBe('hunter2');
  });
});
