import { describe, expect, it } from 'vitest';
import { toggleChoice } from './toggle-choice';

describe('toggleChoice', () => {
  it.each<[string, string[], string, boolean, string[]]>([
    ['adds an option', ['knee'], 'back', true, ['knee', 'back']],
    ['removes an option', ['knee', 'back'], 'knee', false, ['back']],
    ['makes "none" clear the others', ['knee', 'back', 'custom:Toe'], 'none', true, ['none']],
    ['makes another option clear "none"', ['none'], 'knee', true, ['knee']],
    ['makes a custom entry clear "none"', ['none'], 'custom:', true, ['custom:']],
    ['keeps one custom entry', ['knee', 'custom:Toe'], 'custom:', true, ['knee', 'custom:']],
    ['unchecks "none"', ['none'], 'none', false, []],
    ['ignores a repeat', ['knee'], 'knee', true, ['knee']],
  ])('%s', (_name, selected, value, isChecked, expected) => {
    expect(toggleChoice(selected, value, isChecked)).toEqual(expected);
  });
});
