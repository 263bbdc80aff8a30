import { describe, expect, it } from '@jest/globals';
import { activeChangeCaption, averageWaitCaption, loadingProgressCaption, onTimeCaption, timeAgo } from './dashboardFigures';

describe('dashboard captions (docs/product.md §2.4)', () => {
  it('says how active shipments changed since yesterday', () => {
    expect(activeChangeCaption(3)).toBe('+3 from yesterday');
    expect(activeChangeCaption(-2)).toBe('\u22122 from yesterday');
    expect(activeChangeCaption(0)).toBe('Same as yesterday');
  });

  it('rounds the averages and says when there is nothing to average', () => {
    expect(averageWaitCaption(14.6)).toBe('Avg wait: 15 min');
    expect(averageWaitCaption(null)).toBe('Avg wait: no releases today');
    expect(loadingProgressCaption(77.5)).toBe('78% avg progress');
    expect(loadingProgressCaption(null)).toBe('No containers loading');
    expect(onTimeCaption(95)).toBe('95% on-time rate');
    expect(onTimeCaption(null)).toBe('No completed loads with an ETA this week');
  });
});

describe('timeAgo', () => {
  const at = Date.parse('2026-11-21T12:00:00.000Z');

  it('reads like the "2 minutes ago" of docs/product.md', () => {
    expect(timeAgo('2026-11-21T11:59:30.000Z', at)).toBe('just now');
    expect(timeAgo('2026-11-21T11:59:00.000Z', at)).toBe('1 minute ago');
    expect(timeAgo('2026-11-21T11:58:00.000Z', at)).toBe('2 minutes ago');
    expect(timeAgo('2026-11-21T09:00:00.000Z', at)).toBe('3 hours ago');
    expect(timeAgo('2026-11-19T12:00:00.000Z', at)).toBe('2 days ago');
  });

  it('takes a time ahead of the browser clock as just now', () => {
    expect(timeAgo('2026-11-21T12:00:05.000Z', at)).toBe('just now');
  });
});
