import { z } from 'zod';

import {
  customAnswerPrefix,
  maxCustomAnswerLength,
  onboardingMessages,
} from './onboarding-options';

/** An "Other (please specify)" answer: `custom:` followed by the user's trimmed text. */
export type CustomAnswer = `custom:${string}`;

/** Most entries a multiple-choice or free-text list answer may hold. */
export const maxListAnswerItems = 20;

/** Longest free-text answer of the completion payload (motivation, list entries), in characters. */
export const maxFreeTextAnswerLength = 1000;

function isCustomAnswer(value: string): value is CustomAnswer {
  return value.startsWith(customAnswerPrefix);
}

/**
 * One choice: a listed option value, or `custom:<text>` with 1–200 characters of text (trimmed).
 * A missing, non-string or blank value reports `emptyMessage`.
 */
export function buildChoiceSchema<const T extends readonly string[]>(
  options: T,
  emptyMessage: string,
) {
  const listed: readonly string[] = options;
  const isListed = (value: string): value is T[number] => listed.includes(value);
  return z.string({ error: emptyMessage }).transform((raw, ctx): T[number] | CustomAnswer => {
    const value = raw.trim();
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: emptyMessage });
      return z.NEVER;
    }
    if (isCustomAnswer(value)) {
      const text = value.slice(customAnswerPrefix.length).trim();
      if (text === '')
        ctx.addIssue({ code: 'custom', message: onboardingMessages.customAnswerEmpty });
      if (text.length > maxCustomAnswerLength) {
        ctx.addIssue({ code: 'custom', message: onboardingMessages.customAnswerTooLong });
      }
      return `${customAnswerPrefix}${text}`;
    }
    if (!isListed(value)) {
      ctx.addIssue({ code: 'custom', message: onboardingMessages.invalidOption });
      return z.NEVER;
    }
    return value;
  });
}

/** A required single-choice answer; missing or blank reports "Please select an option". */
export function buildRequiredChoiceSchema<const T extends readonly string[]>(options: T) {
  return buildChoiceSchema(options, onboardingMessages.selectOption);
}

/** An optional single-choice answer; missing, null or '' become null. */
export function buildOptionalChoiceSchema<const T extends readonly string[]>(options: T) {
  return z.preprocess(
    (value) => (value === '' ? null : value),
    buildChoiceSchema(options, onboardingMessages.selectOption)
      .nullish()
      .transform((value) => value ?? null),
  );
}

function buildChoiceListSchema<const T extends readonly string[]>(
  options: T,
  emptyMessage: string,
) {
  return z
    .array(buildChoiceSchema(options, onboardingMessages.invalidOption), { error: emptyMessage })
    .max(maxListAnswerItems, { error: onboardingMessages.tooManyItems })
    .transform((values) => [...new Set(values)]);
}

/** A required multiple-choice answer (duplicates dropped); missing or empty reports "Please select at least one option". */
export function buildRequiredChoicesSchema<const T extends readonly string[]>(options: T) {
  return buildChoiceListSchema(options, onboardingMessages.selectAtLeastOne).refine(
    (values) => values.length > 0,
    { error: onboardingMessages.selectAtLeastOne },
  );
}

/** An optional multiple-choice answer; missing or null become []. */
export function buildOptionalChoicesSchema<const T extends readonly string[]>(options: T) {
  return buildChoiceListSchema(options, onboardingMessages.selectAtLeastOne)
    .nullish()
    .transform((values) => values ?? []);
}

/** An optional list of free-text entries (each trimmed, 1–200 characters); missing or null become []. */
export function buildTextListSchema() {
  return z
    .array(
      z
        .string({ error: onboardingMessages.required })
        .trim()
        .min(1, { error: onboardingMessages.required })
        .max(maxCustomAnswerLength, { error: onboardingMessages.textTooLong }),
    )
    .max(maxListAnswerItems, { error: onboardingMessages.tooManyItems })
    .nullish()
    .transform((values) => values ?? []);
}

/** An optional free-text answer, trimmed; missing, null or blank become null. */
export function buildOptionalTextSchema(maxLength = maxFreeTextAnswerLength) {
  return z
    .string({ error: onboardingMessages.required })
    .trim()
    .max(maxLength, { error: onboardingMessages.textTooLong })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required yes/no answer; missing reports "Please select an option". */
export function buildRequiredBooleanSchema() {
  return z.boolean({ error: onboardingMessages.selectOption });
}

/** An optional yes/no answer; missing becomes null. */
export function buildOptionalBooleanSchema() {
  return buildRequiredBooleanSchema()
    .nullish()
    .transform((value) => value ?? null);
}

/** Inclusive bounds of a numeric answer, and whether it must be a whole number. */
export interface NumberAnswerBounds {
  min: number;
  max: number;
  isWholeNumber?: boolean;
}

/** A required number within bounds; missing or null reports "This field is required", out of bounds `rangeMessage`. */
export function buildRequiredNumberSchema(bounds: NumberAnswerBounds, rangeMessage: string) {
  const schema = z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? onboardingMessages.required
          : onboardingMessages.enterNumber,
    })
    .min(bounds.min, { error: rangeMessage })
    .max(bounds.max, { error: rangeMessage });
  return bounds.isWholeNumber ? schema.int({ error: onboardingMessages.wholeNumber }) : schema;
}

/** An optional number within bounds; missing or null become null. */
export function buildOptionalNumberSchema(bounds: NumberAnswerBounds, rangeMessage: string) {
  return buildRequiredNumberSchema(bounds, rangeMessage)
    .nullish()
    .transform((value) => value ?? null);
}

/** Wraps a section so that a missing section reports each of its own missing answers. */
export function buildSectionSchema<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}
