interface CommandLifecycle<Answer, Action> {
  dispatch: (action: Action) => unknown;
  queryFulfilled: Promise<{ data: Answer }>;
}

/**
 * For a mutation's onQueryStarted: puts the command's answer into the caches that show it, as soon as
 * it arrives, so the sender needs no refetch. The push that follows brings the same record, applied by id.
 */
export async function showAnswer<Answer, Action>({ dispatch, queryFulfilled }: CommandLifecycle<Answer, Action>, show: (answer: Answer) => Action): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(show(data));
  } catch {
    // The form that sent the command reports the failure.
  }
}
