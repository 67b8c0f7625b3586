/** How a story's stub actor answers: with its fixture, never (holding a loading state), or by failing with `error`. */
export type StoryBehaviour = 'answer' | 'pending' | 'fail';

export const storyAnswer = async <T>(behaviour: StoryBehaviour, answer: () => T, error: unknown = new Error('offline')): Promise<T> => {
  if (behaviour === 'pending') return new Promise<T>(() => {});
  if (behaviour === 'fail') throw error;
  return answer();
};
