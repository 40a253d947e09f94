import { describe, expect, it } from 'vitest';
import { knowledgeTopics, type TopicIntent } from './index';

const intents: TopicIntent[] = [
  'training',
  'nutrition',
  'recovery',
  'health',
  'injury',
  'motivation',
];

const wordCount = (text: string): number => text.trim().split(/\s+/).length;

describe('knowledgeTopics', () => {
  it('has at least 130 topics', () => {
    expect(knowledgeTopics.length).toBeGreaterThanOrEqual(130);
  });

  it('has unique kebab-case ids', () => {
    const ids = knowledgeTopics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(intents)('has at least 10 %s topics', (intent) => {
    const count = knowledgeTopics.filter((topic) => topic.intent === intent).length;
    expect(count).toBeGreaterThanOrEqual(10);
  });

  it.each(knowledgeTopics.map((topic) => [topic.id, topic] as const))(
    '%s is complete',
    (_id, topic) => {
      const words = wordCount(topic.answer);
      expect(words).toBeGreaterThanOrEqual(35);
      expect(words).toBeLessThanOrEqual(90);
      expect(topic.title.trim()).not.toBe('');
      expect(topic.questions.length).toBeGreaterThanOrEqual(4);
      expect(topic.keywords.length).toBeGreaterThanOrEqual(3);
      for (const keyword of topic.keywords) expect(keyword).toBe(keyword.toLowerCase());
      expect(topic.why.trim()).not.toBe('');
      expect(topic.suggestions.length).toBeGreaterThanOrEqual(2);
      expect(topic.suggestions.length).toBeLessThanOrEqual(3);
      for (const suggestion of topic.suggestions) expect(suggestion.length).toBeLessThan(45);
    },
  );

  it('sends every injury question to a doctor or physiotherapist', () => {
    const injuries = knowledgeTopics.filter((topic) => topic.intent === 'injury');
    for (const topic of injuries) {
      expect(topic.answer, topic.id).toMatch(/doctor|physiotherapist|physio|medical professional/i);
    }
  });
});
