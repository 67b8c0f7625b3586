import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { readIntakeText, type IntakeTextPath } from '../../../machines/intake/intakeFormPath';
import type { IntakeStepProps } from './IntakeContext';
import { missingError } from './missingError';

type Props = IntakeStepProps & {
  path: IntakeTextPath;
  label: string;
  kind?: 'text' | 'password' | 'area';
  required?: boolean;
  disabled?: boolean;
};

/** One text field of the wizard's form, bound to the machine by its path. */
export function TextField({ snapshot, send, path, label, kind = 'text', required = false, disabled = false }: Props) {
  const value = readIntakeText(snapshot.context.form, path);
  const onChange = (next: string) => send({ type: 'SET', path, value: next });
  const error = missingError(snapshot.context.missing, label);
  if (kind === 'area')
    return (
      <Textarea
        label={label}
        value={value}
        minRows={2}
        disabled={disabled}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  if (kind === 'password')
    return <PasswordInput label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />;
  return (
    <TextInput
      label={label}
      value={value}
      withAsterisk={required}
      disabled={disabled}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
