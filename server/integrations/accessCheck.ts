/**
 * A real client's one harmless authenticated read (npm run integrations:check): it answers what
 * it saw ('12 templates listed') or throws the IntegrationError staff would see.
 */
export interface AccessCheck {
  check: () => Promise<string>;
}
