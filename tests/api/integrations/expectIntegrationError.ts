import { expect } from 'vitest';
import { IntegrationError, type IntegrationErrorKind } from '../../../server/integrations/integrationError';
import type { ServiceName } from '../../../server/integrations/serviceNames';

/** The call fails the way staff are told about it: an IntegrationError of this service and kind. */
export const expectIntegrationError = async (
  call: Promise<unknown>,
  service: ServiceName,
  kind: IntegrationErrorKind,
): Promise<IntegrationError> => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IntegrationError);
  const integrationError = error as IntegrationError;
  expect({ service: integrationError.service, kind: integrationError.kind }).toEqual({ service, kind });
  return integrationError;
};
