import { reportCustomMetric } from '@repwise/contracts/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { sendAnalytics } from './send-analytics';
import { startAnalytics, toWebVitalReport } from './start-analytics';

const beacon = vi.fn<(url: string, data: Blob) => boolean>();
const fetchSpy = vi.fn(async () => new Response(null, { status: 202 }));

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true);
  fetchSpy.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

// jsdom's Blob has no text(); FileReader reads it.
function readBlobJson(blob: Blob | undefined): Promise<unknown> {
  return new Promise((resolve) => {
    if (!blob) return resolve(null);
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.readAsText(blob);
  });
}

function sentJson(call: number): Promise<unknown> {
  return readBlobJson(beacon.mock.calls[call]?.[1]);
}

describe('sendAnalytics', () => {
  it('queues the report as a JSON beacon', async () => {
    sendAnalytics('/web-vitals', { name: 'LCP' });
    expect(beacon).toHaveBeenCalledWith('/api/analytics/web-vitals', expect.any(Blob));
    expect(beacon.mock.calls[0]?.[1].type).toBe('application/json');
    expect(await sentJson(0)).toEqual({ name: 'LCP' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    beacon.mockReturnValue(false);
    sendAnalytics('/custom-metrics', { name: 'x' });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/analytics/custom-metrics',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"name":"x"}' }),
    );
  });

  it('drops reports over 8 kB and never throws', () => {
    sendAnalytics('/custom-metrics', { padding: 'x'.repeat(9000) });
    beacon.mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => sendAnalytics('/web-vitals', { name: 'CLS' })).not.toThrow();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('startAnalytics', () => {
  it('maps a web-vitals metric to the report body without its entries', () => {
    const metric = {
      name: 'INP',
      value: 180,
      rating: 'good',
      delta: 20,
      id: 'v5-1',
      navigationType: 'navigate',
      entries: [],
    } as unknown as Metric;
    expect(toWebVitalReport(metric, '/app/dashboard', 1000)).toEqual({
      name: 'INP',
      value: 180,
      rating: 'good',
      delta: 20,
      id: 'v5-1',
      navigationType: 'navigate',
      url: '/app/dashboard',
      timestamp: 1000,
    });
  });

  it('sends the custom metrics areas report, with the page path only', async () => {
    window.history.replaceState(null, '', '/app/ai-coach?email=ada@example.com');
    startAnalytics();
    startAnalytics();
    reportCustomMetric({ name: 'coach.reply_ms', value: 420, context: { engine: 'built-in' } });
    reportCustomMetric({ name: 'broken', value: Number.NaN });
    const sent = beacon.mock.calls.filter(([url]) => url === '/api/analytics/custom-metrics');
    expect(sent).toHaveLength(1);
    expect(await readBlobJson(sent[0]?.[1])).toEqual({
      name: 'coach.reply_ms',
      value: 420,
      context: { engine: 'built-in' },
      timestamp: expect.any(Number),
      url: '/app/ai-coach',
    });
  });
});
