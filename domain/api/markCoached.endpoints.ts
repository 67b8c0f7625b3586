import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { updateLastCoachedBodySchema, updateLastCoachedResponseSchema } from './markCoached.schema';

/** Mark Coached (part 2 §2.8). */
export const markCoachedEndpoints = {
  markCoached: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/updateLastCoached',
    capability: 'markCoached',
    summary: "Records today's coaching session of a site",
    description:
      "Admins and AMs. Sets last_coaching_session to today and, in the same transaction, adds an Account note 'Coaching session complete' (followed by a blank line and the additional note when there is one) and a log entry 'Coaching session complete'. Answers `{last_coaching_session: 'YYYY-MM-DD', pretty_last_coaching_session: 'MMM D, YYYY'}`.",
    params: idParams,
    body: updateLastCoachedBodySchema,
    answers: { 200: updateLastCoachedResponseSchema },
    refusals: { 404: 'Site not found' },
  }),
};
