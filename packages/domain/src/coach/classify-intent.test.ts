import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify-intent';

describe('classifyIntent', () => {
  it.each([
    ['How deep should I squat?', 'exercise-technique'],
    ['deadlift tips', 'exercise-technique'],
    ['Analyze my form', 'form-feedback'],
    ['what are my form scores', 'form-feedback'],
    ['Create a workout plan', 'workout-plan'],
    ["What's today's workout?", 'workout-plan'],
    ['Nutrition advice', 'nutrition'],
    ['how much protein do I need', 'nutrition'],
    ['How much sleep do I need?', 'recovery'],
    ['Track my progress', 'progress'],
    ['I have no motivation', 'motivation'],
    ['Hello!', 'greeting'],
    ["What's the weather tomorrow?", 'out-of-scope'],
    ['asdf qwerty', 'out-of-scope'],
    ['', 'out-of-scope'],
  ])('classifies "%s" as %s', (message, intent) => {
    expect(classifyIntent(message).intent).toBe(intent);
  });

  it.each([
    ['my knee hurts when I squat'],
    ['sharp pain in my back during deadlift technique work'],
    ['hello, I injured my wrist'],
    ['my shoulder clicks when I press'],
    ['my knees are sore after lunges'],
    ['can I train with high blood pressure'],
  ])('puts safety first: "%s" is an injury whatever else it mentions', (message) => {
    expect(classifyIntent(message).intent).toBe('injury');
  });

  it('keeps muscle soreness a recovery question, not an injury', () => {
    expect(classifyIntent('my legs are sore, should I rest?').intent).toBe('recovery');
  });

  it('counts a named exercise toward technique', () => {
    expect(classifyIntent('push-ups').intent).toBe('exercise-technique');
  });

  it('lets a strong fitness question through even with an off-topic word', () => {
    expect(classifyIntent('how much protein should I eat on a movie night').intent).toBe(
      'nutrition',
    );
  });

  it('answers score 0 when nothing matched', () => {
    expect(classifyIntent('tell me about the capital of France')).toEqual({
      intent: 'out-of-scope',
      score: 0,
    });
  });
});
