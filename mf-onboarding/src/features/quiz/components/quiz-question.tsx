import {
  findQuizAnswerError,
  quizRequiredMessage,
  quizScaleBounds,
  type QuizQuestionView,
  type QuizSubmitResponseItem,
} from '@repwise/contracts/quiz';
import {
  Field,
  FieldFrame,
  FieldHint,
  FieldLabel,
  Input,
  ChoiceOption,
  TextArea,
} from '@repwise/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  ChoiceFieldset,
  QuestionText,
  buildQuestionDomId,
} from '../../../components/question-parts';

type Answer = QuizSubmitResponseItem['answer'];

/** What every quiz question renderer receives; `undefined` clears the recorded answer. */
interface QuizQuestionProps {
  question: QuizQuestionView;
  answer: Answer | undefined;
  onChange: (answer: Answer | undefined) => void;
}

const ScaleRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  output {
    grid-column: 1 / -1;
    justify-self: center;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function ChoiceQuestion({ question, answer, onChange }: QuizQuestionProps) {
  const [error, setError] = useState<string | null>(null);
  const isMultiple = question.type === 'multiple-choice';
  const selected: readonly string[] = Array.isArray(answer) ? answer : [];
  const isChecked = (value: string) =>
    question.type === 'boolean'
      ? answer === (value === 'yes')
      : isMultiple
        ? selected.includes(value)
        : answer === value;

  function pick(value: string, checked: boolean) {
    if (question.type === 'boolean') return onChange(value === 'yes');
    if (!isMultiple) return onChange(value);
    const next = checked ? [...selected, value] : selected.filter((entry) => entry !== value);
    setError(next.length === 0 && question.required ? quizRequiredMessage : null);
    onChange(next.length === 0 ? undefined : next);
  }

  return (
    <ChoiceFieldset
      question={{ id: question.id, label: question.question, isRequired: question.required }}
      error={error}
      after={question.description && <FieldHint>{question.description}</FieldHint>}
    >
      {(question.options ?? []).map((option) => (
        <ChoiceOption key={option.value}>
          <input
            type={isMultiple ? 'checkbox' : 'radio'}
            name={question.id}
            value={option.value}
            checked={isChecked(option.value)}
            onChange={(event) => pick(option.value, event.target.checked)}
          />
          {option.label}
        </ChoiceOption>
      ))}
    </ChoiceFieldset>
  );
}

function ScaleQuestion({ question, answer, onChange }: QuizQuestionProps) {
  const inputId = useId();
  const value = typeof answer === 'number' ? answer : quizScaleBounds.defaultValue;
  return (
    <FieldFrame id={buildQuestionDomId(question.id)}>
      <FieldLabel htmlFor={inputId}>
        <QuestionText text={question.question} isRequired={question.required} />
      </FieldLabel>
      {question.description && <FieldHint>{question.description}</FieldHint>}
      <ScaleRow>
        <span aria-hidden="true">Very Low</span>
        <input
          id={inputId}
          type="range"
          min={quizScaleBounds.min}
          max={quizScaleBounds.max}
          step={1}
          value={value}
          aria-valuetext={`${value} of ${quizScaleBounds.max}`}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <span aria-hidden="true">Very High</span>
        <output htmlFor={inputId}>{value}</output>
      </ScaleRow>
    </FieldFrame>
  );
}

/** Number and text: a typed draft; only an answer the rules accept is recorded (spec 02 §5). */
function EntryQuestion({ question, answer, onChange }: QuizQuestionProps) {
  const [draft, setDraft] = useState(answer === undefined ? '' : String(answer));
  const [error, setError] = useState<string | null>(null);
  const isNumber = question.type === 'number';

  function change(text: string) {
    setDraft(text);
    const value = isNumber && text.trim() !== '' ? Number(text) : text;
    const message = findQuizAnswerError(question, text.trim() === '' ? undefined : value);
    setError(message);
    onChange(message === null && text.trim() !== '' ? value : undefined);
  }

  return (
    <Field
      frameId={buildQuestionDomId(question.id)}
      label={<QuestionText text={question.question} isRequired={question.required} />}
      error={error}
    >
      {(control) => (
        <>
          {question.description && <FieldHint>{question.description}</FieldHint>}
          {isNumber ? (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              value={draft}
              required={question.required}
              onChange={(event) => change(event.target.value)}
            />
          ) : (
            <TextArea
              {...control}
              value={draft}
              required={question.required}
              onChange={(event) => change(event.target.value)}
            />
          )}
        </>
      )}
    </Field>
  );
}

/** One assessment question with the control for its type. */
export function QuizQuestion(props: QuizQuestionProps) {
  switch (props.question.type) {
    case 'single-choice':
    case 'multiple-choice':
    case 'boolean':
      return <ChoiceQuestion {...props} />;
    case 'scale':
      return <ScaleQuestion {...props} />;
    case 'number':
    case 'text':
      return <EntryQuestion {...props} />;
  }
}
