/** The outside services, each behind one port with a sandbox and a real client (decisions.md §8). */
export const serviceNames = ['builder', 'board', 'registrar', 'dns', 'mail', 'ai'] as const;
export type ServiceName = (typeof serviceNames)[number];

export type ServiceMode = 'sandbox' | 'live';

/** How staff know each service: used in every error message a client raises. */
export const serviceLabels: Record<ServiceName, string> = {
  builder: 'The website builder (Duda)',
  board: 'The task board (Trello)',
  registrar: 'The domain registrar (GoDaddy)',
  dns: 'DNS hosting (Route 53)',
  mail: 'The mail server',
  ai: 'The AI writer',
};
