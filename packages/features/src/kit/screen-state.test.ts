import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@petrobridge/api-client';
import { allQueries, screenState } from './screen-state';
import { loadFailureText } from './errors';

const failure = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), message);

describe('screenState', () => {
  it('is loading first, whatever else the query has', () => {
    expect(screenState({ isLoading: true, error: failure(500, 'x') })).toEqual({
      state: 'loading',
    });
  });
  it('tells a 401 from "not found or not yours" and from any other failure', () => {
    expect(screenState({ isLoading: false, error: failure(401, 'Unauthorized') }).state).toBe(
      'signed-out',
    );
    expect(screenState({ isLoading: false, error: failure(403, 'Forbidden') }).state).toBe(
      'not-found',
    );
    expect(screenState({ isLoading: false, error: failure(404, 'Not found') }).state).toBe(
      'not-found',
    );
    expect(
      screenState({ isLoading: false, error: failure(400, 'Bad') }, { notFoundOn: [400, 404] })
        .state,
    ).toBe('not-found');
    expect(screenState({ isLoading: false, error: new Error('offline') }).state).toBe('failed');
  });
  it('retries with the query’s mutate', () => {
    const mutate = vi.fn();
    const state = screenState({ isLoading: false, error: new Error('offline'), mutate });
    if (state.state !== 'failed') throw new Error(state.state);
    state.retry();
    expect(mutate).toHaveBeenCalledOnce();
  });
  it('keeps the data on a failed refresh when asked', () => {
    const query = { isLoading: false, error: new Error('offline'), data: [1] };
    expect(screenState(query).state).toBe('failed');
    expect(screenState(query, { keepData: true })).toEqual({ state: 'ready', data: [1] });
  });
  it('is empty for an empty list or page, idle without data, else ready', () => {
    expect(screenState({ isLoading: false, data: [] }).state).toBe('empty');
    expect(screenState({ isLoading: false, data: { items: [], total: 0 } }).state).toBe('empty');
    expect(screenState({ isLoading: false }).state).toBe('idle');
    expect(screenState({ isLoading: false }, { fallback: [] }).state).toBe('empty');
    expect(screenState({ isLoading: false, data: [1] }, { isEmpty: () => true }).state).toBe(
      'empty',
    );
  });
  it('reads several queries as one', () => {
    const all = allQueries([
      { isLoading: false, data: 1 },
      { isLoading: false, error: new Error('second') },
    ]);
    expect(all.isLoading).toBe(false);
    expect((all.error as Error).message).toBe('second');
    expect(all.data).toEqual([1, undefined]);
  });
});

describe('loadFailureText', () => {
  it('says what could not be loaded, with the next step the screen gives', () => {
    expect(loadFailureText('The deals')).toBe('The deals could not be loaded.');
    expect(loadFailureText('The deals', 'reload')).toBe(
      'The deals could not be loaded. Reload the page to try again.',
    );
    expect(loadFailureText('The deal', 'title')).toBe('The deal could not be loaded');
    expect(loadFailureText('The documents', 'Close and open again to retry.')).toBe(
      'The documents could not be loaded. Close and open again to retry.',
    );
  });
});
