import { linkBuilderBody, unlinkBuilderBody } from './builderLink.schema';
import { endpoint, noContentAnswer } from './endpoint';

/**
 * The link page (part 2 §2.4, §7): 204 on success; a refusal answers `{error, errorMessage}`,
 * `error` titling the page's modal and `errorMessage` the sentence under it (part 2 §8).
 */
export const builderLinkEndpoints = {
  link: endpoint({
    method: 'post',
    path: '/api/sites/linkDuda',
    capability: 'manageBuilderProject',
    summary: 'Links an existing Duda site to a funeral home',
    description:
      "Linking the pair already linked changes nothing. Two firms cannot take the same builder site at once (a transaction-scoped advisory lock on its name). Logged 'Duda site <name> linked' (CREATE).",
    body: linkBuilderBody,
    answers: { 204: noContentAnswer },
    refusals: {
      404: "'Site not found' (`ID: <fhId> doesn't exist`) or 'Duda site not found' (`There is no Duda site <name>`)",
      409: "'Duda site already linked' to another firm (naming it), or 'Site already linked' to a different Duda site (unlink it first)",
    },
  }),
  unlink: endpoint({
    method: 'post',
    path: '/api/sites/unlinkDuda',
    capability: 'manageBuilderProject',
    summary: "Removes a funeral home's Duda site link",
    description: "Logged 'Duda site <name> unlinked' (CREATE).",
    body: unlinkBuilderBody,
    answers: { 204: noContentAnswer },
    refusals: { 404: "'Site not found' (`ID: <fhId> doesn't exist`)", 409: "'No Duda site linked'" },
  }),
};
