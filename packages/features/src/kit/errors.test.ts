import { describe, expect, test } from 'vitest';
import { ApiError } from '@petrobridge/api-client';
import { failureText, fieldProblems } from './errors';

const error400 = (body: unknown) => new ApiError(400, JSON.stringify(body), 'Bad Request');

describe('fieldProblems: a 400 answer mapped to form fields', () => {
  test("the errors[] of a 400 are the fields' problems", () => {
    const error = error400({
      message: 'Invalid request',
      errors: [{ path: 'volume', message: 'Volume must be greater than 0' }],
    });
    expect(fieldProblems(error)).toEqual([
      { path: 'volume', message: 'Volume must be greater than 0' },
    ]);
  });

  test('another status, a body without errors[] or malformed entries give none', () => {
    expect(fieldProblems(new ApiError(403, '{"message":"Forbidden"}', ''))).toEqual([]);
    expect(fieldProblems(error400({ message: 'Invalid request' }))).toEqual([]);
    expect(fieldProblems(new ApiError(400, 'not json', ''))).toEqual([]);
    expect(fieldProblems(error400({ errors: [{ path: 1 }, 'x'] }))).toEqual([]);
    expect(fieldProblems(new Error('network down'))).toEqual([]);
  });

  test("a failure's text is the server's message, never its raw body", () => {
    expect(failureText(new ApiError(403, '{"message":"KYC not approved"}', ''), 'Failed')).toBe(
      'KYC not approved',
    );
    expect(failureText(new ApiError(502, '', 'Bad Gateway'), 'Failed to create deal')).toBe(
      'Failed to create deal',
    );
  });
});
