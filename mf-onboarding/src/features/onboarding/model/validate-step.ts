import {
  buildOptionalBooleanSchema,
  buildOptionalChoiceSchema,
  buildOptionalChoicesSchema,
  buildOptionalNumberSchema,
  buildOptionalTextSchema,
  buildRequiredBooleanSchema,
  buildRequiredChoiceSchema,
  buildRequiredChoicesSchema,
  buildRequiredNumberSchema,
  onboardingMessages,
  onboardingOptions,
  type OnboardingAnswer,
} from '@repwise/contracts';
import {
  listVisibleQuestions,
  type AnswerMap,
  type OnboardingStep,
  type Question,
} from './question-types';

/** Question id → the message shown under it. */
export type FieldErrors = Record<string, string>;

type ParseResult = { success: true } | { success: false; error: { issues: { message: string }[] } };

function firstMessage(result: ParseResult): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? onboardingMessages.required);
}

/** The message for one answer, or null when it is acceptable; uses the server's own answer schemas. */
export function findAnswerError(
  question: Question,
  answer: OnboardingAnswer | undefined,
): string | null {
  const { isRequired } = question;
  switch (question.kind) {
    case 'single-choice': {
      const options = onboardingOptions[question.id];
      const schema = isRequired
        ? buildRequiredChoiceSchema(options)
        : buildOptionalChoiceSchema(options);
      return firstMessage(schema.safeParse(answer));
    }
    case 'multiple-choice': {
      const options = onboardingOptions[question.id];
      const schema = isRequired
        ? buildRequiredChoicesSchema(options)
        : buildOptionalChoicesSchema(options);
      return firstMessage(schema.safeParse(answer));
    }
    case 'number': {
      const bounds = { ...question.bounds, isWholeNumber: question.isWholeNumber };
      const schema = isRequired
        ? buildRequiredNumberSchema(bounds, question.rangeMessage)
        : buildOptionalNumberSchema(bounds, question.rangeMessage);
      return firstMessage(schema.safeParse(answer));
    }
    case 'text': {
      const isBlank = typeof answer !== 'string' || answer.trim() === '';
      if (isRequired && isBlank) return onboardingMessages.required;
      return firstMessage(buildOptionalTextSchema().safeParse(answer));
    }
    case 'boolean': {
      const schema = isRequired ? buildRequiredBooleanSchema() : buildOptionalBooleanSchema();
      return firstMessage(schema.safeParse(answer));
    }
  }
}

/** The errors of a step's visible questions, in question order; empty when the step may be submitted. */
export function validateStep(step: OnboardingStep, responses: AnswerMap): FieldErrors {
  const errors: FieldErrors = {};
  for (const question of listVisibleQuestions(step, responses)) {
    const message = findAnswerError(question, responses[question.id]);
    if (message) errors[question.id] = message;
  }
  return errors;
}
