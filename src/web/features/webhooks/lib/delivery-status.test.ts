import { describe, expect, it } from 'vitest';
import {
  attemptOutcome,
  deliveryBadge,
  endpointState,
  latencyParts,
  nextRetry,
  prettyJson,
} from './delivery-status';

describe('endpoint state', () => {
  it('tells an active endpoint from one an admin paused and one the portal disabled', () => {
    expect(endpointState({ enabled: true, disabled_reason: null })).toBe('active');
    expect(endpointState({ enabled: false, disabled_reason: null })).toBe('disabled');
    expect(endpointState({ enabled: false, disabled_reason: 'failures' })).toBe('disabled_failures');
  });
});

describe('delivery badge', () => {
  it('shows a pending delivery that already failed an attempt as retrying', () => {
    expect(deliveryBadge({ status: 'pending', attempts: 0 })).toBe('pending');
    expect(deliveryBadge({ status: 'pending', attempts: 2 })).toBe('retrying');
    expect(deliveryBadge({ status: 'succeeded', attempts: 3 })).toBe('succeeded');
    expect(deliveryBadge({ status: 'failed', attempts: 9 })).toBe('failed');
  });
});

describe('attempt outcome', () => {
  it('reads the HTTP status when the receiver answered, 2xx as received', () => {
    expect(attemptOutcome({ response_status: 204, error: null })).toEqual({
      kind: 'http',
      status: 204,
      ok: true,
    });
    expect(attemptOutcome({ response_status: 500, error: null })).toEqual({
      kind: 'http',
      status: 500,
      ok: false,
    });
    expect(attemptOutcome({ response_status: 301, error: null })).toEqual({
      kind: 'http',
      status: 301,
      ok: false,
    });
  });

  it('names why no answer came, and any code it does not know as "other"', () => {
    expect(attemptOutcome({ response_status: null, error: 'timeout' })).toEqual({
      kind: 'error',
      key: 'webhooks:attemptErrors.timeout',
    });
    expect(attemptOutcome({ response_status: null, error: 'private_address' })).toEqual({
      kind: 'error',
      key: 'webhooks:attemptErrors.private_address',
    });
    expect(attemptOutcome({ response_status: null, error: 'EWHATEVER' })).toEqual({
      kind: 'error',
      key: 'webhooks:attemptErrors.other',
    });
    expect(attemptOutcome({ response_status: null, error: null })).toEqual({ kind: 'none' });
  });
});

describe('next retry', () => {
  const now = Date.parse('2026-05-04T10:00:00Z');

  it('is shown only while a delivery is pending with a time set', () => {
    expect(nextRetry({ status: 'succeeded', next_attempt_at: null }, now)).toEqual({ kind: 'none' });
    expect(nextRetry({ status: 'failed', next_attempt_at: '2026-05-04T10:05:00Z' }, now)).toEqual({
      kind: 'none',
    });
    expect(nextRetry({ status: 'pending', next_attempt_at: null }, now)).toEqual({ kind: 'none' });
  });

  it('is "due" once its time has come, else the time it goes', () => {
    expect(nextRetry({ status: 'pending', next_attempt_at: '2026-05-04T09:59:59Z' }, now)).toEqual({
      kind: 'due',
    });
    expect(nextRetry({ status: 'pending', next_attempt_at: '2026-05-04T10:00:00Z' }, now)).toEqual({
      kind: 'due',
    });
    expect(nextRetry({ status: 'pending', next_attempt_at: '2026-05-04T10:05:00Z' }, now)).toEqual({
      kind: 'at',
      at: '2026-05-04T10:05:00Z',
    });
  });
});

describe('delivery log', () => {
  it('reads latencies in ms under a second, else in seconds with one decimal', () => {
    expect(latencyParts(87.4)).toEqual({ value: 87, unit: 'ms' });
    expect(latencyParts(999)).toEqual({ value: 999, unit: 'ms' });
    expect(latencyParts(1000)).toEqual({ value: 1, unit: 's' });
    expect(latencyParts(10_049)).toEqual({ value: 10, unit: 's' });
    expect(latencyParts(2_460)).toEqual({ value: 2.5, unit: 's' });
  });

  it('indents the payload for reading', () => {
    expect(prettyJson({ id: 'evt_1', data: { a: 1 } })).toBe(
      '{\n  "id": "evt_1",\n  "data": {\n    "a": 1\n  }\n}',
    );
  });
});
