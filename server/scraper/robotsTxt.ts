interface RobotsRule {
  allow: boolean;
  pattern: RegExp;
  length: number;
}

export interface RobotsPolicy {
  isAllowed(url: URL): boolean;
  /** Crawl-delay for us, in ms, when the file sets one. */
  crawlDelayMs: number | null;
}

const toPattern = (path: string): RegExp => {
  const anchored = path.endsWith('$');
  const body = (anchored ? path.slice(0, -1) : path)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
};

interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
  crawlDelay: number | null;
}

/** Groups of the file in order: consecutive User-agent lines share the rules that follow them. */
const parseGroups = (text: string): RobotsGroup[] => {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | null = null;
  let inAgents = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !inAgents) {
        current = { agents: [], rules: [], crawlDelay: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      inAgents = true;
      continue;
    }
    inAgents = false;
    if (!current) continue;
    if ((key === 'allow' || key === 'disallow') && value)
      current.rules.push({ allow: key === 'allow', pattern: toPattern(value), length: value.length });
    if (key === 'crawl-delay' && Number.isFinite(Number(value))) current.crawlDelay = Number(value);
  }
  return groups;
};

/**
 * robots.txt as the Robots Exclusion Protocol (RFC 9309) reads it: the group naming our product
 * token, else the '*' group; the longest matching rule wins, Allow on a tie; no rule means allowed.
 */
export const parseRobotsTxt = (text: string, productToken: string): RobotsPolicy => {
  const groups = parseGroups(text);
  const token = productToken.toLowerCase();
  const ours = groups.filter((group) => group.agents.some((agent) => agent !== '*' && token.includes(agent)));
  const chosen = ours.length ? ours : groups.filter((group) => group.agents.includes('*'));
  const rules = chosen.flatMap((group) => group.rules);
  const crawlDelay = chosen.map((group) => group.crawlDelay).find((delay) => delay !== null) ?? null;
  return {
    isAllowed: (url) => {
      const path = `${url.pathname}${url.search}`;
      let best: RobotsRule | null = null;
      for (const rule of rules) {
        if (!rule.pattern.test(path)) continue;
        if (!best || rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule;
      }
      return best ? best.allow : true;
    },
    crawlDelayMs: crawlDelay === null ? null : crawlDelay * 1000,
  };
};

/** No robots.txt (404, 410) means no rules. */
export const allowEverything: RobotsPolicy = { isAllowed: () => true, crawlDelayMs: null };
