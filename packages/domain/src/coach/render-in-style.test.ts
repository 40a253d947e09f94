import { describe, expect, it } from 'vitest';
import { renderInStyle } from './render-in-style';

describe('renderInStyle: the closing line', () => {
  const health = (lines: string[]) =>
    renderInStyle({ style: 'supportive', intent: 'health', name: 'Ada', lines, seed: 0 });

  it('sends a health answer to the doctor once', () => {
    const text = health(['Keep it light.', 'Check with your doctor before you start.']);
    expect(text.match(/doctor/g)).toHaveLength(1);
    expect(text).toMatch(/Go steadily, Ada, and stop to rest whenever something feels off\.$/);
  });

  it('closes a health answer without a doctor by naming one', () => {
    expect(health(['Keep it light.'])).toMatch(
      /check with your doctor whenever something feels off\.$/,
    );
  });

  it('adds no closer to a declined message', () => {
    expect(
      renderInStyle({
        style: 'supportive',
        intent: 'out-of-scope',
        name: 'Ada',
        lines: ['No.'],
        seed: 0,
      }),
    ).toBe('No.');
  });
});
